// Issue 29 part 2: fills target orders. Each run takes the candidates of the screen (part 5, decision
// 073: the targets an offer's price may have reached), confirms them with each buyer's market for just
// those offers (the prices its market shows: terms, the parent's surcharge), picks the fill by the
// domain rule and orders it through the normal placement. At most once per fill whatever
// the number of processes: the fill is recorded in the placement's transaction by a conditional update
// on the target's fill count, and the placement's idempotency key is derived from (target, fill).
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { currencyOf } from '@fuel/domain/brands/currency';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import {
  pickFill,
  statusAfterFill,
  bestPriceFor,
  type Fill,
  type TargetForMatch,
  type TargetOrderStatus,
} from '@fuel/domain/target-orders/target-order-rules';
import { cbmFromLitres } from '@fuel/domain/pricing/money';
import { per100lFromE4 } from '@fuel/domain/pricing/units';
import type { DbOrTx } from '../../db/client';
import { recordEvents } from '../webhooks/webhooks.service';
import type { MailMessage } from '../../plugins/mail';
import { AppError } from '../../shared/app-error';
import { buyerMarketPrices, type BuyerMarketPrice, type MarketDeps } from '../market/market.service';
import { placeTargetFill } from '../trading/order-placement.service';
import type { TradingDeps } from '../trading/trading.service';
import { targetOrderRefusedMail } from './target-orders.mails';
import { placesOfTargets } from './target-orders.places';
import { TargetScreen, type Candidates, type ScreenScope } from './target-orders.screen';
import {
  findMatchableTargets,
  recordFill,
  setTargetStatus,
  type MatchableTarget,
  type TargetOrderRow,
} from './target-orders.repository';

export type TargetMatchDeps = TradingDeps &
  MarketDeps & { mailer: { send(message: MailMessage): Promise<void> }; publicUrl: string; log: FastifyBaseLogger };

/** Refusals that say nothing about the buyer: the price or the offer moved, the database was away. The target stays active. */
const PASSING = new Set<string>([
  'TARGET_PRICE_NOT_REACHED',
  'TARGET_ORDER_CLOSED',
  'OFFER_NOT_AVAILABLE',
  'NOT_ENOUGH_VOLUME',
  'PAYMENT_TERM_CHANGED',
  'BASKET_TECHNICAL_ERROR',
  'DATABASE_UNAVAILABLE',
]);

/** Another process recorded this fill first: this placement is undone. */
class FillTaken extends AppError {
  constructor() {
    super(409, 'TARGET_ORDER_CLOSED', ERROR_MESSAGES.TARGET_ORDER_CLOSED);
  }
}

