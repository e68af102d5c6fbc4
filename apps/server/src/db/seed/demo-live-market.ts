import { inArray } from 'drizzle-orm';
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { PricingRuleInput } from '@fuel/domain/contracts/pricing-engine';
import type { LiveOfferParams } from '@fuel/domain/pricing/live-pricing';
import { ruleDuplicateKey } from '@fuel/domain/pricing/rules';
import { e4FromPer100l } from '@fuel/domain/pricing/units';
import { businessDate } from '@fuel/domain/offers/business-time';
import { addDays } from '@fuel/domain/calendar/days';
import type { DbOrTx } from '../client';
import { liftingPeriods, offers, priceAlerts, pricingRules, products, terminals, users } from '../schema';
import type { DemoAccountKey } from './demo-accounts';

/**
 * The live market of the demo (issue 4): live-priced offers of the demo sellers, their pricing rules
 * (energy duty per DOMAIN.md, the CO2 levy as a DUTY rule, a density, a terminal freight group) and a
 * price alert of kaeufer. At ICE 700 USD/mt and EUR/USD 1.08 the offers price like the fixed ones:
 * heating oil around 94, diesel around 142 EUR per 100 L.
 */

type ProductCode = 'HEL-SCHWEFELARM' | 'DIESEL-B7' | 'SUPER-E5' | 'SUPER-E10';

type DemoLiveOffer = {
  seller: DemoAccountKey;
  product: ProductCode;
  terminal: string;
  live: Omit<LiveOfferParams, 'minPriceFloorE4' | 'minPriceUpdatedAt'>;
  totalCbm: number;
};

const live = (
  p: Partial<DemoLiveOffer['live']> & Pick<DemoLiveOffer['live'], 'futureMonth' | 'surcharge'>,
): DemoLiveOffer['live'] => ({
  fxMode: 'LIVE',
  fxRate: null,
  surchargeUnit: 'EUR_CBM',
  density: null,
  minPriceEnabled: false,
  maxPriceFall: null,
  ...p,
});

export const DEMO_LIVE_OFFERS: DemoLiveOffer[] = [
  // Density from the seller's DENSITY rule; the min-price toggle with a maximum fall of 3 EUR.
  {
    seller: 'hanseatische',
    product: 'HEL-SCHWEFELARM',
    terminal: 'HH-HAR',
    live: live({ futureMonth: 'M01', surcharge: 180, minPriceEnabled: true, maxPriceFall: 3 }),
    totalCbm: 2500,
  },
  {
    seller: 'hanseatische',
    product: 'DIESEL-B7',
    terminal: 'HB-IND',
    live: live({ futureMonth: 'M00', surcharge: 250, density: 0.835 }),
    totalCbm: 1800,
  },
  {
    seller: 'hanseatische',
    product: 'HEL-SCHWEFELARM',
    terminal: 'HB-IND',
    live: live({
      futureMonth: 'M02',
      fxMode: 'FIXED',
      fxRate: 1.08,
      surcharge: 210,
      surchargeUnit: 'USD_MT',
      density: 0.845,
    }),
    totalCbm: 1200,
  },
  {
    seller: 'rheinRuhr',
    product: 'DIESEL-B7',
    terminal: 'DU-RUH',
    live: live({ futureMonth: 'M01', surcharge: 245, density: 0.835 }),
    totalCbm: 1500,
  },
  {
    seller: 'sueddeutsche',
    product: 'HEL-SCHWEFELARM',
    terminal: 'KA-RHH',
    live: live({ futureMonth: 'M01', surcharge: 190, density: 0.845 }),
    totalCbm: 2000,
  },
];

type DemoRule = Omit<PricingRuleInput, 'productIds' | 'terminalIds' | 'accountIds' | 'offerId'> & {
  products?: ProductCode[];
  terminals?: string[];
};

/** Duties of DOMAIN.md (EUR per 1,000 L = EUR/cbm) and the CO2 levy (about 55 EUR/t x 2.67 kg CO2 per litre). */
const DUTY_RULES: DemoRule[] = [
  {
    kind: 'DUTY',
    scope: 'PRODUCT',
    groupName: 'Energiesteuer',
    params: { value: 61.35, unit: 'EUR/cbm' },
    products: ['HEL-SCHWEFELARM'],
  },
  {
    kind: 'DUTY',
    scope: 'PRODUCT',
    groupName: 'Energiesteuer',
    params: { value: 470.4, unit: 'EUR/cbm' },
    products: ['DIESEL-B7'],
  },
  // Petrol too: the demo's petrol-mix contract (issue 24) is priced with its duty like every fuel.
  {
    kind: 'DUTY',
    scope: 'PRODUCT',
    groupName: 'Energiesteuer',
    params: { value: 654.5, unit: 'EUR/cbm' },
    products: ['SUPER-E5', 'SUPER-E10'],
  },
  { kind: 'DUTY', scope: 'GLOBAL', groupName: 'CO2-Abgabe', params: { value: 147, unit: 'EUR/cbm' } },
];

