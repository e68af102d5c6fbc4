// The market side of an order line: what a line buys and where its volume is held. Only the spot
// market (seller offers) exists; trigger and additive orders will each add one adapter here, and
// evaluation and placement stay as they are.
import type { TradeMarket } from '@fuel/domain/trading/order-line';
import type { DbOrTx } from '../../db/client';
import {
  addSoldLitres,
  findOfferForTrade,
  lockOffersForTrade,
  releaseSoldLitres,
  type NewOrder,
  type OfferForTrade,
} from './trading.repository';

export type MarketAdapter = {
  market: TradeMarket;
  /** The market column of the orders it places. */
  orderMarket: NewOrder['market'] & {};
  find(db: DbOrTx, id: number): Promise<OfferForTrade | null>;
  /** Locks the rows FOR UPDATE in id order and reads them after the lock. */
  lock(tx: DbOrTx, ids: number[]): Promise<Map<number, OfferForTrade>>;
  reserveVolume(tx: DbOrTx, id: number, litres: number, at: Date): Promise<void>;
  releaseVolume(tx: DbOrTx, id: number, litres: number, at: Date): Promise<void>;
};

const spot: MarketAdapter = {
  market: 'spot',
  orderMarket: 'SPOT',
  find: findOfferForTrade,
  lock: lockOffersForTrade,
  reserveVolume: addSoldLitres,
  releaseVolume: releaseSoldLitres,
};

const ADAPTERS: MarketAdapter[] = [spot];

/** A market without an adapter cannot be reached through a contract; asking for one is a programming error. */
export function marketOf(market: TradeMarket): MarketAdapter {
  const adapter = ADAPTERS.find((a) => a.market === market);
  if (!adapter) throw new Error(`trading has no ${market} market`);
  return adapter;
}

/**
 * The market a stored order was placed in. Orders of a market without an adapter yet (TRIGGER rows
 * of imported history) point at a spot offer, so the spot market answers for them.
 */
export function marketOfOrder(orderMarket: NewOrder['market']): MarketAdapter {
  return ADAPTERS.find((a) => a.orderMarket === orderMarket) ?? spot;
}
