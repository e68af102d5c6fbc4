import type { HTTPMethods } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { ErrorCode } from '@fuel/domain/contracts/errors';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { OFFER_CSV_HEADER, offerCsvRow } from '../src/features/csv-uploads/csv-uploads.fixtures';
import {
  csvUploads,
  emptyBarrelRequests,
  liftingPeriods,
  offers,
  relationshipProducts,
  relationships,
  triggerContracts,
  users,
} from '../src/db/schema';
import { contractInput } from '../src/features/trigger-contracts/trigger-contracts.fixtures';
import { additiveIdByCode } from '../src/features/additives/additives.fixtures';
import type { TestApp } from './test-app';
import { loginAs } from './demo-login';
import {
  accountIdByName,
  createBuyer,
  createOffer,
  productIdByCode,
  setTerms,
  terminalIdByCode,
  userByName,
} from './trading-fixtures';

/**
 * Issue 25 part 2 (decision 054): the business rules that must hold on every path that writes, as
 * probes the generated suites run. authorization.test.ts runs the 403 ones (seller kind, single-seller
 * mode), bad-input.test.ts the 409/422 ones (trigger product, month, parties); both check that each
 * operation declaring one of RULE_CODES in the OpenAPI document has a probe, so a new route that
 * writes the same thing (and declares the rule, decision 058) cannot go unprobed.
 */

/** The codes of the rules (the error-code list of packages/domain names them with their messages). */
export const RULE_CODES = [
  'FUEL_NOT_AVAILABLE',
  'ADDITIVES_NOT_AVAILABLE',
  'PLATFORM_SELLER_ONLY',
  'PURCHASE_RIGHTS_PLATFORM_SELLER_ONLY',
  'TRIGGER_PRODUCT_NOT_FUEL',
  'TRIGGER_MONTH_PAST',
  'TRIGGER_CONTRACT_HAS_TRIGGERS',
] as const satisfies readonly ErrorCode[];
export type RuleCode = (typeof RULE_CODES)[number];
/**
 * The codes every declaring operation must have a probe for. ADDITIVES_NOT_AVAILABLE is left out: the
 * whole additive market declares it for the account feature, which its own tests cover.
 */
export const PROBED_CODES = RULE_CODES.filter((c) => c !== 'ADDITIVES_NOT_AVAILABLE');

/** The platform a probe needs: the default test platform, or single-seller mode with seller-set purchase rights. */
export type ProbePlatform = 'default' | 'single-seller';
export const SINGLE_SELLER_ENV = {
  FEATURE_FLAGS: '+SINGLE_SELLER_MODE,+SELLER_ABLE_TO_SET_PURCHASE_RIGHTS',
  RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
};

type Request = { as: string; url: string; body?: unknown; csv?: string };

export type BusinessRuleProbe = {
  /** The finding in words. */
  rule: string;
  platform: ProbePlatform;
  method: HTTPMethods;
  /** The OpenAPI path (/api/offers/{id}/clone). */
  path: string;
  expect: { status: 403 | 409 | 422; code: RuleCode };
  /** Builds what the probe needs and the request (who calls, concrete URL, body). */
  setup: (t: TestApp) => Promise<Request>;
  /** What must not change when the call is refused (compared before and after). */
  state: (t: TestApp) => Promise<unknown>;
};

const ADDITIVE_SELLER = 'Nordwest Additiv-Technik GmbH';
const HANSEATISCHE = 'Hanseatische Mineralöl Handels GmbH';
const SUED = 'Süddeutsche Brennstoff AG';
const SCHMIDT = 'Heizöl Schmidt GmbH & Co. KG';

