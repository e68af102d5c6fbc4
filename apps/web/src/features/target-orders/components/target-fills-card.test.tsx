import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TargetOrder } from '@fuel/domain/contracts/target-orders';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { targetOrders } from '../../../test/handlers/target-orders';
import { activeTarget, filledTarget, refusedTarget } from '../target-order.fixtures';
import { recentFills, TargetFillsCard } from './target-fills-card';

async function renderCard(items: TargetOrder[]) {
  server.use(...targetOrders(items));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TargetFillsCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TargetFillsCard', () => {
  it('says how many target orders wait and names the latest fills with their orders', async () => {
    await renderCard([activeTarget, refusedTarget, filledTarget]);
    expect(await screen.findByText('1 Zielpreis-Order wartet auf ihren Preis')).toBeTruthy();
    const list = screen.getByTestId('dashboard-target-fill-list');
    const link = within(list).getByRole('link', {
      name: /Diesel B7: 20,000 cbm zu 98,40 EUR bei Nordöl AG \(Auftrag K-2026-100041\)/,
    });
    expect(link.getAttribute('href')).toBe('/orders/41');
    expect(screen.getByRole('link', { name: 'Alle Zielpreis-Orders' }).getAttribute('href')).toBe('/zielpreis-orders');
  });

  it('without target orders: nothing waits and nothing was bought', async () => {
    await renderCard([]);
    expect(await screen.findByText('Keine Zielpreis-Order wartet')).toBeTruthy();
    expect(screen.getByText('Noch nichts automatisch gekauft.')).toBeTruthy();
  });
});

describe('recentFills', () => {
  it('orders the fills of all target orders newest first and keeps the first few', () => {
    const fill = refusedTarget.fills[0]!;
    const older = { ...refusedTarget, fills: [{ ...fill, orderId: 40, at: '2026-11-28T07:00:00.000Z' }] };
    expect(recentFills([older, refusedTarget]).map((f) => f.orderId)).toEqual([41, 40]);
    expect(recentFills([older, refusedTarget], 1).map((f) => f.orderId)).toEqual([41]);
  });
});
