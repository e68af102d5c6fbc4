import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { PublicBrand } from '@fuel/domain/contracts/brand';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { BRANDS } from '@fuel/domain/brands/brands';
import { currencyOf } from '@fuel/domain/brands/currency';
import { defaultFeatureFlags } from '@fuel/domain/brands/feature-flags';
import { LIVE_PRICE_FRESHNESS_MS } from '@fuel/domain/constants';
import { BrandProvider } from '../brands/brand-context';
import { createBrandTheme } from '../brands/brand-theme';
import { createI18n } from '../i18n/i18n';

/** A brand as GET /api/brand answers it, built from the domain's brand table. */
export function testBrand(id: BrandId): PublicBrand {
  return {
    ...BRANDS[id],
    features: defaultFeatureFlags(id),
    currency: currencyOf(defaultFeatureFlags(id)),
    environment: 'test',
    livePriceMaxAgeMs: LIVE_PRICE_FRESHNESS_MS,
  };
}

/** Renders inside the providers a page has: brand, texts and theme. */
export async function renderWithBrand(ui: ReactNode, brandId: BrandId = 'A') {
  const brand = testBrand(brandId);
  const i18n = await createI18n(brand.locale);
  return render(
    <BrandProvider brand={brand}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={createBrandTheme(brand)}>{ui}</MantineProvider>
      </I18nextProvider>
    </BrandProvider>,
  );
}
