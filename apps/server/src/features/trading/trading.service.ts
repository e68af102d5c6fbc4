// What trading needs from the app and the context one request trades in: the platform's settings,
// its currency, the single seller and the clock, read once and handed to every step.
import { currencyOf } from '@fuel/domain/brands/currency';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { businessDate } from '@fuel/domain/offers/business-time';
import type { Db, DbOrTx } from '../../db/client';
import type { MailMessage } from '../../plugins/mail';
import type { OrderChanges } from '../../plugins/order-changes';
import { getPlatformSettings, singleSellerOf, type PlatformSettings } from '../../plugins/platform';
import { tradeError } from './trade-error';
import { findMailRecipientsOfAccounts, findUserEmails } from './trading.repository';

export type TradingDeps = {
  db: Db;
  platform: FastifyInstance['platform'];
  now: () => Date;
  mailer: { send(message: MailMessage): Promise<void> };
  /** Placement kicks it after its commit: the mails and audit entries it wrote follow at once (decision 034). */
  outbox: Pick<FastifyInstance['outbox'], 'kick'>;
  log: FastifyBaseLogger;
  marketData: Pick<FastifyInstance['marketData'], 'quotes'>;
  /** Told after a placement commits: the cached markets showing these sellers' offers are stale (decision 035). */
  marketSales: Pick<FastifyInstance['marketSales'], 'sold'>;
  livePriceMaxAgeMs: number;
  reservationSeconds: number;
  /** Told after the commit which accounts' orders changed (the order history's cached counts). */
  orderChanges: Pick<OrderChanges, 'announce'>;
};

export type Currency = 'EUR' | 'CHF';

export type TradeContext = {
  /** The transaction when placing orders, the pool when reading the basket. */
  db: DbOrTx;
  now: Date;
  /** The Europe/Berlin business day of `now`. */
  today: string;
  brand: BrandId;
  currency: Currency;
  features: Record<string, boolean>;
  /** SINGLE_SELLER_MODE: the platform's one seller; null when the mode is off. */
  singleSeller: { sellerId: number | null } | null;
  marketData: TradingDeps['marketData'];
  livePriceMaxAgeMs: number;
};

export const readPlatformSettings = (deps: Pick<TradingDeps, 'db' | 'platform'>) =>
  getPlatformSettings(deps.db, deps.platform);

/** The settings of a call that buys: refused when the platform has purchasing switched off. */
export async function purchasingSettings(deps: Pick<TradingDeps, 'db' | 'platform'>): Promise<PlatformSettings> {
  const settings = await readPlatformSettings(deps);
  if (settings.features.PURCHASING_DISABLED) throw tradeError('PURCHASING_DISABLED');
  return settings;
}

export async function tradeContext(
  deps: Pick<TradingDeps, 'now' | 'platform' | 'marketData' | 'livePriceMaxAgeMs'>,
  db: DbOrTx,
  settings: PlatformSettings,
): Promise<TradeContext> {
  const now = deps.now();
  const single = await singleSellerOf(db, deps.platform);
  return {
    db,
    now,
    today: businessDate(now),
    brand: deps.platform.brand.id,
    currency: currencyOf(settings.features),
    features: settings.features,
    singleSeller: single ? { sellerId: single.seller?.id ?? null } : null,
    marketData: deps.marketData,
    livePriceMaxAgeMs: deps.livePriceMaxAgeMs,
  };
}

/**
 * Who receives a seller account's copy of order mails (its company admins, else all its active users),
 * per account; other features that mail sellers about their buyers' requests ask the same.
 */
export const sellerMailRecipients = (db: DbOrTx, accountIds: number[]): Promise<Map<number, string[]>> =>
  findMailRecipientsOfAccounts(db, accountIds);

/** The e-mail addresses of users by id (the buyer user who placed an order or sent a request). */
export const userEmails = (db: DbOrTx, userIds: number[]): Promise<Map<number, string>> => findUserEmails(db, userIds);
