import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { currentUserQuery } from '../../lib/api/get-current-user';
import { metadataQuery } from '../../lib/api/get-metadata';
import { findRoute, type RouteHandle } from '../../lib/navigation/route-table';
import { testMetadata } from '../../test/metadata';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { csvUploadHistory } from '../../test/handlers/csv-uploads';
import LiftingsCsvPage from './liftings-csv-page';

async function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQuery().queryKey, { account: { id: 3 } } as never);
  queryClient.setQueryData(metadataQuery().queryKey, { ...testMetadata(), accountType: 'seller' } as never);
  const handle: RouteHandle = { route: findRoute('liftingsCsv') };
  const router = createMemoryRouter([{ path: '/liftings/csv', element: <LiftingsCsvPage />, handle }], {
    initialEntries: ['/liftings/csv'],
  });
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('CSV-Upload Verladungen', () => {
  it('offers the liftings template, the rules and the history of liftings uploads', async () => {
    const asked = vi.fn();
    server.use(
      csvUploadHistory(
        {
          uploads: [
            {
              id: 5,
              kind: 'liftings',
              fileName: 'verladungen-november.csv',
              sizeBytes: 2048,
              appliedAt: '2026-11-20T07:00:00.000Z',
              user: 'Vera Verkäuferin',
              created: 12,
              updated: 0,
              deleted: 0,
            },
          ],
        },
        asked,
      ),
    );
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'CSV-Upload Verladungen' })).toBeTruthy();
    expect(screen.getByText(/Eine Zeile je Lieferschein/)).toBeTruthy();
    expect(screen.getByTestId('csv-template').getAttribute('href')).toBe('/api/csv-uploads/liftings/template');
    expect(screen.getByRole('link', { name: /Zurück zu Verladungen/ }).getAttribute('href')).toBe('/liftings');
    const file = await screen.findByTestId('csv-history-file');
    expect(file.getAttribute('href')).toBe('/api/csv-uploads/liftings/5/file');
    expect(asked.mock.calls.map(([url]) => url)).toContain('/api/csv-uploads/liftings');
  });

  it('names the missing liftings columns before sending a file', async () => {
    server.use(csvUploadHistory({ uploads: [] }));
    await renderPage();
    const input = await screen.findByTestId('csv-file-input');
    const text = 'Vertragsnummer;Datum\nK-2026-100041;20.11.2026\n';
    const file = new File([text], 'falsch.csv', { type: 'text/csv' });
    // jsdom's File cannot read itself; the browser's can.
    Object.defineProperty(file, 'arrayBuffer', { value: async () => new TextEncoder().encode(text).buffer });
    await act(() => fireEvent.change(input, { target: { files: [file] } }));
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        'Es fehlen die Spalten „Lieferscheinnummer“, „Uhrzeit“, „Menge 15 °C (L)“.',
      ),
    );
  });
});
