import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Button, MantineProvider, Stack, Text } from '@mantine/core';
import type { PublicBrand } from '@fuel/domain/contracts/brand';
import { setUnauthorizedHandler } from './lib/api-client';
import { initConsent } from './app/consent/consent-store';
import { fetchBrand } from './app/get-brand';
import { setLivePriceMaxAgeMs } from './lib/live/freshness';
import { LOGIN_PATH } from './lib/navigation/guards';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter, preloadFirstPage } from './app/router';
import { endSession } from './lib/session/session';
import { setSessionLoads } from './lib/session/session-services';
import { prefetchSessionData } from './app/session-loads';
import { rememberWantedPath } from './lib/navigation/wanted-path';
import { de } from './i18n/de';
import { createI18n } from './i18n/i18n';
import { initialLocale } from './i18n/locale';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');
const root = createRoot(container);

/** Without the brand nothing can be shown in its colours and words: a plain message and "Neu laden". */
function BrandLoadFailed() {
  return (
    <MantineProvider>
      <Stack align="center" justify="center" mih="100vh" p="md" ta="center" role="alert">
        <Text fw={600}>{de.app.brandLoadFailed}</Text>
        <Text size="sm" c="dimmed">
          {de.app.brandLoadFailedHint}
        </Text>
        <Button onClick={() => window.location.reload()}>{de.app.reload}</Button>
      </Stack>
    </MantineProvider>
  );
}

async function start() {
  // Analytics stays off until a stored consent says otherwise (spec section 4).
  initConsent();
  preloadFirstPage(window.location.pathname);
  let brand: PublicBrand;
  try {
    brand = await fetchBrand();
  } catch {
    root.render(<BrandLoadFailed />);
    return;
  }
  document.title = brand.headline;
  setLivePriceMaxAgeMs(brand.livePriceMaxAgeMs);
  const i18n = await createI18n(initialLocale(brand));
  const queryClient = createQueryClient();
  // The first pages of features that a fresh session loads ahead (spec section 4).
  setSessionLoads(prefetchSessionData);
  const router = createAppRouter({ brand, queryClient });

  // Spec section 8: a 401 on any call logs the user out; the wanted page is remembered for after login.
  setUnauthorizedHandler(() => {
    endSession(queryClient);
    if (window.location.pathname !== LOGIN_PATH) {
      rememberWantedPath(window.location.pathname + window.location.search);
      window.location.assign(LOGIN_PATH);
    }
  });

  root.render(
    <StrictMode>
      <AppProviders brand={brand} i18n={i18n} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
