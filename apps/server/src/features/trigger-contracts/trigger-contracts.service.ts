// Trigger contracts (issue 13, decision 026): the seller's contracts per buyer and month, offline
// triggers, the buyer's list with the live trigger price and why triggering is disabled, and the
// history per month. Placing a trigger is trading's (features/trading, market 'trigger').
import type {
  OfflineTriggerInput,
  TriggerContract,
  TriggerContractInput,
  TriggerContractStatus,
  TriggerContractUpdate,
  TriggerHistoryResponse,
  TriggerPricePreview,
  TriggerPricePreviewRequest,
} from '@fuel/domain/contracts/trigger-contracts';
import type { AuditActionOf } from '@fuel/domain/audit/audit-vocabulary';
import { disabledReasonText } from '@fuel/domain/contracts/trigger-contracts';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { startOfDay } from '@fuel/domain/formats/date';
import { csvFile } from '@fuel/domain/formats/csv';
import { brandTimeZone } from '@fuel/domain/calendar/zones';
import { formatNumber, type Currency } from '@fuel/domain/formats/number';
import { priceFromMarket } from '@fuel/domain/pricing/engine';
import { cbmFromLitres, litresFromCbm } from '@fuel/domain/pricing/money';
import { e4FromPer100l, per100lFromE4 } from '@fuel/domain/pricing/units';
import {
  includedInPrice,
  isContractMonthAllowed,
  monthOf,
  nonPetrolMixProducts,
  remainingContractLitres,
  triggerDisabledReason,
  triggerRecipe,
} from '@fuel/domain/trigger-contracts/trigger-rules';
import type { LiveRecipe } from '@fuel/domain/pricing/live-pricing';
import type { PricingRule } from '@fuel/domain/contracts/pricing-engine';
import { currencyOf } from '@fuel/domain/brands/currency';
import type { ProductCategory } from '@fuel/domain/constants';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { getPlatformSettings, type Platform } from '../../plugins/platform';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit';
import { loadSellerPricing } from '../pricing-engine/live-pricing.service';
import {
  addTriggeredLitres,
  countTriggersSince,
  findContract,
  findContractsOfAccount,
  findContractsWithTriggers,
  findOfflineTriggers,
  findProductsById,
  findTriggerOrders,
  insertContract,
  insertOfflineTrigger,
  isRelationshipEnabled,
  lockContract,
  releaseTriggeredLitres,
  setContractStatus,
  updateContract,
  type ContractRow,
} from './trigger-contracts.repository';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';
import { TRIGGER_HISTORY_CSV_HEADER, triggerStatusLabel } from '@fuel/domain/trigger-contracts/trigger-history-export';
import { recordEvents } from '../webhooks/webhooks.service';

export type TriggerContractsDeps = {
  db: Db;
  platform: Platform;
  now: () => Date;
  marketData: Pick<FastifyInstance['marketData'], 'quotes'>;
  livePriceMaxAgeMs: number;
};

type Caller = Pick<AuthContext, 'accountId' | 'accountType' | 'userId'>;

const notFound = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
const refuse = (
  status: number,
  code:
    | 'TRIGGER_BUYER_NOT_CONNECTED'
    | 'TRIGGER_CONTRACT_ENDED'
    | 'TRIGGER_VOLUME_EXHAUSTED'
    | 'BUYER_TERMS_CHANGED'
    | 'TRIGGER_PRODUCT_NOT_FUEL'
    | 'TRIGGER_MONTH_PAST'
    | 'TRIGGER_CONTRACT_HAS_TRIGGERS',
) => new AppError(status, code, ERROR_MESSAGES[code]);

/** Who may see a contract: its seller, its buyer, and the buyer's parent account. */
export function canSee(row: ContractRow, accountId: number): boolean {
  return (
    row.c.sellerAccountId === accountId || row.c.buyerAccountId === accountId || row.buyerParentAccountId === accountId
  );
}

/** The contract for its seller only (edits, status, offline triggers); 404 for anyone else, so ids tell nothing. */
async function sellersContract(db: DbOrTx, caller: Caller, id: number, lock = false): Promise<ContractRow> {
  const row = lock ? await lockContract(db, id) : await findContract(db, id);
  if (!row || row.c.sellerAccountId !== caller.accountId) throw notFound();
  return row;
}