export const DEMO_PRICING_RULES: Partial<Record<DemoAccountKey, DemoRule[]>> = {
  hanseatische: [
    ...DUTY_RULES,
    { kind: 'DENSITY', scope: 'PRODUCT', groupName: null, params: { density: 0.85 }, products: ['HEL-SCHWEFELARM'] },
    {
      kind: 'PRICE',
      scope: 'TERMINAL',
      groupName: 'Fracht Bremen',
      params: { value: 12, unit: 'EUR/cbm' },
      terminals: ['HB-IND'],
    },
  ],
  rheinRuhr: DUTY_RULES,
  sueddeutsche: DUTY_RULES,
};

const need = <T>(map: Map<string, T>, key: string): T => {
  const v = map.get(key);
  if (v === undefined) throw new Error(`demo live market: unknown ${key}`);
  return v;
};

export async function writeDemoLiveMarket(
  tx: DbOrTx,
  accountId: (key: DemoAccountKey) => number,
  opts: { brand: BrandId; now: Date },
): Promise<void> {
  const { now } = opts;
  const productRows = await tx
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.code, ['HEL-SCHWEFELARM', 'DIESEL-B7', 'SUPER-E5', 'SUPER-E10']));
  const terminalRows = await tx.select({ id: terminals.id, code: terminals.code }).from(terminals);
  const [lifting] = await tx
    .select({ id: liftingPeriods.id })
    .from(liftingPeriods)
    .where(inArray(liftingPeriods.code, ['TAGE_7']));
  const productId = new Map(productRows.map((r) => [r.code, r.id]));
  const terminalId = new Map(terminalRows.map((r) => [r.code, r.id]));
  const today = businessDate(now);
  const createdAt = new Date(now.getTime() - 86_400_000);

  const liveOffers = DEMO_LIVE_OFFERS.filter((o) => terminalId.has(o.terminal));
  if (liveOffers.length > 0) {
    await tx.insert(offers).values(
      liveOffers.map((o) => ({
        sellerAccountId: accountId(o.seller),
        productId: need(productId, o.product),
        terminalId: need(terminalId, o.terminal),
        status: 'ACTIVE' as const,
        pricingType: 'LIVE' as const,
        priceInputUnit: 'EUR_100L15' as const,
        pricePer100lE4: null,
        livePricing: { ...o.live, minPriceFloorE4: null, minPriceUpdatedAt: null } satisfies LiveOfferParams,
        totalLitres: o.totalCbm * 1000,
        minOrderLitres: 5_000,
        maxOrderLitres: 50_000,
        startDate: addDays(today, -1),
        endDate: addDays(today, 30),
        dailyStartTime: '00:00',
        dailyEndTime: '23:59',
        liftingPeriodId: lifting?.id ?? null,
        createdAt,
        updatedAt: createdAt,
      })),
    );
  }

  const ruleRows = Object.entries(DEMO_PRICING_RULES).flatMap(([seller, rules]) =>
    rules!.map(({ products: codes = [], terminals: terminalCodes = [], ...rule }) => {
      const input = {
        ...rule,
        accountIds: [],
        productIds: codes.map((c) => need(productId, c)).sort((a, b) => a - b),
        terminalIds: terminalCodes
          .filter((c) => terminalId.has(c))
          .map((c) => need(terminalId, c))
          .sort((a, b) => a - b),
        offerId: null,
      } as PricingRuleInput;
      return {
        sellerAccountId: accountId(seller as DemoAccountKey),
        kind: input.kind,
        scope: input.scope,
        groupName: input.groupName,
        params: input.params as Record<string, unknown>,
        accountIds: input.accountIds,
        productIds: input.productIds,
        terminalIds: input.terminalIds,
        offerId: null,
        duplicateKey: ruleDuplicateKey(input),
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  // A terminal rule whose terminals do not exist on this brand (brand B) would have no target.
  await tx.insert(pricingRules).values(ruleRows.filter((r) => r.scope !== 'TERMINAL' || r.terminalIds.length > 0));

  const [kaeufer] = await tx
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(inArray(users.username, ['kaeufer']));
  const hamburg = terminalId.get('HH-HAR');
  // Price alerts exist on brand A only (PRICE_ALERT).
  if (opts.brand === 'A' && kaeufer && hamburg !== undefined) {
    await tx.insert(priceAlerts).values({
      buyerAccountId: kaeufer.accountId,
      userId: kaeufer.id,
      comment: 'Lager Hemelingen auffüllen, wenn Heizöl günstig wird',
      valueE4: e4FromPer100l(92),
      operator: 'LTE',
      productId: need(productId, 'HEL-SCHWEFELARM'),
      terminalId: hamburg,
      liftingPeriodType: 'ALL',
      createdAt,
      updatedAt: createdAt,
    });
  }
}
