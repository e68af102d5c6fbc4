import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { LiftingList, LiftingListItem, OrderLiftings } from '@fuel/domain/contracts/liftings';
import { currentUserQuery } from '../../lib/api/get-current-user';
import { metadataQuery } from '../../lib/api/get-metadata';
import { testMetadata } from '../../test/metadata';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { liftableOrders, liftingList, recordLifting } from '../../test/handlers/liftings';
import LiftingsPage from './liftings-page';

const item = (id: number, bolNumber: string): LiftingListItem => ({
  id,
  orderId: 41,
  contractNumber: 'K-2026-100041',
  orderStatus: 'TRANSFERRED',
  partnerName: 'Stadtwerke Kiel',
  productName: 'Diesel B7',
  terminalName: 'Tanklager Hamburg-Harburg',
  bolNumber,
  liftedAt: '2026-11-20T06:30:00.000Z',
  litres15: 20_000,
  vehicleRef: null,
});
const page = (items: LiftingListItem[]): LiftingList => ({ items, total: items.length, pageNumber: 1, pageLimit: 50 });

const afterRecording: OrderLiftings = {
  orderId: 41,
  orderedLitres: 30_000,
  liftedLitres: 30_000,
  remainingLitres: 0,
  tolerancePercent: 2,
  completeFromLitres: 29_400,
  maxLitres: 30_600,
  canRecord: false,
  liftings: [],
};

async function renderPage(side: 'seller' | 'buyer' = 'seller') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQuery().queryKey, { account: { id: 3 } } as never);
  queryClient.setQueryData(metadataQuery().queryKey, { ...testMetadata(), accountType: side } as never);
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <LiftingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Verladungen', () => {
  it('lists the liftings and asks again with the chosen days and search', async () => {
    const spy = vi.fn();
    server.use(liftingList((q) => page(q.get('q') ? [item(2, 'BOL-2')] : [item(1, 'BOL-1'), item(2, 'BOL-2')]), spy));
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Verladungen' })).toBeTruthy();
    const table = await screen.findByTestId('liftings-list');
    await waitFor(() => expect(within(table).getAllByTestId('liftings-list-bol')).toHaveLength(2));
    expect(table.textContent).toContain('K-2026-100041');
    expect(table.textContent).toContain('Stadtwerke Kiel');
    expect(table.textContent).toContain('20.000 L');
    expect(table.textContent).toContain('20. Nov. 2026. 07:30:00 MEZ');
    expect(screen.getByTestId('liftings-csv').getAttribute('href')).toBe('/liftings/csv');

    await act(() => fireEvent.change(screen.getByLabelText('Verladen von'), { target: { value: '2026-11-18' } }));
    await act(() => fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'BOL-2' } }));
    await waitFor(() => expect(spy.mock.calls.map(([url]) => url)).toContain('/api/liftings?from=2026-11-18&q=BOL-2'));
    await waitFor(() => expect(within(table).getAllByTestId('liftings-list-bol')).toHaveLength(1));
  });

  it('"Verladung erfassen": picking a liftable order opens the lifting form, which records against that order', async () => {
    const posted = vi.fn();
    server.use(
      liftingList(page([])),
      liftableOrders({
        orders: [
          {
            orderId: 41,
            contractNumber: 'K-2026-100041',
            status: 'TRANSFERRED',
            buyerName: 'Stadtwerke Kiel',
            productName: 'Diesel B7',
            terminalName: 'Tanklager Hamburg-Harburg',
            orderedLitres: 30_000,
            liftedLitres: 20_000,
            collectionEndDate: '2026-11-30',
          },
        ],
      }),
      recordLifting(afterRecording, posted),
    );
    await renderPage();
    expect((await screen.findByTestId('data-table-empty')).textContent).toBe('Keine Verladungen gefunden.');
    await act(() => fireEvent.click(screen.getByTestId('liftings-record')));
    const dialog = await screen.findByRole('dialog', { name: 'Verladung erfassen' });
    expect(within(dialog).queryByTestId('lifting-form')).toBeNull();

    const combobox = await within(dialog).findByLabelText(/^Bestellung/);
    await act(() => fireEvent.click(combobox));
    const listbox = await waitFor(() => document.getElementById(combobox.getAttribute('aria-controls') ?? '')!);
    const option = await within(listbox).findByRole('option', {
      name: 'K-2026-100041 · Stadtwerke Kiel · Diesel B7 · 20.000 L von 30.000 L verladen',
      hidden: true,
    });
    await act(() => fireEvent.click(option));

    const form = await within(dialog).findByTestId('lifting-form');
    await act(() => fireEvent.change(within(form).getByTestId('lifting-bol'), { target: { value: 'BOL-9' } }));
    await act(() => fireEvent.change(within(form).getByTestId('lifting-day'), { target: { value: '2026-11-20' } }));
    await act(() => fireEvent.change(within(form).getByTestId('lifting-time'), { target: { value: '07:30' } }));
    await act(() => fireEvent.change(within(form).getByTestId('lifting-litres'), { target: { value: '10000' } }));
    await act(() => fireEvent.click(within(form).getByTestId('lifting-submit')));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(posted.mock.calls[0]![0]).toBe('/api/orders/41/liftings');
    expect(JSON.parse(posted.mock.calls[0]![1].body as string)).toEqual({
      bolNumber: 'BOL-9',
      liftedAt: '2026-11-20T06:30:00.000Z',
      litres15: 10_000,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verladung erfassen' })).toBeNull());
  });

  it('a buyer reads the list without the seller’s actions', async () => {
    server.use(liftingList(page([item(1, 'BOL-1')])));
    await renderPage('buyer');
    const table = await screen.findByTestId('liftings-list');
    await waitFor(() => expect(table.textContent).toContain('BOL-1'));
    expect(table.textContent).toContain('Verkäufer');
    expect(screen.queryByTestId('liftings-record')).toBeNull();
    expect(screen.queryByTestId('liftings-csv')).toBeNull();
  });
});