const toLitres = (input: TriggerContractInput) => ({
  buyerAccountId: input.buyerAccountId,
  productId: input.productId,
  terminalId: input.terminalId,
  ekkNumber: input.ekkNumber,
  month: input.month,
  priceBasis: input.priceBasis,
  triggerWindow: input.triggerWindow,
  volumeLitres: litresFromCbm(input.volumeCbm),
  minOrderLitres: litresFromCbm(input.minOrderCbm),
  maxOrderLitres: litresFromCbm(input.maxOrderCbm),
  dailyTriggerLimit: input.dailyTriggerLimit,
  comment: input.comment,
  petrolMix: input.petrolMix,
});

/**
 * Only petrol products form a mix (issue 24 part 5): any other product of a mix is refused on its field
 * with a German message (400), before anything is written.
 */
async function assertPetrolMix(
  db: DbOrTx,
  input: Pick<TriggerContractInput, 'productId' | 'petrolMix'>,
): Promise<void> {
  const mix = input.petrolMix;
  if (!mix) return;
  const wrong = new Set(
    nonPetrolMixProducts(
      mix,
      await findProductsById(
        db,
        mix.split.map((p) => p.productId),
      ),
    ),
  );
  const fields: Record<string, string> = {};
  mix.split.forEach((p, index) => {
    if (wrong.has(p.productId))
      fields[`petrolMix.split.${index}.productId`] = SERVER_MESSAGES.triggerContracts.petrolMixNotPetrol;
  });
  // The contract's product is the one its list and hold price show: it must be one of the mix.
  if (!mix.split.some((p) => p.productId === input.productId))
    fields.productId = 'Das Produkt des Vertrags muss Teil des Benzin-Mix sein.';
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, fields);
}

/**
 * The contract's own rules (issue 25 part 2, decision 054), for create and edit alike: a fuel product
 * (422 TRIGGER_PRODUCT_NOT_FUEL: a trigger of an additive would be a fuel order at a gasoil price) and
 * the current business month or a later one (422 TRIGGER_MONTH_PAST). An edit that keeps a contract's
 * month is not refused for it: a running contract stays editable after its month turned.
 */
async function assertContractRules(
  db: DbOrTx,
  input: Pick<TriggerContractInput, 'productId' | 'month'>,
  now: Date,
  keptMonth?: string,
): Promise<void> {
  const [product] = await findProductsById(db, [input.productId]);
  if (product && product.type !== 'fuel') throw refuse(422, 'TRIGGER_PRODUCT_NOT_FUEL');
  if (input.month !== keptMonth && !isContractMonthAllowed(input.month, now)) throw refuse(422, 'TRIGGER_MONTH_PAST');
}

/**
 * Decision 068: `contract.changed` to the seller and the buyer, in the change's transaction; `change`
 * names what happened (created, edited, paused, active, ended, offline_trigger).
 */
function recordContractEvent(
  tx: DbOrTx,
  c: { id: number; sellerAccountId: number; buyerAccountId: number },
  action: AuditActionOf<'trigger_contract'>,
  now: Date,
): Promise<void> {
  const data = {
    contractId: c.id,
    change: action.replace('trigger_contract.', ''),
    sellerAccountId: c.sellerAccountId,
    buyerAccountId: c.buyerAccountId,
  };
  return recordEvents(
    tx,
    [c.sellerAccountId, c.buyerAccountId].map((accountId) => ({ accountId, type: 'contract.changed', data })),
    now,
  );
}

/** POST /api/trigger-contracts: only with a buyer connected on both sides. */
export async function createContract(
  deps: TriggerContractsDeps,
  caller: Caller,
  input: TriggerContractInput,
): Promise<TriggerContract> {
  await assertContractRules(deps.db, input, deps.now());
  await assertPetrolMix(deps.db, input);
  if (!(await isRelationshipEnabled(deps.db, input.buyerAccountId, caller.accountId)))
    throw refuse(409, 'TRIGGER_BUYER_NOT_CONNECTED');
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertContract(tx, {
      ...toLitres(input),
      sellerAccountId: caller.accountId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorUserId: caller.userId,
      accountId: caller.accountId,
      entity: 'trigger_contract',
      entityId: created,
      action: 'trigger_contract.created',
      details: { ...input },
      at: now,
    });
    await recordContractEvent(
      tx,
      { id: created, sellerAccountId: caller.accountId, buyerAccountId: input.buyerAccountId },
      'trigger_contract.created',
      now,
    );
    return created;
  });
  return contractView(deps, caller, id);
}

