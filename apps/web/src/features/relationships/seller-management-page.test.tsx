// Issue 24 part 4, decision 050: the buyer's sellers page shows the payment term of each granted product.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Relationship } from '@fuel/domain/contracts/relationships';
import { currentUserQuery } from '../../lib/api/get-current-user';
import { metadataQuery } from '../../lib/api/get-metadata';
import { testMetadata } from '../../test/metadata';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { sellerRelationships } from '../../test/handlers/relationships';
import SellerManagementPage from './seller-management-page';

const stamp = '2026-11-20T09:00:00.000Z';
const relationship = (id: number, paymentTerms: Relationship['paymentTerms']): Relationship => ({
  id,
  counterparty: { id: 10 + id, name: `Verkäufer ${id}`, city: 'Hamburg' },
  other: { status: 'ENABLED', additivesEnabled: false },
  buyerStatus: 'ENABLED',
  sellerStatus: 'ENABLED',
  status: 'ENABLED',
  additivesEnabled: false,
  isNew: false,
  message: null,
  createdAt: stamp,
  updatedAt: stamp,
  currency: 'EUR',
  credit: { limit: 50_000, used: 0, free: 50_000 },
  paymentTerms,
});

describe('seller management page', () => {
  it('shows one term when all granted products share it, else each term with its products', async () => {
    const list = [
      relationship(1, [
        { productId: 2, productName: 'Diesel B7', additive: false, creditDays: 14 },
        { productId: 3, productName: 'Heizöl EL', additive: false, creditDays: 14 },
      ]),
      relationship(2, [
        { productId: 2, productName: 'Diesel B7', additive: false, creditDays: 7 },
        { productId: 3, productName: 'Heizöl EL', additive: false, creditDays: 30 },
        { productId: 9, productName: 'AdBlue', additive: true, creditDays: 30 },
      ]),
    ];
    server.use(sellerRelationships(list));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(currentUserQuery().queryKey, { account: { id: 5 }, gtcAccepted: true } as never);
    queryClient.setQueryData(metadataQuery().queryKey, testMetadata() as never);
    const router = createMemoryRouter([{ path: '/verkaufer-management', element: <SellerManagementPage /> }], {
      initialEntries: ['/verkaufer-management'],
    });
    await renderWithBrand(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('columnheader', { name: 'Zahlungsziel' })).toBeTruthy();
    const cells = screen.getAllByTestId('seller-payment-terms').map((c) => c.textContent);
    expect(cells).toEqual(['14 Tage', '7 Tage: Diesel B730 Tage: Heizöl EL, AdBlue']);
  });
});