const count = async (t: TestApp, table: typeof offers | typeof triggerContracts) =>
  (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const offerCount = (t: TestApp) => count(t, offers);
const contractCount = (t: TestApp) => count(t, triggerContracts);
const termsOf = async (t: TestApp, relationshipId: number) => ({
  rel: (await t.app.db.select().from(relationships).where(eq(relationships.id, relationshipId)))[0],
  products: await t.app.db
    .select()
    .from(relationshipProducts)
    .where(eq(relationshipProducts.relationshipId, relationshipId)),
});

async function fuelOfferBody(t: TestApp) {
  return {
    pricingType: 'FIXED',
    productId: await productIdByCode(t.app.db, 'DIESEL-B7'),
    deliveryType: 'PICKUP',
    terminalId: await terminalIdByCode(t.app.db, 'HH-HAR'),
    totalCbm: 500,
    minOrderCbm: 10,
    maxOrderCbm: 40,
    priceInputUnit: 'EUR_100L15',
    price: 145.12,
    startDate: '2026-11-20',
    endDate: '2026-11-30',
    dailyStartTime: '06:00',
    dailyEndTime: '18:00',
    collectionType: 'LIFTING_PERIOD',
    liftingPeriodId: (
      await t.app.db.select({ id: liftingPeriods.id }).from(liftingPeriods).where(eq(liftingPeriods.days, 14))
    )[0]!.id,
  };
}

/** A fuel offers file of one row, as the web app uploads it. */
const fuelOffersCsv = () => `${OFFER_CSV_HEADER}\n${offerCsvRow({ 'Höchstmenge (cbm)': '40' })}\n`;

/** The additive-only seller's offer, stored before the rule (as the security test found it). */
async function additiveSellersFuelOffer(t: TestApp) {
  return createOffer(t.app.db, t.clock.now, { sellerAccountId: await accountIdByName(t.app.db, ADDITIVE_SELLER) });
}

/** A buyer connected to `seller` (terms open), or waiting for the seller's decision. */
async function buyerOf(t: TestApp, seller: string, sellerStatus: 'ENABLED' | 'NEW' = 'ENABLED') {
  const buyer = await createBuyer(t.app.db);
  const relationshipId = await setTerms(t.app.db, buyer.accountId, await accountIdByName(t.app.db, seller), {
    sellerStatus,
  });
  return { buyer, relationshipId };
}

/** A contract of Hanseatische with Heizöl Schmidt that has an offline trigger. */
async function triggeredContract(t: TestApp) {
  const seller = await loginAs(t.app, 'verkaeufer');
  const input = await contractInput(t.app.db, t.clock.now, {
    buyerAccountId: await accountIdByName(t.app.db, SCHMIDT),
  });
  const created = await seller.post('/api/trigger-contracts', input);
  if (created.statusCode !== 201) throw new Error(`contract: ${created.body}`);
  const id = created.json().id as number;
  const triggered = await seller.post(`/api/trigger-contracts/${id}/offline-triggers`, {
    quantityCbm: 5,
    price: 80,
    comment: '',
  });
  if (triggered.statusCode !== 201) throw new Error(`offline trigger: ${triggered.body}`);
  return { id, input, version: triggered.json().version as number };
}

let relationshipForState = 0;
let contractForState = 0;

export const BUSINESS_RULE_PROBES: BusinessRuleProbe[] = [
  // Seller kind (accounts.seller_kind): an additive-only seller offers and grants no fuel, on no path.
  {
    rule: 'an additive-only seller publishes no fuel offer through the form',
    platform: 'default',
    method: 'POST',
    path: '/api/offers',
    expect: { status: 403, code: 'FUEL_NOT_AVAILABLE' },
    setup: async (t) => ({ as: 'verkaeufer-additive', url: '/api/offers', body: await fuelOfferBody(t) }),
    state: offerCount,
  },
  {
    rule: 'an additive-only seller edits no fuel offer',
    platform: 'default',
    method: 'PUT',
    path: '/api/offers/{id}',
    expect: { status: 403, code: 'FUEL_NOT_AVAILABLE' },
    setup: async (t) => ({
      as: 'verkaeufer-additive',
      url: `/api/offers/${(await additiveSellersFuelOffer(t)).id}`,
      body: await fuelOfferBody(t),
    }),
    state: offerCount,
  },
  {
    rule: 'an additive-only seller clones no fuel offer',
    platform: 'default',
    method: 'POST',
    path: '/api/offers/{id}/clone',
    expect: { status: 403, code: 'FUEL_NOT_AVAILABLE' },
    setup: async (t) => ({
      as: 'verkaeufer-additive',
      url: `/api/offers/${(await additiveSellersFuelOffer(t)).id}/clone`,
    }),
    state: offerCount,
  },
  {
    rule: 'an additive-only seller uploads no fuel offers file (preview)',
    platform: 'default',
    method: 'POST',
    path: '/api/csv-uploads/offers/preview',
    expect: { status: 403, code: 'FUEL_NOT_AVAILABLE' },
    setup: async () => ({
      as: 'verkaeufer-additive',
      url: '/api/csv-uploads/offers/preview?fileName=angebote.csv',
      csv: fuelOffersCsv(),
    }),
    state: async (t) => [
      await offerCount(t),
      (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(csvUploads))[0]!.n,
    ],
  },
  {
    rule: 'an additive-only seller applies no fuel offers file (a draft stored before the rule)',
    platform: 'default',
    method: 'POST',
    path: '/api/csv-uploads/offers/{id}/apply',
    expect: { status: 403, code: 'FUEL_NOT_AVAILABLE' },
    setup: async (t) => {
      const user = await userByName(t.app.db, 'verkaeufer-additive');
      const [draft] = await t.app.db
        .insert(csvUploads)
        .values({
          accountId: user.accountId,
          userId: user.id,
          kind: 'offers',
          fileName: 'angebote.csv',
          content: new TextEncoder().encode(fuelOffersCsv()),
        })
        .returning({ id: csvUploads.id });
      return { as: 'verkaeufer-additive', url: `/api/csv-uploads/offers/${draft!.id}/apply` };
    },
    state: offerCount,
  },
  {
    rule: 'an additive-only seller grants no fuel terms',
    platform: 'default',
    method: 'PUT',
    path: '/api/buyer-management/{relationshipId}',
    expect: { status: 403, code: 'FUEL_NOT_AVAILABLE' },
    setup: async (t) => {
      const { relationshipId } = await buyerOf(t, ADDITIVE_SELLER);
      relationshipForState = relationshipId;
      const products = [
        { productId: await productIdByCode(t.app.db, 'DIESEL-B7'), creditDays: 14, dailyLimitCbm: null },
      ];
      return {
        as: 'verkaeufer-additive',
        url: `/api/buyer-management/${relationshipId}`,
        body: { creditLimit: 1000, terminalIds: [], products },
      };
    },
    state: (t) => termsOf(t, relationshipForState),
  },
  {
    rule: 'an additive-only seller accepts no buyer with fuel terms',
    platform: 'default',
    method: 'POST',
    path: '/api/relationships/{relationshipId}/decision',
    expect: { status: 403, code: 'FUEL_NOT_AVAILABLE' },
    setup: async (t) => {
      const { relationshipId } = await buyerOf(t, ADDITIVE_SELLER, 'NEW');
      relationshipForState = relationshipId;
      const terms = {
        creditLimit: 1000,
        terminalIds: [],
        products: [{ productId: await productIdByCode(t.app.db, 'DIESEL-B7'), creditDays: 14, dailyLimitCbm: null }],
      };
      return {
        as: 'verkaeufer-additive',
        url: `/api/relationships/${relationshipId}/decision`,
        body: { decision: 'ACCEPT', terms },
      };
    },
    state: (t) => termsOf(t, relationshipForState),
  },
  {
    rule: 'a fuel seller grants no additive terms',
    platform: 'default',
    method: 'PUT',
    path: '/api/buyer-management/{relationshipId}/additives',
    expect: { status: 403, code: 'ADDITIVES_NOT_AVAILABLE' },
    setup: async (t) => {
      const { relationshipId } = await buyerOf(t, SUED);
      relationshipForState = relationshipId;
      const additiveProducts = [{ productId: await additiveIdByCode(t.app.db, 'ADBLUE'), creditDays: 14 }];
      return {
        as: 'verkaeufer-sued',
        url: `/api/buyer-management/${relationshipId}/additives`,
        body: { additivesEnabled: true, additiveProducts },
      };
    },
    state: (t) => termsOf(t, relationshipForState),
  },
  // Trigger contracts: fuel products, the current or a future month, parties fixed once triggered.
  {
    rule: 'a trigger contract takes no additive product',
    platform: 'default',
    method: 'POST',
    path: '/api/trigger-contracts',
    expect: { status: 422, code: 'TRIGGER_PRODUCT_NOT_FUEL' },
    setup: async (t) => {
      const body = await contractInput(t.app.db, t.clock.now, {
        buyerAccountId: await accountIdByName(t.app.db, SCHMIDT),
        productId: await additiveIdByCode(t.app.db, 'ADBLUE'),
      });
      return { as: 'verkaeufer', url: '/api/trigger-contracts', body };
    },
    state: contractCount,
  },
  {
    rule: 'a trigger contract takes no past month',
    platform: 'default',
    method: 'POST',
    path: '/api/trigger-contracts',
    expect: { status: 422, code: 'TRIGGER_MONTH_PAST' },
    setup: async (t) => {
      const body = await contractInput(t.app.db, t.clock.now, {
        buyerAccountId: await accountIdByName(t.app.db, SCHMIDT),
        month: '2020-01',
      });
      return { as: 'verkaeufer', url: '/api/trigger-contracts', body };
    },
    state: contractCount,
  },
  {
    rule: 'an edit moves no contract onto an additive',
    platform: 'default',
    method: 'PUT',
    path: '/api/trigger-contracts/{id}',
    expect: { status: 422, code: 'TRIGGER_PRODUCT_NOT_FUEL' },
    setup: async (t) => {
      const { id, input, version } = await triggeredContract(t);
      contractForState = id;
      return {
        as: 'verkaeufer',
        url: `/api/trigger-contracts/${id}`,
        body: { ...input, productId: await additiveIdByCode(t.app.db, 'ADBLUE'), version },
      };
    },
    state: async (t) =>
      (await t.app.db.select().from(triggerContracts).where(eq(triggerContracts.id, contractForState)))[0],
  },
  {
    rule: 'an edit moves no contract into a past month',
    platform: 'default',
    method: 'PUT',
    path: '/api/trigger-contracts/{id}',
    expect: { status: 422, code: 'TRIGGER_MONTH_PAST' },
    setup: async (t) => {
      const { id, input, version } = await triggeredContract(t);
      contractForState = id;
      return { as: 'verkaeufer', url: `/api/trigger-contracts/${id}`, body: { ...input, month: '2026-10', version } };
    },
    state: async (t) =>
      (await t.app.db.select().from(triggerContracts).where(eq(triggerContracts.id, contractForState)))[0],
  },
  {
    rule: 'a contract with triggers keeps its buyer, product and terminal',
    platform: 'default',
    method: 'PUT',
    path: '/api/trigger-contracts/{id}',
    expect: { status: 409, code: 'TRIGGER_CONTRACT_HAS_TRIGGERS' },
    setup: async (t) => {
      const { id, input, version } = await triggeredContract(t);
      contractForState = id;
      const { buyer } = await buyerOf(t, HANSEATISCHE);
      return {
        as: 'verkaeufer',
        url: `/api/trigger-contracts/${id}`,
        body: { ...input, buyerAccountId: buyer.accountId, version },
      };
    },
    state: async (t) =>
      (await t.app.db.select().from(triggerContracts).where(eq(triggerContracts.id, contractForState)))[0],
  },
  // Single-seller mode: the platform's seller only.
  {
    rule: 'in single-seller mode a buyer requests no empty-barrel pickup from another seller',
    platform: 'single-seller',
    method: 'POST',
    path: '/api/empty-barrels',
    expect: { status: 403, code: 'PLATFORM_SELLER_ONLY' },
    setup: async (t) => ({
      as: 'kaeufer',
      url: '/api/empty-barrels',
      body: {
        sellerId: await accountIdByName(t.app.db, ADDITIVE_SELLER),
        productId: await additiveIdByCode(t.app.db, 'ADBLUE'),
        purchaseUnitId: 1,
        units: 2,
        address: {
          street: 'Werkstraße 9',
          postCode: '26135',
          city: 'Oldenburg',
          county: 'Niedersachsen',
          country: 'DE',
        },
        preferredDate: '2026-11-27',
      },
    }),
    state: async (t) => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(emptyBarrelRequests))[0]!.n,
  },
  {
    rule: 'in single-seller mode another seller reads no purchase rights',
    platform: 'single-seller',
    method: 'GET',
    path: '/api/buyer-management/{relationshipId}/users',
    expect: { status: 403, code: 'PURCHASE_RIGHTS_PLATFORM_SELLER_ONLY' },
    setup: async (t) => ({
      as: 'verkaeufer-sued',
      url: `/api/buyer-management/${(await buyerOf(t, SUED)).relationshipId}/users`,
    }),
    state: async () => null,
  },
  {
    rule: 'in single-seller mode another seller sets no purchase right',
    platform: 'single-seller',
    method: 'PUT',
    path: '/api/buyer-management/{relationshipId}/users/{userId}/purchase-right',
    expect: { status: 403, code: 'PURCHASE_RIGHTS_PLATFORM_SELLER_ONLY' },
    setup: async (t) => {
      const { buyer, relationshipId } = await buyerOf(t, SUED);
      relationshipForState = buyer.userId;
      return {
        as: 'verkaeufer-sued',
        url: `/api/buyer-management/${relationshipId}/users/${buyer.userId}/purchase-right`,
        body: { granted: false },
      };
    },
    state: async (t) =>
      (await t.app.db.select({ roles: users.roles }).from(users).where(eq(users.id, relationshipForState)))[0],
  },
];