/**
 * A seller's change of one of its contracts that is not ENDED: under the contract's row lock, audited,
 * answered with the contract as it is afterwards. `change` applies the change and names the audit entry.
 */
async function changeOpenContract(
  deps: TriggerContractsDeps,
  caller: Caller,
  id: number,
  change: (
    tx: DbOrTx,
    row: ContractRow,
    now: Date,
  ) => Promise<{ action: AuditActionOf<'trigger_contract'>; details: Record<string, unknown> }>,
): Promise<TriggerContract> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await sellersContract(tx, caller, id, true);
    if (row.c.status === 'ENDED') throw refuse(409, 'TRIGGER_CONTRACT_ENDED');
    const { action, details } = await change(tx, row, now);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      accountId: caller.accountId,
      entity: 'trigger_contract',
      entityId: id,
      action,
      details,
      at: now,
    });
    await recordContractEvent(tx, row.c, action, now);
  });
  return contractView(deps, caller, id);
}

/** PUT /api/trigger-contracts/{id}: not once ENDED, and the volume never below what was triggered. */
export function editContract(
  deps: TriggerContractsDeps,
  caller: Caller,
  id: number,
  input: TriggerContractUpdate,
): Promise<TriggerContract> {
  return changeOpenContract(deps, caller, id, async (tx, row, now) => {
    await assertContractRules(tx, input, now, row.c.month);
    await assertPetrolMix(tx, input);
    // Once triggered, the contract's parties and goods are history (the buyer's orders and CSV export): a new contract instead.
    const moves =
      input.buyerAccountId !== row.c.buyerAccountId ||
      input.productId !== row.c.productId ||
      input.terminalId !== row.c.terminalId;
    if (moves && (await findContractsWithTriggers(tx, [id])).has(id))
      throw refuse(409, 'TRIGGER_CONTRACT_HAS_TRIGGERS');
    if (
      input.buyerAccountId !== row.c.buyerAccountId &&
      !(await isRelationshipEnabled(tx, input.buyerAccountId, caller.accountId))
    ) {
      throw refuse(409, 'TRIGGER_BUYER_NOT_CONNECTED');
    }
    const values = toLitres(input);
    if (values.volumeLitres < row.c.triggeredLitres + row.c.offlineLitres)
      throw refuse(409, 'TRIGGER_VOLUME_EXHAUSTED');
    if ((await updateContract(tx, id, input.version, { ...values, updatedAt: now })) === 0)
      throw refuse(409, 'BUYER_TERMS_CHANGED');
    return { action: 'trigger_contract.edited', details: { ...input } };
  });
}

const STATUS_AUDIT_ACTION: Record<TriggerContractStatus, AuditActionOf<'trigger_contract'>> = {
  ACTIVE: 'trigger_contract.active',
  PAUSED: 'trigger_contract.paused',
  ENDED: 'trigger_contract.ended',
};

/** POST /api/trigger-contracts/{id}/status: pause, resume or end; ending is final. */
export function changeContractStatus(
  deps: TriggerContractsDeps,
  caller: Caller,
  id: number,
  status: TriggerContractStatus,
): Promise<TriggerContract> {
  return changeOpenContract(deps, caller, id, async (tx, row, now) => {
    await setContractStatus(tx, id, status, now);
    return { action: STATUS_AUDIT_ACTION[status], details: { from: row.c.status } };
  });
}

/** POST /api/trigger-contracts/{id}/offline-triggers: under the contract's lock, within the remaining volume. */
export function recordOfflineTrigger(
  deps: TriggerContractsDeps,
  caller: Caller,
  id: number,
  input: OfflineTriggerInput,
): Promise<TriggerContract> {
  const litres = litresFromCbm(input.quantityCbm);
  return changeOpenContract(deps, caller, id, async (tx, row, now) => {
    if (litres > remainingContractLitres(row.c)) throw refuse(409, 'TRIGGER_VOLUME_EXHAUSTED');
    await insertOfflineTrigger(tx, {
      contractId: id,
      litres,
      pricePer100lE4: e4FromPer100l(input.price),
      comment: input.comment,
      recordedByUserId: caller.userId,
      triggeredAt: now,
    });
    return { action: 'trigger_contract.offline_trigger', details: { litres, price: input.price } };
  });
}

