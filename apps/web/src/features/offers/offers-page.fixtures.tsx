import type { SellerOffer } from '@fuel/domain/contracts/offers';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { metadataQuery } from '../../lib/api/get-metadata';
import { testMetadata } from '../../test/metadata';
import { renderWithBrand } from '../../test/render';
import { completeFixedOffer } from './components/offer-form.fixtures';
import OffersPage from './offers-page';

// Shared arrangement of the "Meine Angebote" page tests (offers-page.test.tsx, offers-page-targets.test.tsx).

const stamp = '2026-11-20T08:00:00.000Z';

/** A fixed-price Diesel B7 offer at terminal 7 (price 80 + id per 100 L), taking target-price orders. */
export const sellerOffer = (id: number, displayStatus: string, overrides: Partial<SellerOffer> = {}) =>
  ({
    id,
    product: { id: 2, name: 'Diesel B7', categorySort: 1 },
    deliveryType: 'PICKUP',
    terminal: { id: 7, name: 'Tanklager Hamburg-Harburg', city: 'Hamburg' },
    deliveryRegion: null,
    status: displayStatus === 'PAUSED' ? 'PAUSED' : 'ACTIVE',
    displayStatus,
    pricingType: 'FIXED',
    priceInputUnit: 'EUR_100L15',
    pricePer100l: 80 + id,
    pricePerLitre: (80 + id) / 100,
    live: null,
    totalCbm: 100,
    soldCbm: 0,
    remainingCbm: 100,
    minOrderCbm: 5,
    maxOrderCbm: 50,
    startDate: completeFixedOffer.startDate,
    endDate: completeFixedOffer.endDate,
    dailyStartTime: '06:00',
    dailyEndTime: '18:00',
    collectionType: 'LIFTING_PERIOD',
    liftingPeriod: { id: 3, name: '7 Tage', days: 7 },
    collectionStartDate: null,
    collectionEndDate: null,
    version: 1,
    autoExecution: true,
    autoMaxCbm: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  }) as SellerOffer;

/** The page with the test metadata in the cache and no retries; the API answers come from `server.use`. */
export async function renderOffersPage(brandId: BrandId = 'A') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(metadataQuery().queryKey, testMetadata() as never);
  return renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <OffersPage />
      </MemoryRouter>
    </QueryClientProvider>,
    brandId,
  );
}
