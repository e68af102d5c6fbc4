import { and, eq } from 'drizzle-orm';
import { litresFromCbm, minorFromMajor } from '@fuel/domain/pricing/money';
import type { DbOrTx } from '../client';
import { products, regions, relationshipProducts, relationships, relationshipTerminals, terminals } from '../schema';
import type { DemoAccountKey } from './demo-accounts';

/**
 * The sellers' terms for their enabled demo buyers (issue 3 "Buyer management"): a credit limit,
 * all terminals of two or three regions and every fuel with its payment term in days (decision 050).
 */
export type DemoBuyerTerms = {
  buyer: DemoAccountKey;
  seller: DemoAccountKey;
  /** Credit limit in whole currency units (EUR; CHF for brand B). */
  creditLimit: number;
  /** Region names; regions missing for the brand are skipped. */
  regions: string[];
  creditDays: 14 | 30;
  /** Optional daily purchase limits in cbm, by product code. */
  dailyLimitsCbm?: Record<string, number>;
};

/** Where each demo seller sells (its regions). */
const SELLER_REGIONS: Partial<Record<DemoAccountKey, string[]>> = {
  hanseatische: ['Nord', 'West', 'Ost'],
  rheinRuhr: ['West', 'Mitte'],
  sueddeutsche: ['Süd', 'Mitte'],
};

const terms = (
  buyer: DemoAccountKey,
  seller: DemoAccountKey,
  creditLimit: number,
  days: 14 | 30,
  extra: Partial<DemoBuyerTerms> = {},
): DemoBuyerTerms => ({
  buyer,
  seller,
  creditLimit,
  regions: SELLER_REGIONS[seller] ?? [],
  creditDays: days,
  ...extra,
});

export const DEMO_BUYER_TERMS: DemoBuyerTerms[] = [
  terms('schmidt', 'hanseatische', 250_000, 30),
  // The one daily limit of the demo: Bauer may lift at most 80 cbm heating oil a day at Süddeutsche.
  terms('bauer', 'sueddeutsche', 180_000, 14, { dailyLimitsCbm: { 'HEL-SCHWEFELARM': 80 } }),
  terms('aviat', 'hanseatische', 400_000, 30),
  terms('aviat', 'rheinRuhr', 300_000, 30),
  terms('aviatNord', 'hanseatische', 120_000, 14),
  terms('aviatNord', 'rheinRuhr', 90_000, 14),
  terms('aviatSued', 'hanseatische', 110_000, 14),
  terms('aviatSued', 'rheinRuhr', 75_000, 14),
  terms('weber', 'hanseatische', 50_000, 14, { regions: ['Nord', 'West'] }),
];

/** Writes the terms of every listed pair that exists as a relationship (ENABLED in the demo data). */
export async function writeDemoBuyerTerms(tx: DbOrTx, accountId: (key: DemoAccountKey) => number): Promise<void> {
  const fuelRows = await tx
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(eq(products.type, 'fuel'));
  const regionRows = await tx
    .select({ id: terminals.id, region: regions.name })
    .from(terminals)
    .innerJoin(regions, eq(regions.id, terminals.regionId));
  for (const t of DEMO_BUYER_TERMS) {
    const [rel] = await tx
      .update(relationships)
      .set({ creditLimitMinor: minorFromMajor(t.creditLimit) })
      .where(
        and(
          eq(relationships.buyerAccountId, accountId(t.buyer)),
          eq(relationships.sellerAccountId, accountId(t.seller)),
        ),
      )
      .returning({ id: relationships.id });
    if (!rel) throw new Error(`demo data: no relationship ${t.buyer} -> ${t.seller}`);
    const terminalIds = regionRows.filter((r) => t.regions.includes(r.region)).map((r) => r.id);
    if (terminalIds.length > 0) {
      await tx
        .insert(relationshipTerminals)
        .values(terminalIds.map((terminalId) => ({ relationshipId: rel.id, terminalId })));
    }
    await tx.insert(relationshipProducts).values(
      fuelRows.map((p) => {
        const cbm = t.dailyLimitsCbm?.[p.code];
        return {
          relationshipId: rel.id,
          productId: p.id,
          creditDays: t.creditDays,
          dailyLimitLitres: cbm === undefined ? null : litresFromCbm(cbm),
        };
      }),
    );
  }
}