/**
 * POST /api/trigger-contracts/price-preview: what a contract typed so far would cost now, composed with
 * the caller's own rules for that product, terminal and buyer (decision 048), and what that includes.
 */
export async function previewContractPrice(
  deps: TriggerContractsDeps,
  caller: Caller,
  input: TriggerPricePreviewRequest,
): Promise<TriggerPricePreview> {
  const [product] = await findProductsById(deps.db, [input.productId]);
  if (!product) throw notFound();
  const settings = await getPlatformSettings(deps.db, deps.platform);
  const pricing = await loadSellerPricing(deps.db, [caller.accountId]);
  const now = deps.now();
  const recipe = triggerRecipe({
    contractId: 0,
    basis: input.priceBasis,
    productId: product.id,
    terminalId: input.terminalId,
    buyerAccountId: input.buyerAccountId,
    productDensity: product.density === null ? null : Number(product.density),
    productCategory: product.category,
    rules: pricing.get(caller.accountId)?.rules ?? [],
    currency: currencyOf(settings.features),
  });
  const priced = priceFromMarket(recipe, deps.marketData.quotes(null), now, { maxAgeMs: deps.livePriceMaxAgeMs });
  return { price: priced.ok ? per100lFromE4(priced.pricePer100lE4) : null, included: includedInPrice(recipe) };
}

/** GET /api/trigger-contracts?month=: the caller's contracts of a month (default: the current one). */
export async function listContracts(
  deps: TriggerContractsDeps,
  caller: Caller,
  month?: string,
): Promise<{ month: string; contracts: TriggerContract[] }> {
  const now = deps.now();
  const wanted = month ?? monthOf(now);
  const rows = await findContractsOfAccount(deps.db, caller.accountId, wanted);
  return { month: wanted, contracts: await toContracts(deps, rows, now) };
}

async function contractView(deps: TriggerContractsDeps, caller: Caller, id: number): Promise<TriggerContract> {
  const row = await findContract(deps.db, id);
  if (!row || !canSee(row, caller.accountId)) throw notFound();
  const [view] = await toContracts(deps, [row], deps.now());
  return view!;
}

const cbm = (litres: number) => cbmFromLitres(litres);

/** A product a contract prices: its own, or one of its petrol mix (each priced with its own composition). */
export type PricedProduct = { id: number; name: string; category: ProductCategory; density: string | number | null };

const ownProduct = (row: ContractRow): PricedProduct => ({
  id: row.c.productId,
  name: row.productName,
  category: row.productCategory,
  density: row.productDensity,
});

/**
 * The recipe the pricing engine prices a contract from (decision 048): the contract's basis plus the
 * seller's duty, levy, bio-blend, freight and density rules for the product, terminal and buyer.
 */
export function contractRecipe(
  row: ContractRow,
  rules: readonly PricingRule[],
  currency: Currency,
  product: PricedProduct = ownProduct(row),
): LiveRecipe {
  return triggerRecipe({
    contractId: row.c.id,
    basis: row.c.priceBasis,
    productId: product.id,
    terminalId: row.c.terminalId,
    buyerAccountId: row.c.buyerAccountId,
    productDensity: product.density === null ? null : Number(product.density),
    productCategory: product.category,
    rules,
    currency,
  });
}

/** The products a contract's triggers order: its mix's, in the agreed order, else its own. */
export function contractProducts(row: ContractRow, mixProducts: readonly PricedProduct[]): PricedProduct[] {
  const mix = row.c.petrolMix;
  if (!mix) return [ownProduct(row)];
  return mix.split.flatMap((p) => mixProducts.filter((m) => m.id === p.productId));
}

/** The products of the contracts' mixes, read once. */
async function mixProductsOf(db: DbOrTx, rows: ContractRow[]): Promise<PricedProduct[]> {
  const ids = [...new Set(rows.flatMap((r) => r.c.petrolMix?.split.map((p) => p.productId) ?? []))];
  return findProductsById(db, ids);
}

