import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BankLinesResult } from '@fuel/domain/contracts/invoices';
import { currentUserQuery } from '../../lib/api/get-current-user';
import { metadataQuery } from '../../lib/api/get-metadata';
import { testMetadata } from '../../test/metadata';
import { renderWithBrand } from '../../test/render';
import { server } from '../../test/server';
import { apiError } from '../../test/handlers/json';
import {
  bankLines,
  invoiceDetail as detailHandler,
  invoiceList as listHandler,
  overdueByBuyer,
  partnerOptions,
  createCreditNote,
  recordPayment,
} from '../../test/handlers/invoices';
import { invoiceDetail, invoiceList, OPEN_INVOICE, OVERDUE_INVOICE } from './invoice-test-data';
import InvoicesPage from './invoices-page';

type Side = 'buyer' | 'seller';

/** The list answers every query with both invoices (only the overdue one when asked for overdue ones). */
function stubApi(side: Side, spy = vi.fn()) {
  server.use(
    listHandler(
      (q) => invoiceList(q.get('state') === 'overdue' ? [OVERDUE_INVOICE] : [OPEN_INVOICE, OVERDUE_INVOICE]),
      spy,
    ),
    partnerOptions({ buyers: [{ id: 7, name: 'Stadtwerke Kiel' }], sellers: [{ id: 3, name: 'Nordöl GmbH' }] }),
    overdueByBuyer({
      currency: 'EUR',
      items: [
        { buyerAccountId: 7, buyerName: 'Stadtwerke Kiel', count: 1, overdueMinor: 2_562_665, maxDaysOverdue: 36 },
      ],
    }),
    detailHandler(invoiceDetail(OPEN_INVOICE, side === 'seller')),
  );
  return spy;
}

async function renderPage(side: Side) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQuery().queryKey, { account: { id: side === 'seller' ? 3 : 7 } } as never);
  queryClient.setQueryData(metadataQuery().queryKey, { ...testMetadata(), accountType: side } as never);
  await renderWithBrand(
    <QueryClientProvider client={queryClient}>
      <InvoicesPage />
    </QueryClientProvider>,
  );
}

const rowOf = async (number: string) =>
  (await screen.findAllByTestId('invoice-row')).find((row) => row.textContent?.includes(number))!;

async function openDetail(number: string) {
  const row = await rowOf(number);
  await act(() => fireEvent.click(row));
  return screen.findByTestId('invoice-detail');
}

