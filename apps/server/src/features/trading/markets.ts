// The market side of an order line: what a line buys and where its volume is held. The spot market
// buys seller offers, the trigger market calls off a trigger contract's monthly volume, the additive
// market buys units of additive offers; evaluation and placement are the same steps for all three.
import type { TradeMarket } from '@fuel/domain/trading/order-line';
import { sellsAdditives } from '@fuel/domain/additives/additive-rules';
import { businessDate } from '@fuel/domain/offers/business-time';
import { pricePer100lE4OfUnit } from '@fuel/domain/trading/additive-order';
import { monthDays } from '@fuel/domain/calendar/days';
import type { DbOrTx } from '../../db/client';
import {
  addTriggeredLitres,
  findContractForTrade,
  lockContractForTrade,
  releaseTriggeredLitres,
  type ContractForTrade,
} from '../trigger-contracts/trigger-contracts.service';
import {
  findAdditiveOfferForTrade,
  findOfferForTrade,
  type AdditiveOfferForTrade,
  type NewOrder,
  type OfferForTrade,
  type OrderRow,
} from './trading.repository';
import { releaseSoldLitres, takeSoldLitres } from '../offers/offers.service';
import { releaseSoldUnits, takeSoldUnits } from '../additives/additives.service';

/** An additive offer with whether it is in the additive market at all (what the additive rules read). */
export type AdditiveForTrade = AdditiveOfferForTrade & { listed: boolean };

/**
 * What a line buys as the rules read it: an offer, or a trigger contract or an additive offer in an
 * offer's shape with the contract or additive offer itself.
 */
export type TradedRow = OfferForTrade & { contract?: ContractForTrade; additive?: AdditiveForTrade };

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
  /**
   * Gives volume back to what the order bought (nothing when that is gone): all of a declined order's,
   * or `litres` of it (the unlifted rest of an order closed short; fuel markets only).
   */
  releaseVolume(tx: DbOrTx, order: OrderRow, at: Date, litres?: number): Promise<void>;
  /** The order columns that point at what was bought. */
  orderRefs(id: number): Pick<NewOrder, 'offerId' | 'triggerContractId' | 'additiveOfferId'>;
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
  releaseVolume: async (tx, order, at, litres = order.litres) => {
    if (order.offerId !== null) await releaseSoldLitres(tx, order.offerId, litres, at);
  },
  orderRefs: (offerId) => ({ offerId, triggerContractId: null, additiveOfferId: null }),
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
  releaseVolume: async (tx, order, at, litres = order.litres) => {
    if (order.triggerContractId !== null) await releaseTriggeredLitres(tx, order.triggerContractId, litres, at);
  },
  orderRefs: (triggerContractId) => ({ offerId: null, triggerContractId, additiveOfferId: null }),
};

/**
 * An additive offer in the shape the placement steps read (seller, product, version, status, and a
 * collection window of `deliveryDays` from the business day); its rules are its own (units between
 * min and max, domain additiveLineRefusal). Volumes are units x litres of the purchase unit, the price
 * per 100 L is the price per unit over the unit's litres, so counters and history read it like fuel.
 */
function additiveAsOffer(row: AdditiveOfferForTrade, now: Date): TradedRow {
  const today = businessDate(now);
  return {
    id: row.id,
    sellerAccountId: row.sellerAccountId,
    sellerName: row.sellerName,
    productId: row.productId,
    productName: row.productName,
    productCategory: 'OTHER',
    productDensity: null,
    terminalId: null,
    terminalCode: null,
    terminalName: null,
    terminalCity: null,
    deliveryRegionId: null,
    status: row.status,
    pricingType: 'FIXED',
    pricePer100lE4: pricePer100lE4OfUnit(row.pricePerUnitE4, row.unitLitres),
    totalLitres: row.totalUnits * row.unitLitres,
    soldLitres: row.soldUnits * row.unitLitres,
    minOrderLitres: row.minUnits * row.unitLitres,
    maxOrderLitres: row.maxUnits * row.unitLitres,
    startDate: today,
    endDate: today,
    dailyStartTime: '00:00',
    dailyEndTime: '24:00',
    collectionStartDate: null,
    collectionEndDate: null,
    livePricing: null,
    liftingPeriodDays: row.deliveryDays,
    version: row.version,
    additive: { ...row, listed: isListed(row) },
  };
}

/** As the additive market lists offers (features/additives): an active seller selling additives, product and unit active. */
const isListed = (row: AdditiveOfferForTrade): boolean =>
  row.sellerStatus === 'ACTIVE' &&
  row.sellerFeatures.productAdditives &&
  sellsAdditives(row.sellerKind) &&
  row.productActive &&
  row.unitActive;

const additive: MarketAdapter = {
  market: 'additive',
  orderMarket: 'ADDITIVE',
  hold: 'take',
  find: async (db, id, now) => {
    const row = await findAdditiveOfferForTrade(db, id);
    return row && additiveAsOffer(row, now);
  },
  lock: async () => {
    throw new Error('the additive market takes its units by a conditional update, it locks no offer up front');
  },
  // The litres of the lines are whole units of the row's purchase unit (evaluated against this row).
  reserveVolume: (tx, row, litres, at) => takeSoldUnits(tx, row, litres / row.additive!.unitLitres, at),
  releaseVolume: async (tx, order, at) => {
    if (order.additiveOfferId !== null && order.units !== null)
      await releaseSoldUnits(tx, order.additiveOfferId, order.units, at);
  },
  orderRefs: (additiveOfferId) => ({ offerId: null, triggerContractId: null, additiveOfferId }),
};

const ADAPTERS: MarketAdapter[] = [spot, trigger, additive];

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