/**
 * A contract as trading places a trigger against it: with its online triggers of the business day of
 * `now`, the seller's pricing rules and the products of its petrol mix.
 */
export type ContractForTrade = ContractRow & {
  triggersToday: number;
  rules: PricingRule[];
  mixProducts: PricedProduct[];
};

async function withTriggersToday(db: DbOrTx, row: ContractRow | null, now: Date): Promise<ContractForTrade | null> {
  if (!row) return null;
  const today = await countTriggersSince(db, [row.c.id], startOfDay(now));
  const pricing = await loadSellerPricing(db, [row.c.sellerAccountId]);
  const mixProducts = await mixProductsOf(db, [row]);
  return {
    ...row,
    triggersToday: today.get(row.c.id) ?? 0,
    rules: pricing.get(row.c.sellerAccountId)?.rules ?? [],
    mixProducts,
  };
}

/** Trading's trigger market: the contract as it is now. */
export const findContractForTrade = async (db: DbOrTx, id: number, now: Date) =>
  withTriggersToday(db, await findContract(db, id), now);

/**
 * Trading's trigger market, inside the placement transaction: locks the contract row, then counts
 * today's triggers, so the count and the volume are current for every trigger of this contract.
 */
export const lockContractForTrade = async (tx: DbOrTx, id: number, now: Date) =>
  withTriggersToday(tx, await lockContract(tx, id), now);

/** A placed trigger takes its litres from the contract; a declined one gives them back. */
export { addTriggeredLitres, releaseTriggeredLitres };

/** Rows with today's triggers, the live trigger price and the list's disabled reason. */
async function toContracts(deps: TriggerContractsDeps, rows: ContractRow[], now: Date): Promise<TriggerContract[]> {
  const settings = await getPlatformSettings(deps.db, deps.platform);
  const currency = currencyOf(settings.features);
  const today = await countTriggersSince(
    deps.db,
    rows.map((r) => r.c.id),
    startOfDay(now),
  );
  const quotes = deps.marketData.quotes(null);
  // The sellers' rules once for the whole list, as the live market reads them (pricing-engine loadSellerPricing).
  const pricing = await loadSellerPricing(
    deps.db,
    rows.map((r) => r.c.sellerAccountId),
  );
  const mixProducts = await mixProductsOf(deps.db, rows);
  const triggered = await findContractsWithTriggers(
    deps.db,
    rows.map((r) => r.c.id),
  );
  const views: TriggerContract[] = [];
  for (const row of rows) {
    const c = row.c;
    const rules = pricing.get(c.sellerAccountId)?.rules ?? [];
    const recipe = contractRecipe(row, rules, currency);
    const priced = priceFromMarket(recipe, quotes, now, { maxAgeMs: deps.livePriceMaxAgeMs });
    const mix = c.petrolMix
      ? contractProducts(row, mixProducts).map((product) => {
          const p = priceFromMarket(contractRecipe(row, rules, currency, product), quotes, now, {
            maxAgeMs: deps.livePriceMaxAgeMs,
          });
          const percent = c.petrolMix!.split.find((s) => s.productId === product.id)!.percent;
          return { id: product.id, name: product.name, percent, price: p.ok ? per100lFromE4(p.pricePer100lE4) : null };
        })
      : null;
    const connected = await isRelationshipEnabled(deps.db, c.buyerAccountId, c.sellerAccountId);
    const triggersToday = today.get(c.id) ?? 0;
    views.push({
      id: c.id,
      seller: { id: c.sellerAccountId, name: row.sellerName },
      buyer: { id: c.buyerAccountId, name: row.buyerName },
      product: { id: c.productId, name: row.productName },
      terminal: { id: c.terminalId, name: row.terminalName },
      ekkNumber: c.ekkNumber,
      month: c.month,
      priceBasis: c.priceBasis,
      triggerWindow: c.triggerWindow,
      volumeCbm: cbm(c.volumeLitres),
      triggeredCbm: cbm(c.triggeredLitres),
      offlineCbm: cbm(c.offlineLitres),
      remainingCbm: cbm(remainingContractLitres(c)),
      minOrderCbm: cbm(c.minOrderLitres),
      maxOrderCbm: cbm(c.maxOrderLitres),
      dailyTriggerLimit: c.dailyTriggerLimit,
      triggersToday,
      comment: c.comment,
      petrolMix: c.petrolMix ?? null,
      status: c.status,
      version: c.version,
      hasTriggers: triggered.has(c.id),
      price: priced.ok ? per100lFromE4(priced.pricePer100lE4) : null,
      basis: priced.ok ? priced.basis : null,
      recipe,
      included: includedInPrice(recipe),
      mixProducts: mix,
      disabledReason: disabledReasonText(
        triggerDisabledReason({
          contract: { ...c, window: c.triggerWindow },
          connected,
          triggersToday,
          now,
          priceFresh: priced.ok,
        }),
      ),
    });
  }
  return views;
}