describe('Rechnungen', () => {
  it('lists the invoices with their states and the totals of the filters', async () => {
    stubApi('seller');
    await renderPage('seller');
    const open = await rowOf('RE-2026-000042');
    expect(open.textContent).toContain('20.11.2026');
    expect(open.textContent).toContain('Stadtwerke Kiel');
    expect(open.textContent).toContain('20.000 L');
    expect(open.textContent).toContain('25.626,65 EUR');
    expect(open.textContent).toContain('Offen');
    expect((await rowOf('RE-2026-000040')).textContent).toContain('Überfällig (36 Tage)');
    expect(screen.getByTestId('invoice-total-count').textContent).toContain('2');
    expect(screen.getByTestId('invoice-total-open').textContent).toContain('51.253,30 EUR');
    expect(screen.getByTestId('invoice-total-overdue').textContent).toContain('25.626,65 EUR');
    expect(screen.getByTestId('invoices-export').getAttribute('href')).toBe('/api/invoices/export.csv');
  });

  it('asks the server again with the chosen filter and exports the same selection', async () => {
    const spy = stubApi('seller');
    await renderPage('seller');
    await rowOf('RE-2026-000042');
    await act(() => fireEvent.click(screen.getByRole('radio', { name: 'Überfällig' })));
    await waitFor(() => expect(screen.getAllByTestId('invoice-row')).toHaveLength(1));
    expect(spy.mock.calls.map(([url]) => url)).toContain('/api/invoices?state=overdue');
    expect(screen.getByTestId('invoices-export').getAttribute('href')).toBe('/api/invoices/export.csv?state=overdue');

    await act(() => fireEvent.click(screen.getByTestId('invoice-filter-partner')));
    const kiel = await screen.findByRole('option', { name: 'Stadtwerke Kiel', hidden: true });
    await act(() => fireEvent.click(kiel));
    await waitFor(() =>
      expect(spy.mock.calls.map(([url]) => url)).toContain('/api/invoices?state=overdue&partnerAccountId=7'),
    );
  });

  it('shows a buyer the document with downloads but no seller actions', async () => {
    stubApi('buyer');
    await renderPage('buyer');
    const detail = await openDetail('RE-2026-000042');
    expect(within(detail).getByTestId('invoice-download-pdf').getAttribute('href')).toBe('/api/invoices/42/pdf');
    expect(within(detail).getByTestId('invoice-download-ubl').getAttribute('href')).toBe(
      '/api/invoices/42/xml?syntax=ubl',
    );
    expect(within(detail).getByTestId('invoice-lines').textContent).toContain('107,675 EUR');
    expect(within(detail).getByTestId('invoice-sum-vatTotal').textContent).toContain('4.091,65 EUR');
    expect(within(detail).queryByTestId('invoice-record-payment')).toBeNull();
    expect(within(detail).queryByTestId('invoice-credit-note')).toBeNull();
    expect(screen.queryByTestId('invoices-overdue')).toBeNull();
    expect(screen.queryByTestId('bank-import')).toBeNull();
  });

  it('records a payment in minor units and shows the refusal of the server', async () => {
    const message = 'Die Zahlung übersteigt den offenen Betrag von 25.626,65 EUR.';
    const posted = vi.fn();
    stubApi('seller');
    server.use(recordPayment(apiError(422, 'INVOICE_REFUSED', message), posted));
    await renderPage('seller');
    const detail = await openDetail('RE-2026-000042');
    await act(() => fireEvent.click(within(detail).getByTestId('invoice-record-payment')));
    expect(within(detail).getByTestId('payment-open-amount').textContent).toContain('25.626,65 EUR');
    const amount = within(detail).getByTestId('payment-amount');
    await act(() => fireEvent.change(amount, { target: { value: '1.234,56' } }));
    await act(() => fireEvent.blur(amount));
    await act(() => fireEvent.change(within(detail).getByTestId('payment-date'), { target: { value: '2026-11-27' } }));
    await act(() => fireEvent.click(within(detail).getByTestId('payment-submit')));
    const confirm = await screen.findByTestId('confirm-dialog-confirm');
    await act(() => fireEvent.click(confirm));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(JSON.parse(posted.mock.calls[0]![1].body as string)).toEqual({
      amountMinor: 123_456,
      paidOn: '2026-11-27',
      reference: 'RE-2026-000042',
    });
  });

  it('cancels an invoice only after saying that a credit note cannot be undone; a correction sends litres and price', async () => {
    const posted = vi.fn();
    stubApi('seller');
    server.use(createCreditNote(invoiceDetail(OPEN_INVOICE, true), posted));
    await renderPage('seller');
    const detail = await openDetail('RE-2026-000042');
    await act(() => fireEvent.click(within(detail).getByTestId('invoice-credit-note')));
    await act(() => fireEvent.click(within(detail).getByTestId('credit-note-submit')));
    const dialog = await screen.findByRole('dialog', { name: 'Rechnung stornieren' });
    expect(dialog.textContent).toContain('kann nicht rückgängig gemacht werden');
    await act(() => fireEvent.click(within(dialog).getByTestId('confirm-dialog-confirm')));
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(JSON.parse(posted.mock.calls[0]![1].body as string)).toEqual({ mode: 'full' });

    await act(() => fireEvent.click(within(detail).getByTestId('invoice-credit-note')));
    await act(() => fireEvent.click(within(detail).getByRole('radio', { name: 'Korrektur' })));
    const litres = within(detail).getByTestId('credit-note-litres');
    await act(() => fireEvent.change(litres, { target: { value: '19500' } }));
    const price = within(detail).getByTestId('credit-note-price');
    await act(() => fireEvent.change(price, { target: { value: '105,50' } }));
    await act(() => fireEvent.click(within(detail).getByTestId('credit-note-submit')));
    const confirm = await screen.findByTestId('confirm-dialog-confirm');
    await act(() => fireEvent.click(confirm));
    await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(2));
    expect(JSON.parse(posted.mock.calls[1]![1].body as string)).toEqual({
      mode: 'partial',
      litres: 19_500,
      chargedPriceE4: 1_055_000,
    });
  });

  it('previews a bank statement, then books the matched payments after a confirmation', async () => {
    const posted = vi.fn();
    const preview: BankLinesResult = {
      applied: false,
      matchedCount: 1,
      matchedMinor: 2_562_665,
      lines: [
        {
          row: 2,
          date: '2026-11-27',
          amountMinor: 2_562_665,
          reference: 'RE-2026-000042 Stadtwerke Kiel',
          status: 'matched',
          invoiceNumber: 'RE-2026-000042',
          reason: 'Zahlung wird gebucht.',
        },
        {
          row: 3,
          date: '2026-11-27',
          amountMinor: 10_000,
          reference: 'Miete November',
          status: 'no_number',
          invoiceNumber: null,
          reason: 'Keine Rechnungsnummer im Verwendungszweck.',
        },
      ],
    };
    stubApi('seller');
    server.use(bankLines((body) => ({ ...preview, applied: body.apply }), posted));
    await renderPage('seller');
    const csv = 'Datum;Betrag;Verwendungszweck\n27.11.2026;25626,65;RE-2026-000042 Stadtwerke Kiel\n';
    // jsdom's File has no arrayBuffer(); the browser's has.
    const file = Object.assign(new File([csv], 'konto.csv', { type: 'text/csv' }), {
      arrayBuffer: async () => new TextEncoder().encode(csv).buffer,
    });
    await act(async () => {
      fireEvent.change(screen.getByTestId('bank-file-input'), { target: { files: [file] } });
      await file.arrayBuffer();
    });
    const lines = await screen.findAllByTestId('bank-line');
    expect(lines[0]!.textContent).toContain('Zugeordnet');
    expect(lines[1]!.textContent).toContain('Keine Rechnungsnummer im Verwendungszweck.');
    expect(JSON.parse(posted.mock.calls[0]![1].body as string)).toEqual({ csv, apply: false });

    await act(() => fireEvent.click(screen.getByTestId('bank-apply')));
    const confirm = await screen.findByTestId('confirm-dialog-confirm');
    await act(() => fireEvent.click(confirm));
    await waitFor(() => expect(screen.getByTestId('bank-result').getAttribute('data-applied')).toBe('true'));
    expect(JSON.parse(posted.mock.calls[1]![1].body as string)).toEqual({ csv, apply: true });
    expect(screen.queryByTestId('bank-apply')).toBeNull();
  });
});