/** The placement's idempotency key of fill `fillNo` of a target order: the same in every process. */
export function fillKey(targetOrderId: number, fillNo: number): string {
  const h = createHash('sha256').update(`target-order:${targetOrderId}:fill:${fillNo}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export type MatchOutcome = { filled: number; refused: number };

/**
 * One run: the screen names the targets an offer's price may have reached (decision 073); each buyer
 * with candidates gets its market for just those offers, the domain rule picks the fill and the normal
 * placement orders it. Without a screen of its own (tests, a one-off run) the run starts from nothing
 * and looks at every offer.
 */
export async function matchTargetOrders(
  deps: TargetMatchDeps,
  opts: { screen?: TargetScreen; scope?: ScreenScope } = {},
): Promise<MatchOutcome> {
  const screen = opts.screen ?? new TargetScreen();
  const { candidates, state } = await screen.candidates(deps, opts.scope ?? 'all');
  const outcome: MatchOutcome = { filled: 0, refused: 0 };
  if (candidates.size === 0) return outcome;
  const targets = await findMatchableTargets(deps.db, deps.now(), [...candidates.keys()]);
  const markets = await marketsOf(deps, targets, candidates);
  for (const target of targets) {
    const market = markets.get(target.buyerAccountId)!;
    const fill = pickFill(market.forMatch(target), market.prices);
    if (!fill) {
      screen.quieten(target.id, unconfirmed(target, candidates.get(target.id)!.offerIds, market.prices), state);
      continue;
    }
    const result = await executeFill(deps, target, fill, market.prices);
    if (result === 'filled') outcome.filled++;
    else if (result === 'refused') outcome.refused++;
  }
  return outcome;
}

/**
 * Candidate offers the market did not confirm for a reason other than their price: priced within the
 * target but not fillable, or left out of the buyer's market (`absent`: for a live offer that may be a
 * stale quote, which the next tick cures).
 */
function unconfirmed(target: MatchableTarget, offerIds: number[], prices: BuyerMarketPrice[]) {
  const byId = new Map(prices.map((p) => [p.offerId, p]));
  return offerIds.flatMap((offerId) => {
    const price = byId.get(offerId);
    if (price === undefined) return [{ offerId, absent: true }];
    return price.priceE4 <= target.targetPriceE4 ? [{ offerId, absent: false }] : [];
  });
}

type BuyerMarket = {
  prices: BuyerMarketPrice[];
  forMatch: (
    t: Pick<
      TargetOrderRow,
      | 'productId'
      | 'terminalIds'
      | 'regionId'
      | 'deliveryAddressId'
      | 'litres'
      | 'filledLitres'
      | 'targetPriceE4'
      | 'liftingFrom'
      | 'liftingTo'
    >,
  ) => TargetForMatch;
};

/** Each buyer's market once, and each target in the rule's terms (a region's terminals resolved). */
async function marketsOf(
  deps: TargetMatchDeps,
  targets: Array<Pick<TargetOrderRow, 'id' | 'buyerAccountId' | 'regionId' | 'deliveryAddressId'>>,
  /** The screen's candidates: each buyer's market holds only their offers. */
  candidates?: Candidates,
): Promise<Map<number, BuyerMarket>> {
  const placesOf = await placesOfTargets(deps.db, targets);
  const forMatch: BuyerMarket['forMatch'] = (t) => ({
    productId: t.productId,
    ...placesOf(t),
    remainingLitres: t.litres - t.filledLitres,
    targetPriceE4: t.targetPriceE4,
    liftingFrom: t.liftingFrom,
    liftingTo: t.liftingTo,
  });
  const markets = new Map<number, BuyerMarket>();
  for (const buyerAccountId of new Set(targets.map((t) => t.buyerAccountId))) {
    const own = targets.filter((t) => t.buyerAccountId === buyerAccountId);
    const prices = await buyerMarketPrices(deps, buyerAccountId, {
      offerIds: candidates && [...new Set(own.flatMap((t) => candidates.get(t.id)!.offerIds))],
      delivered: own.some((t) => t.deliveryAddressId !== null),
    });
    markets.set(buyerAccountId, { prices, forMatch });
  }
  return markets;
}

/** The best price each target could get now (the list's distance); null where no offer qualifies. */
export async function bestPricesOf(deps: TargetMatchDeps, rows: TargetOrderRow[]): Promise<Map<number, number | null>> {
  const markets = await marketsOf(deps, rows);
  return new Map(
    rows.map((row) => {
      const market = markets.get(row.buyerAccountId)!;
      return [row.id, bestPriceFor(market.forMatch(row), market.prices)];
    }),
  );
}

async function executeFill(
  deps: TargetMatchDeps,
  target: MatchableTarget,
  fill: Fill,
  prices: BuyerMarketPrice[],
): Promise<'filled' | 'passed' | 'refused'> {
  const fillNo = target.fills + 1;
  try {
    await placeTargetFill(
      deps,
      { userId: target.userId, accountId: target.userAccountId },
      {
        buyerAccountId: target.buyerAccountId,
        offerId: fill.offerId,
        litres: fill.litres,
        deliveryAddressId: target.deliveryAddressId,
        key: fillKey(target.id, fillNo),
        priceCapE4: target.targetPriceE4,
        record: async (tx, orderId, now) => {
          const status = statusAfterFill(target, fill.litres);
          const recorded = await recordFill(tx, { targetOrderId: target.id, fillNo, orderId, ...fill, status, now });
          if (!recorded) throw new FillTaken();
          await recordFillEvent(tx, target, { fillNo, orderId, fill, status }, now);
        },
      },
    );
    return 'filled';
  } catch (err) {
    if (!(err instanceof AppError)) {
      deps.log.error({ err, targetOrderId: target.id }, 'target order fill failed');
      return 'passed';
    }
    if (PASSING.has(err.code)) return 'passed';
    await refuse(deps, target, fill, prices, err.message);
    return 'refused';
  }
}

/** Decision 068: the webhook event commits with the order and the fill. */
function recordFillEvent(
  tx: DbOrTx,
  target: MatchableTarget,
  f: { fillNo: number; orderId: number; fill: Fill; status: TargetOrderStatus },
  now: Date,
) {
  const filledLitres = target.filledLitres + f.fill.litres;
  return recordEvents(
    tx,
    [
      {
        accountId: target.buyerAccountId,
        type: 'target_order.filled',
        data: {
          targetOrderId: target.id,
          fillNo: f.fillNo,
          orderId: f.orderId,
          quantityCbm: cbmFromLitres(f.fill.litres),
          price: per100lFromE4(f.fill.priceE4),
          filledCbm: cbmFromLitres(filledLitres),
          state: f.status === 'FILLED' ? 'FILLED' : 'PARTLY_FILLED',
        },
      },
    ],
    now,
  );
}

/** A refusal about the buyer (credit, limit, volume, rights): paused with the reason, and the buyer is told once. */
async function refuse(
  deps: TargetMatchDeps,
  target: MatchableTarget,
  fill: Fill,
  prices: BuyerMarketPrice[],
  reason: string,
): Promise<void> {
  const paused = await setTargetStatus(deps.db, target.id, {
    from: ['ACTIVE'],
    to: 'PAUSED',
    refusal: reason,
    now: deps.now(),
  });
  if (!paused) return;
  try {
    const offer = prices.find((p) => p.offerId === fill.offerId);
    await deps.mailer.send(
      targetOrderRefusedMail(
        {
          to: target.user,
          productName: target.product.name,
          targetPriceE4: target.targetPriceE4,
          priceE4: fill.priceE4,
          sellerName: offer?.sellerName ?? '',
          reason,
        },
        {
          brand: deps.platform.brand.id,
          currency: currencyOf(deps.platform.features),
          listLink: `${deps.publicUrl}/zielpreis-orders`,
        },
      ),
    );
  } catch (err) {
    deps.log.error({ err, targetOrderId: target.id }, 'target order refusal mail failed');
  }
}
