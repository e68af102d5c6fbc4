import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CsvPreview } from '@fuel/domain/contracts/csv-uploads';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { renderWithBrand } from '../../../test/render';
import { server } from '../../../test/server';
import { applyCsvUpload } from '../../../test/handlers/csv-uploads';
import { OFFERS_CSV } from '../csv-kinds';
import { CsvPreviewPanel } from './csv-preview-panel';

const preview = (over: Partial<CsvPreview> = {}): CsvPreview => ({
  uploadId: 7,
  fileName: 'angebote.csv',
  sizeBytes: 2048,
  encoding: 'windows-1252',
  separator: ';',
  counts: { create: 2, update: 1, delete: 0, unchanged: 0 },
  fileProblems: [],
  problemCount: 0,
  rows: [
    {
      row: 2,
      action: 'create',
      reference: null,
      summary: 'Diesel B7 · Tanklager Hamburg-Harburg · 500 cbm · 98,45 pro 100 L',
      problems: [],
    },
    {
      row: 3,
      action: 'create',
      reference: null,
      summary: 'Diesel B7 · Tanklager Hamburg-Harburg · 500 cbm · 98,46 pro 100 L',
      problems: [],
    },
    {
      row: 4,
      action: 'update',
      reference: '12',
      summary: 'Heizöl EL schwefelarm · Tanklager Bremen Industriehafen · 100 cbm · 90 pro 100 L',
      problems: [],
    },
  ],
  ...over,
});

const failed = preview({
  uploadId: null,
  problemCount: 1,
  rows: [
    ...preview().rows.slice(0, 2),
    {
      row: 4,
      action: 'create',
      reference: null,
      summary: '',
      problems: [
        {
          row: 4,
          column: 'Mindestmenge (cbm)',
          message: 'Die Mindestmenge darf nicht größer als die Höchstmenge sein.',
        },
      ],
    },
  ],
});

async function show(p: CsvPreview, brand: BrandId = 'A', onApplied = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <CsvPreviewPanel view={OFFERS_CSV} preview={p} onApplied={onApplied} onDiscard={() => undefined} />
    </QueryClientProvider>,
    brand,
  );
  return onApplied;
}

describe('CSV preview', () => {
  it('a file with errors: the header names the file and offers the template; only the rows with errors; no apply', async () => {
    await show(failed);
    const header = screen.getByRole('alert');
    expect(header.textContent).toContain('Die Datei „angebote.csv“ kann nicht übernommen werden');
    expect(header.textContent).toContain('1 Fehler gefunden; es wurde nichts geändert.');
    expect(within(header).getByRole('link', { name: 'Vorlage herunterladen' }).getAttribute('href')).toBe(
      '/api/csv-uploads/offers/template',
    );
    const rows = screen.getAllByTestId('csv-preview-row');
    expect(rows.map((r) => r.getAttribute('data-row'))).toEqual(['4']);
    expect(rows[0]!.textContent).toContain(
      'Mindestmenge (cbm): Die Mindestmenge darf nicht größer als die Höchstmenge sein.',
    );
    expect((screen.getByTestId('csv-apply') as HTMLButtonElement).disabled).toBe(true);
    await act(() => fireEvent.click(screen.getByRole('switch', { name: 'Nur Zeilen mit Fehlern' })));
    expect(screen.getAllByTestId('csv-preview-row')).toHaveLength(3);
  });

  it("brand B reads the server's messages in Swiss spelling", async () => {
    await show(failed, 'B');
    expect(screen.getByTestId('csv-preview-row').textContent).toContain('nicht grösser als');
  });

  it('a clean file: counts per action, apply after the confirmation', async () => {
    const fetch = vi.fn();
    server.use(
      applyCsvUpload(
        {
          id: 7,
          kind: 'offers',
          fileName: 'angebote.csv',
          sizeBytes: 2048,
          appliedAt: '2026-11-20T09:00:00.000Z',
          user: 'Thomas Brandt',
          created: 2,
          updated: 1,
          deleted: 0,
        },
        fetch,
      ),
    );
    const onApplied = await show(preview());
    expect(screen.getByTestId('csv-count-create').textContent).toBe('Neu: 2');
    expect(screen.getByTestId('csv-count-update').textContent).toBe('Ändern: 1');
    expect(screen.getByRole('status').textContent).toContain('2 KB · WINDOWS-1252 · Trennzeichen „;“');
    await act(() => fireEvent.click(screen.getByTestId('csv-apply')));
    expect(
      await screen.findByText(
        '„angebote.csv“: 2 neu, 1 ändern, 0 löschen. Alles wird in einem Schritt übernommen – oder gar nichts, falls eine Zeile nicht gespeichert werden kann.',
      ),
    ).toBeTruthy();
    await act(() => fireEvent.click(screen.getByTestId('confirm-dialog-confirm')));
    await waitFor(() =>
      expect(onApplied).toHaveBeenCalledWith('„angebote.csv“ übernommen: 2 neu, 1 geändert, 0 gelöscht.'),
    );
    expect((fetch.mock.calls[0] as unknown[])[0]).toBe('/api/csv-uploads/offers/7/apply');
  });
});
