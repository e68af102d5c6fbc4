import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DashboardFigures } from '@fuel/domain/contracts/statistics';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { dashboardFigures } from '../../../test/handlers/dashboard';
import { FiguresRow } from './figures-row';

const fass = { id: 3, name: 'Fass 200 L' };
const kanister = { id: 1, name: 'Kanister 10 L' };
const additives = {
  orders: 3,
  litres: 500,
  units: [
    { purchaseUnit: fass, units: 2 },
    { purchaseUnit: kanister, units: 10 },
  ],
};

const seller = (markets: Array<'FUEL' | 'ADDITIVE'>): DashboardFigures => ({
  side: 'seller',
  markets,
  today: {
    day: '2026-11-20',
    orders: markets.includes('FUEL') ? 2 : 0,
    volume: markets.includes('FUEL') ? 45.761 : 0,
    additives,
  },
  openOrders: 1,
  soldToday: markets.includes('FUEL') ? [{ id: 1, name: 'Heizöl EL', volume: 45.761 }] : [],
  soldAdditivesToday: [{ id: 9, name: 'AdBlue', ...additives }],
});

async function renderRow(figures: DashboardFigures) {
  server.use(dashboardFigures(figures));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <FiguresRow side="seller" /> }]);
  return renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('dashboard figures (decision 052)', () => {
  it('the additive-only seller sees litres and units, never cbm', async () => {
    await renderRow(seller(['ADDITIVE']));
    expect((await screen.findByTestId('figure-additives-sold-today-value')).textContent).toBe('500 L');
    expect(screen.getByTestId('figure-additives-sold-today').textContent).toContain(
      'AdBlue: 2 × Fass 200 L · 10 × Kanister 10 L',
    );
    expect(screen.getByTestId('figure-orders-today-value').textContent).toBe('3');
    expect(screen.queryByTestId('figure-volume-today')).toBeNull();
    expect(screen.queryByTestId('figure-sold-today')).toBeNull();
    expect(screen.getByTestId('dashboard-figures').textContent).not.toContain('cbm');
  });

  it('a seller of both sees the fuel volume in cbm without the additive litres, and the additives apart', async () => {
    await renderRow(seller(['FUEL', 'ADDITIVE']));
    expect((await screen.findByTestId('figure-volume-today-value')).textContent).toBe('45,761 cbm');
    expect(screen.getByTestId('figure-sold-today-value').textContent).toBe('45,761 cbm');
    expect(screen.getByTestId('figure-additives-sold-today-value').textContent).toBe('500 L');
    expect(screen.getByTestId('figure-orders-today-value').textContent).toBe('5');
  });
});
