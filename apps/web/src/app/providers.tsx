import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { PublicBrand } from '@fuel/domain/contracts/brand';
import { BrandProvider } from '../brands/brand-context';
import { brandCssVariablesResolver, createBrandTheme, type ThemeLabels } from '../brands/brand-theme';
import { CookieBanner } from './consent/cookie-banner';

/** Brand, texts, theme, notifications and server state for everything below; the cookie banner on every page. */
export function AppProviders({
  brand,
  i18n,
  queryClient,
  children,
}: {
  brand: PublicBrand;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const theme = useMemo(
    () => createBrandTheme(brand, i18n.t('a11y', { returnObjects: true }) as ThemeLabels),
    [brand, i18n, i18n.language],
  );
  return (
    <BrandProvider brand={brand}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} cssVariablesResolver={brandCssVariablesResolver} defaultColorScheme="light">
          <Notifications position="top-right" />
          <QueryClientProvider client={queryClient}>
            {children}
            <CookieBanner />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>
    </BrandProvider>
  );
}
