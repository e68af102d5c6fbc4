// The market side of an order line: what a line buys and where its volume is held. The spot market
// buys seller offers, the trigger market calls off a trigger contract's monthly volume; evaluation and
// placement are the same steps for both (additive orders will add one more adapter here).
import type { TradeMarket } from '@fuel/domain/trading/order-line';
import { monthDays } from '@fuel/domain/trigger-contracts/trigger-rules';
import type { DbOrTx } from '../../db/client';
import {
  addTriggeredLitres,
  findContractForTrade,
  lockContractForTrade,
  releaseTriggeredLitres,
  type ContractForTrade,
} from '../trigger-contracts/trigger-contracts.service';
import {
  findOfferForTrade,
  releaseSoldLitres,
  takeSoldLitres,
  type NewOrder,
  type OfferForTrade,
} from './trading.repository';

/** What a line buys as the rules read it: an offer, or a trigger contract in an offer's shape with the contract itself. */
export type TradedRow = OfferForTrade & { contract?: ContractForTrade };

export type MarketAdapter = {
  market: TradeMarket;
  /** The market column of the orders it places. */
  orderMarket: NewOrder['market'] & {};
  /**
   * How placement keeps the row as it was checked (decisions 027, 034); both come after the buyer-seller
   * relationships, so the row every buyer waits on is held shortest:
   * - 'take': read unlocked, the litres taken by one conditional update as the transaction's last
   *   statement (the spot offer: its lock is held from that update to the commit only);
   * - 'lock': locked FOR UPDATE after the relationships and read again (a trigger contract, whose
   *   triggers of the day count under the lock); its seller is read unlocked first (it never changes).
   */
  hold: 'take' | 'lock';
  find(db: DbOrTx, id: number, now: Date): Promise<TradedRow | null>;
  /** 'lock' markets: locks the rows FOR UPDATE in id order and reads them after the lock. */
  lock(tx: DbOrTx, ids: number[], now: Date): Promise<Map<number, TradedRow>>;
  /** Takes the litres from the row as it was checked; false when it no longer holds them (or changed): check again. */
  reserveVolume(tx: DbOrTx, row: TradedRow, litres: number, at: Date): Promise<boolean>;
  releaseVolume(tx: DbOrTx, id: number, litres: number, at: Date): Promise<void>;
  /** The order columns that point at what was bought. */
  orderRefs(id: number): Pick<NewOrder, 'offerId' | 'triggerContractId'>;
  /** What a stored order of this market bought (null: nothing to give volume back to). */
  boughtOf(order: { offerId: number | null; triggerContractId: number | null }): number | null;
};

const spot: MarketAdapter = {
  market: 'spot',
  orderMarket: 'SPOT',
  hold: 'take',
  find: findOfferForTrade,
  lock: async () => {
    throw new Error('the spot market takes its volume by a conditional update, it locks no offer up front');
  },
  reserveVolume: (tx, offer, litres, at) => takeSoldLitres(tx, offer, litres, at),
  releaseVolume: releaseSoldLitres,
  orderRefs: (offerId) => ({ offerId, triggerContractId: null }),
  boughtOf: (order) => order.offerId,
};

/** A contract in the shape the placement steps read (seller, product, terminal, version); its rules are the contract's own. */
function contractAsOffer(row: ContractForTrade): TradedRow {
  const c = row.c;
  const { first, last } = monthDays(c.month);
  return {
    id: c.id,
    sellerAccountId: c.sellerAccountId,
    sellerName: row.sellerName,
    productId: c.productId,
    productName: row.productName,
    productCategory: row.productCategory,
    productDensity: row.productDensity,
    terminalId: c.terminalId,
    terminalCode: row.terminalCode,
    terminalName: row.terminalName,
    terminalCity: row.terminalCity,
    deliveryRegionId: null,
    status: c.status === 'ACTIVE' ? 'ACTIVE' : 'PAUSED',
    pricingType: 'LIVE',
    pricePer100lE4: null,
    totalLitres: c.volumeLitres,
    soldLitres: c.triggeredLitres + c.offlineLitres,
    minOrderLitres: c.minOrderLitres,
    maxOrderLitres: c.maxOrderLitres,
    startDate: first,
    endDate: last,
    dailyStartTime: '00:00',
    dailyEndTime: '24:00',
    collectionStartDate: first,
    collectionEndDate: last,
    livePricing: null,
    liftingPeriodDays: null,
    version: c.version,
    contract: row,
  };
}

const trigger: MarketAdapter = {
  market: 'trigger',
  orderMarket: 'TRIGGER',
  hold: 'lock',
  find: async (db, id, now) => {
    const row = await findContractForTrade(db, id, now);
    return row && contractAsOffer(row);
  },
  lock: async (tx, ids, now) => {
    const rows = new Map<number, TradedRow>();
    for (const id of ids) {
      const row = await lockContractForTrade(tx, id, now);
      if (row) rows.set(id, contractAsOffer(row));
    }
    return rows;
  },
  // The contract is locked and was read under the lock: its volume is exactly as checked.
  reserveVolume: async (tx, row, litres, at) => {
    await addTriggeredLitres(tx, row.id, litres, at);
    return true;
  },
  releaseVolume: releaseTriggeredLitres,
  orderRefs: (triggerContractId) => ({ offerId: null, triggerContractId }),
  boughtOf: (order) => order.triggerContractId,
};

const ADAPTERS: MarketAdapter[] = [spot, trigger];

/** A market without an adapter cannot be reached through a contract; asking for one is a programming error. */
export function marketOf(market: TradeMarket): MarketAdapter {
  const adapter = ADAPTERS.find((a) => a.market === market);
  if (!adapter) throw new Error(`trading has no ${market} market`);
  return adapter;
}

/** The market a stored order was placed in. */
export function marketOfOrder(orderMarket: NewOrder['market']): MarketAdapter {
  return ADAPTERS.find((a) => a.orderMarket === orderMarket) ?? spot;
}
