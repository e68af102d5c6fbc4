import { and, eq, exists, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { offerFeedPaused, offerTradingColumns } from '../../db/offer-columns';
import {
  accounts,
  deliveryAddresses,
  liftingPeriods,
  marketReadModel,
  offers,
  products,
  regions,
  relationshipProducts,
  relationships,
  relationshipTerminals,
  terminals,
} from '../../db/schema';

const sellers = alias(accounts, 'seller');
const allowedTerminals = alias(terminals, 'allowed_terminal');

export type MarketWindow = {
  buyerAccountId: number;
  today: string;
  includeDelivered: boolean;
  /** Only this seller's offers (single-seller mode); undefined = every connected seller. */
  sellerAccountId?: number;
  /** Only these offers (the target-order matcher confirming a few candidates); undefined = all. */
  offerIds?: number[];
};

/**
 * Every offer a buyer may order today, in one query: offers of sellers whose relationship with the
 * buyer is ENABLED on both sides; status ACTIVE with a fixed price or live params (priced by the
 * caller with the engine); today within the dates (the daily window is the caller's: the market
 * read model keeps the day's rows and filters by the hour, decision 035); at least one minimum order
 * left; a product the seller allowed this buyer; at a terminal the seller allowed (a delivered offer:
 * the buyer has an allowed terminal in its region). The relationship pair index finds the buyer's
 * sellers, offers_seller_idx their active offers, the primary keys of the allowance tables the rest.
 */
export function findMarketOffers(db: DbOrTx, w: MarketWindow) {
  const terminalAllowed = exists(
    db
      .select({ one: sql`1` })
      .from(relationshipTerminals)
      .where(
        and(
          eq(relationshipTerminals.relationshipId, relationships.id),
          eq(relationshipTerminals.terminalId, offers.terminalId),
        ),
      ),
  );
  const regionAllowed = exists(
    db
      .select({ one: sql`1` })
      .from(relationshipTerminals)
      .innerJoin(allowedTerminals, eq(allowedTerminals.id, relationshipTerminals.terminalId))
      .where(
        and(
          eq(relationshipTerminals.relationshipId, relationships.id),
          eq(allowedTerminals.regionId, offers.deliveryRegionId),
        ),
      ),
  );
  return db
    .select({
      id: offers.id,
      version: offers.version,
      sellerAccountId: offers.sellerAccountId,
      productId: offers.productId,
      terminalId: offers.terminalId,
      seller: { id: sellers.id, name: sellers.name, vatId: sellers.vatId },
      product: {
        id: products.id,
        name: products.name,
        category: products.category,
        categorySort: products.categorySort,
      },
      productCategory: products.category,
      productDensity: products.density,
      livePricing: offers.livePricing,
      terminal: { id: terminals.id, name: terminals.name, city: terminals.city },
      region: { id: regions.id, name: regions.name },
      ...offerTradingColumns,
      autoExecution: offers.autoExecution,
      autoMaxLitres: offers.autoMaxLitres,
      liftingPeriodDays: liftingPeriods.days,
      creditDays: relationshipProducts.creditDays,
    })
    .from(relationships)
    .innerJoin(
      sellers,
      and(eq(sellers.id, relationships.sellerAccountId), eq(sellers.type, 'seller'), eq(sellers.status, 'ACTIVE')),
    )
    .innerJoin(offers, eq(offers.sellerAccountId, relationships.sellerAccountId))
    .innerJoin(
      relationshipProducts,
      and(
        eq(relationshipProducts.relationshipId, relationships.id),
        eq(relationshipProducts.productId, offers.productId),
      ),
    )
    .innerJoin(products, and(eq(products.id, offers.productId), eq(products.active, true)))
    .leftJoin(terminals, eq(terminals.id, offers.terminalId))
    .innerJoin(regions, eq(regions.id, sql`coalesce(${terminals.regionId}, ${offers.deliveryRegionId})`))
    .leftJoin(liftingPeriods, eq(liftingPeriods.id, offers.liftingPeriodId))
    .where(
      and(
        eq(relationships.buyerAccountId, w.buyerAccountId),
        w.sellerAccountId === undefined ? undefined : eq(relationships.sellerAccountId, w.sellerAccountId),
        w.offerIds === undefined ? undefined : inArray(offers.id, w.offerIds),
        eq(relationships.sellerStatus, 'ENABLED'),
        eq(relationships.buyerStatus, 'ENABLED'),
        eq(offers.status, 'ACTIVE'),
        // Decision 056: live offers whose seller's own feed fell silent are paused until its next push.
        sql`not ${offerFeedPaused}`,
        or(
          and(eq(offers.pricingType, 'FIXED'), isNotNull(offers.pricePer100lE4)),
          and(eq(offers.pricingType, 'LIVE'), isNotNull(offers.livePricing)),
        ),
        lte(offers.startDate, w.today),
        gte(offers.endDate, w.today),
        sql`${offers.totalLitres} - ${offers.soldLitres} >= greatest(${offers.minOrderLitres}, 1)`,
        or(
          and(isNotNull(offers.terminalId), eq(terminals.active, true), terminalAllowed),
          w.includeDelivered ? and(isNull(offers.terminalId), regionAllowed) : sql`false`,
        ),
      ),
    );
  // No ORDER BY: the service sorts by the computed price, which only it knows for live offers.
}

export type MarketOfferRow = Awaited<ReturnType<typeof findMarketOffers>>[number];

/** The market read model's version (decision 035): one primary-key lookup; 0 if the row is missing. */
export async function findMarketVersion(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ version: marketReadModel.version })
    .from(marketReadModel)
    .where(eq(marketReadModel.id, 1));
  return row?.version ?? 0;
}

export function findBuyerDeliveryAddresses(db: DbOrTx, accountId: number) {
  return db
    .select({
      id: deliveryAddresses.id,
      company: deliveryAddresses.company,
      street: deliveryAddresses.street,
      zipCode: deliveryAddresses.postCode,
      city: deliveryAddresses.city,
    })
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.accountId, accountId), eq(deliveryAddresses.active, true)));
}

/** The child account, when it is a shareholder child of the parent; undefined otherwise. */
export async function findChildAccount(db: DbOrTx, parentAccountId: number, childAccountId: number) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, childAccountId), eq(accounts.parentAccountId, parentAccountId)));
  return row;
}
