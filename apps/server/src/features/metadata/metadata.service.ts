import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { Metadata, Product, Region } from '@fuel/domain/contracts/metadata';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { getPlatformSettings, singleSellerOf, type Platform } from '../../plugins/platform';
import { vatFor, type Vat } from '@fuel/domain/tax/vat';
import {
  findActiveProducts,
  findChildAccounts,
  findEnabledSellersOfBuyer,
  findLiftingPeriods,
  findPaymentTerms,
  findRegionsWithActiveTerminals,
  findUserAccountContext,
} from './metadata.repository';
import { activeDeliveryAddressesOf } from '../delivery-addresses/delivery-addresses.service';

export type MetadataDeps = { db: DbOrTx; platform: Platform };

// Sorting here rather than in SQL: PostgreSQL and PGlite may differ in collation, German names must
// sort the same everywhere (umlauts beside their base letter).
const german = new Intl.Collator('de');
const byName = (a: { name: string }, b: { name: string }) => german.compare(a.name, b.name);

/**
 * Everything the web app needs after login (spec section 3 "Metadata"), read for the logged-in
 * user. The queries are independent of each other, so they run in parallel.
 */
export async function getMetadata(
  deps: MetadataDeps,
  auth: Pick<AuthContext, 'userId' | 'accountId' | 'accountType'>,
): Promise<Metadata> {
  const { db } = deps;
  const [context, settings, productRows, regionRows, addresses, lifting, terms, sellers, children] = await Promise.all([
    findUserAccountContext(db, auth.userId),
    getPlatformSettings(db, deps.platform),
    findActiveProducts(db),
    findRegionsWithActiveTerminals(db),
    activeDeliveryAddressesOf(db, auth.accountId),
    findLiftingPeriods(db),
    findPaymentTerms(db),
    // Only buyers have sellers; a seller's or admin's list stays empty.
    auth.accountType !== 'buyer' ? Promise.resolve([]) : sellersOfBuyer(deps, auth.accountId),
    findChildAccounts(db, auth.accountId),
  ]);
  // The session outlived its user or was moved to another account: treat as logged out.
  if (!context || context.accountId !== auth.accountId) {
    throw new AppError(401, 'UNAUTHENTICATED', ERROR_MESSAGES.UNAUTHENTICATED);
  }

  const flags = settings.features;
  const productList = toProducts(productRows);
  return {
    platformStatus: flags.PURCHASING_DISABLED ? 'PURCHASING_DISABLED' : 'ACTIVE',
    fuels: productList.filter((p) => p.type === 'fuel'),
    additives: productList.filter((p) => p.type === 'additive'),
    regions: toRegions(regionRows),
    deliveryOptions: flags.DELIVERED_PRODUCTS ? ['PICKUP', 'DELIVERED'] : ['PICKUP'],
    deliveryAddresses: addresses.sort((a, b) => german.compare(a.company, b.company) || a.id - b.id),
    liftingPeriods: lifting
      .sort((a, b) => a.sort - b.sort || a.days - b.days)
      .map(({ id, code, label, days }) => ({ id, code, label, days })),
    paymentTerms: terms.sort((a, b) => a.creditDays - b.creditDays),
    sellers: sellers.sort(byName),
    features: { platform: flags, account: context.accountFeatures },
    roles: context.roles,
    accountType: context.accountType,
    // A seller recorded before migration 0017 knew only fuel (decision 042).
    sellerKind: context.accountType === 'seller' ? (context.sellerKind ?? 'FUEL') : null,
    shareholderChildAccount: children.sort(byName),
    parentShareholderAccount: context.parent,
    // Percent for display, e.g. 19 or 8.1; basis points everywhere else so no float is stored.
    vat: toPercent(vatFor(context.accountCountry, Boolean(flags.SWISS_VAT))),
  };
}

/** The sellers a buyer trades with; in single-seller mode the platform's one seller (singleSellerOf). */
async function sellersOfBuyer(
  deps: MetadataDeps,
  buyerAccountId: number,
): Promise<Array<{ id: number; name: string }>> {
  const single = await singleSellerOf(deps.db, deps.platform);
  if (single) return single.seller ? [single.seller] : [];
  return findEnabledSellersOfBuyer(deps.db, buyerAccountId);
}

type ProductRow = Awaited<ReturnType<typeof findActiveProducts>>[number];

/** Category order of spec section 9 (Heizöl, Diesel, Benzin, others), then name. */
function toProducts(rows: ProductRow[]): Product[] {
  return rows
    .map((p) => ({ ...p, density: p.density === null ? null : Number(p.density) }))
    .sort((a, b) => a.categorySort - b.categorySort || byName(a, b));
}

type RegionRow = Awaited<ReturnType<typeof findRegionsWithActiveTerminals>>[number];

function toRegions(rows: RegionRow[]): Region[] {
  const regions = new Map<number, Region & { sort: number }>();
  for (const row of rows) {
    let region = regions.get(row.regionId);
    if (!region) {
      region = { id: row.regionId, name: row.regionName, sort: row.regionSort, terminals: [] };
      regions.set(row.regionId, region);
    }
    if (row.terminal) region.terminals.push(row.terminal);
  }
  return [...regions.values()]
    .sort((a, b) => a.sort - b.sort || byName(a, b))
    .map(({ sort: _sort, ...region }) => ({ ...region, terminals: region.terminals.sort(byName) }));
}

const toPercent = (vat: Vat) => ({ rate: vat.rateBasisPoints / 100, country: vat.country });