/** The probes one suite runs: the authorization suite the 403 ones, the bad-input suite the others. */
export const probesFor = (suite: 'authorization' | 'bad-input', platform: ProbePlatform) =>
  BUSINESS_RULE_PROBES.filter(
    (p) => p.platform === platform && (suite === 'authorization') === (p.expect.status === 403),
  );

/**
 * Runs probes against an app of their platform: each must answer its status and code with the German
 * message of ERROR_MESSAGES and leave its state as it was. Answers the failures in words.
 */
export async function runProbes(t: TestApp, probes: BusinessRuleProbe[]): Promise<string[]> {
  const failures: string[] = [];
  for (const probe of probes) {
    const req = await probe.setup(t);
    const before = JSON.stringify(await probe.state(t));
    const caller = await loginAs(t.app, req.as);
    const res = await t.app.inject({
      method: probe.method,
      url: req.url,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(req.csv !== undefined ? { 'content-type': 'text/csv' } : {}),
      },
      cookies: caller.cookies(),
      ...(req.csv !== undefined
        ? { payload: req.csv }
        : probe.method === 'GET'
          ? {}
          : { payload: (req.body ?? {}) as object }),
    });
    const where = `${probe.method} ${probe.path} (${probe.rule})`;
    const error = res.headers['content-type']?.toString().startsWith('application/json')
      ? (res.json() as { error?: { code?: string; message?: string } }).error
      : undefined;
    if (res.statusCode !== probe.expect.status || error?.code !== probe.expect.code) {
      failures.push(
        `${where}: ${res.statusCode} ${error?.code ?? ''} (expected ${probe.expect.status} ${probe.expect.code}) ${res.body.slice(0, 200)}`,
      );
    } else if (error?.message !== ERROR_MESSAGES[probe.expect.code]) {
      failures.push(`${where}: message "${error?.message}" is not the German message of ${probe.expect.code}`);
    }
    if (JSON.stringify(await probe.state(t)) !== before)
      failures.push(`${where}: something changed although the call was refused`);
  }
  return failures;
}

/**
 * The operations of the OpenAPI document that declare one of `codes` (decision 058) without a probe for
 * that code: a new path that writes the same thing declares the rule and must get a probe here.
 */
export function unprobedOperations(doc: unknown, codes: readonly RuleCode[]): string[] {
  type Op = {
    responses?: Record<
      string,
      {
        content?: Record<
          string,
          { schema?: { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } } }
        >;
      }
    >;
  };
  const paths = (doc as { paths: Record<string, Record<string, Op>> }).paths;
  const probed = new Set(BUSINESS_RULE_PROBES.map((p) => `${p.method} ${p.path} ${p.expect.code}`));
  const missing: string[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      for (const response of Object.values(op.responses ?? {})) {
        const declared =
          response.content?.['application/json']?.schema?.properties?.error?.properties?.code?.enum ?? [];
        for (const code of declared) {
          const key = `${method.toUpperCase()} ${path} ${code}`;
          if ((codes as readonly string[]).includes(code) && !probed.has(key)) missing.push(key);
        }
      }
    }
  }
  return [...new Set(missing)].sort();
}
