import type { BrandConfig } from '@fuel/domain/contracts/brand';
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { FeatureFlags } from '@fuel/domain/contracts/metadata';
import { BRANDS } from '@fuel/domain/brands/brands';
import { vatFor, type Vat } from '@fuel/domain/tax/vat';
import { resolveFeatureFlags } from '@fuel/domain/brands/feature-flags';

export type Platform = { brand: BrandConfig; features: FeatureFlags };

/** Brand and flags of this process; throws FeatureFlagConsistencyError on a bad combination. */
export function resolvePlatform(brandId: BrandId, overrides: Partial<FeatureFlags>): Platform {
  return { brand: BRANDS[brandId], features: resolveFeatureFlags(brandId, overrides) };
}

export type PlatformVat = Vat;

/** The platform's default VAT (a German account, or Swiss MWST with SWISS_VAT). */
export function platformVat(features: FeatureFlags): PlatformVat {
  return vatFor('DE', features.SWISS_VAT);
}
