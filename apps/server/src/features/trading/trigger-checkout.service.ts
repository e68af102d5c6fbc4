// The trigger checkout ("Neue Trigger-Order", issue 13): whose contract it is, and the trigger price
// held for the checkout's countdown (decision 027). Placement itself is order-placement's placeTrigger.
import { randomUUID } from 'node:crypto';
import type { TriggerPriceHold } from '@fuel/domain/contracts/trigger-contracts';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { PriceBasis } from '@fuel/domain/pricing/live-pricing';
import { majorFromMinor } from '@fuel/domain/pricing/money';
import { per100lFromE4 } from '@fuel/domain/pricing/units';
import { vatFor } from '@fuel/domain/tax/vat';
import { creditSummary } from '@fuel/domain/trading/credit';
import { monthOf } from '@fuel/domain/trigger-contracts/trigger-rules';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { termsForTrading } from '../buyer-management/buyer-terms.service';
import { contractProducts } from '../trigger-contracts/trigger-contracts.service';
import { resolveBuyerAccount, type BuyerAccount } from './buyer-account';
import { marketOf, type TradedRow } from './markets';
import { triggerLinePrice, type TriggerHold } from './order-line';
import { tradeError } from './trade-error';
import { purchasingSettings, tradeContext, type TradingDeps } from './trading.service';
import { findTriggerHold, insertTriggerHold } from './trading.repository';

type BuyersContract = { contract: NonNullable<TradedRow['contract']>; buyer: BuyerAccount };

/**
 * The contract of the caller's account or of one of its child accounts, with the account it is
 * triggered for (a user who may purchase); 404 for anyone else, so ids tell nothing.
 */
export async function buyersContract(
  db: DbOrTx,
  auth: AuthContext,
  contractId: number,
  now: Date,
): Promise<BuyersContract> {
  const contract = (await marketOf('trigger').find(db, contractId, now))?.contract;
  if (!contract || (contract.c.buyerAccountId !== auth.accountId && contract.buyerParentAccountId !== auth.accountId)) {
    throw new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);
  }
  return { contract, buyer: await resolveBuyerAccount(db, auth, contract.c.buyerAccountId) };
}

/** A hold given at placement: the caller's, for this contract; anything else is closed and retried. Its expiry is checked under lock. */
export async function holdOfCaller(
  db: DbOrTx,
  auth: AuthContext,
  contractId: number,
  holdId: string,
): Promise<TriggerHold> {
  const row = await findTriggerHold(db, holdId);
  if (!row || row.userId !== auth.userId || row.contractId !== contractId) throw tradeError('TRIGGER_TECHNICAL_ERROR');
  const productPrices =
    row.productPrices?.map((p) => ({
      productId: p.productId,
      priceE4: p.pricePer100lE4,
      basis: p.priceBasis as PriceBasis,
      steps: p.priceSteps ?? null,
    })) ?? null;
  return {
    holdId: row.id,
    priceE4: row.pricePer100lE4,
    basis: row.priceBasis as PriceBasis,
    steps: row.priceSteps ?? null,
    expiresAt: row.expiresAt,
    productPrices,
  };
}

/**
 * POST /api/trigger-contracts/{id}/price-hold: the contract's live price now, held for
 * BASKET_RESERVATION_SECONDS as in the basket. Only while the contract may be triggered at all
 * (active, of this month, relationship ENABLED); quantity, window and limits are placement's checks.
 */
export async function holdTriggerPrice(
  deps: TradingDeps,
  auth: AuthContext,
  contractId: number,
): Promise<TriggerPriceHold> {
  const settings = await purchasingSettings(deps);
  const ctx = await tradeContext(deps, deps.db, settings);
  const { contract, buyer } = await buyersContract(deps.db, auth, contractId, ctx.now);
  const terms = await termsForTrading(
    deps.db,
    { buyerAccountId: buyer.id, sellerAccountId: contract.c.sellerAccountId },
    { today: ctx.today },
  );
  if (contract.c.status !== 'ACTIVE' || contract.c.month !== monthOf(ctx.now) || !terms?.canTrade)
    throw tradeError('TRIGGER_NOT_ALLOWED');
  // Each product of a petrol mix at its own composition (decision 048); the contract's own product gives `price`.
  const products = contractProducts(contract, contract.mixProducts);
  const mixPrices = contract.c.petrolMix
    ? products.map((product) => ({ productId: product.id, ...triggerLinePrice(ctx, contract, null, product) }))
    : null;
  const own = {
    id: contract.c.productId,
    name: contract.productName,
    category: contract.productCategory,
    density: contract.productDensity,
  };
  const price =
    mixPrices?.find((p) => p.productId === own.id) ?? mixPrices?.[0] ?? triggerLinePrice(ctx, contract, null, own);
  const holdId = randomUUID();
  const expiresAt = new Date(ctx.now.getTime() + deps.reservationSeconds * 1000);
  const steps = price.steps ?? [];
  await insertTriggerHold(deps.db, {
    id: holdId,
    contractId,
    userId: auth.userId,
    pricePer100lE4: price.priceE4,
    priceBasis: price.basis!,
    priceSteps: steps,
    productPrices:
      mixPrices?.map((p) => ({
        productId: p.productId,
        pricePer100lE4: p.priceE4,
        priceBasis: p.basis!,
        priceSteps: p.steps,
      })) ?? null,
    expiresAt,
    createdAt: ctx.now,
  });
  // The checkout shows net, VAT, gross and the credit left before the trigger is committed (issue 24):
  // the same VAT rule and credit figures placement uses.
  const vat = vatFor(buyer.country, Boolean(settings.features.SWISS_VAT));
  const limitMinor = terms.creditLimitMinor;
  return {
    holdId,
    price: per100lFromE4(price.priceE4),
    priceBasis: price.basis!,
    priceSteps: steps,
    vatRateBp: vat.rateBasisPoints,
    credit: {
      limit: limitMinor === null ? null : majorFromMinor(limitMinor),
      used: majorFromMinor(terms.usedMinor),
      free: majorFromMinor(creditSummary(limitMinor, terms.usedMinor).freeMinor),
    },
    expiresAt: expiresAt.toISOString(),
    mixPrices: mixPrices?.map((p) => ({ productId: p.productId, price: per100lFromE4(p.priceE4) })) ?? null,
  };
}