/** GET /api/trigger-history?month=: per contract of the month, the online and offline triggers. */
export async function triggerHistory(
  deps: TriggerContractsDeps,
  caller: Caller,
  month?: string,
): Promise<TriggerHistoryResponse> {
  const now = deps.now();
  const wanted = month ?? monthOf(now);
  const rows = await findContractsOfAccount(deps.db, caller.accountId, wanted);
  const ids = rows.map((r) => r.c.id);
  const online = await findTriggerOrders(deps.db, ids);
  const offline = await findOfflineTriggers(deps.db, ids);
  // The seller reads its orders' statuses in its words ("Offen / zu prüfen"), the buyer in its own.
  const side = caller.accountType === 'seller' ? 'seller' : 'buyer';
  return {
    month: wanted,
    refreshedAt: now.toISOString(),
    contracts: rows.map((row) => {
      const c = row.c;
      const own = offline.filter((o) => o.contractId === c.id);
      const triggers = [
        ...online
          .filter((o) => o.contractId === c.id)
          .map((o) => ({
            kind: 'ONLINE' as const,
            orderId: o.id,
            contractNumber: o.contractNumber,
            status: o.status,
            statusLabel: triggerStatusLabel({ kind: 'ONLINE', status: o.status }, side),
            at: o.createdAt.toISOString(),
            quantityCbm: cbm(o.litres),
            price: per100lFromE4(o.pricePer100lE4),
            comment: '',
            product: o.productName,
          })),
        ...own.map((o) => ({
          kind: 'OFFLINE' as const,
          orderId: null,
          contractNumber: null,
          status: 'OFFLINE',
          statusLabel: triggerStatusLabel({ kind: 'OFFLINE', status: 'OFFLINE' }, side),
          at: o.triggeredAt.toISOString(),
          quantityCbm: cbm(o.litres),
          price: per100lFromE4(o.pricePer100lE4),
          comment: o.comment,
          product: row.productName,
        })),
      ].sort((a, b) => a.at.localeCompare(b.at));
      return {
        contract: {
          id: c.id,
          seller: { id: c.sellerAccountId, name: row.sellerName },
          buyer: { id: c.buyerAccountId, name: row.buyerName },
          product: { id: c.productId, name: row.productName },
          terminal: { id: c.terminalId, name: row.terminalName },
          ekkNumber: c.ekkNumber,
          month: c.month,
          volumeCbm: cbm(c.volumeLitres),
          remainingCbm: cbm(remainingContractLitres(c)),
          status: c.status,
        },
        offlineSumCbm: cbm(own.reduce((s, o) => s + o.litres, 0)),
        triggers,
      };
    }),
  };
}

/** GET /api/trigger-history/export?month=: the same rows, one per trigger, times German in the brand's zone (decision 063). */
export async function triggerHistoryCsv(deps: TriggerContractsDeps, caller: Caller, month?: string): Promise<string> {
  const history = await triggerHistory(deps, caller, month);
  const brand = deps.platform.brand.id;
  const rows = history.contracts.flatMap(({ contract, triggers }) =>
    triggers.map((t) => [
      contract.ekkNumber || String(contract.id),
      contract.buyer.name,
      t.product,
      contract.terminal.name,
      t.kind === 'ONLINE' ? 'Online' : 'Offline',
      t.contractNumber,
      t.statusLabel,
      new Date(t.at),
      formatNumber(t.quantityCbm, { brand, decimals: 3 }),
      formatNumber(t.price, { brand, decimals: 4 }),
      t.comment,
    ]),
  );
  return csvFile([{ header: TRIGGER_HISTORY_CSV_HEADER, rows }], { timeZone: brandTimeZone(brand) });
}
