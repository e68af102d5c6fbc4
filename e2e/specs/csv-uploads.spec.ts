import { OFFER_CSV_COLUMNS } from '@fuel/domain/csv/offer-csv';
import { expect, test } from '../support/test';
import { userPage } from '../support/users';

// Issue 18 parts 1, 3 and 7: a seller uploads a 10-row offers CSV with one error, sees the preview with
// the error, uploads the corrected file, applies it and finds the offers in the list. Rhein-Ruhr
// (verkaeufer-rhein) adds ten active offers at Köln-Godorf with prices no other spec uses.

/** "DD.MM.YYYY" of today + days in Berlin: the offer must not end in the past. */
function germanDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(d);
}

/** Ten offers with prices base,10 ... base,19; row `badIndex` (if any) asks for a minimum above the maximum. */
function offersCsv(base: number, badIndex: number | null): string {
  const row = (i: number) => {
    const cells: Record<string, string> = {
      Produkt: 'Diesel B7',
      Terminal: 'Tanklager Köln-Godorf',
      'Gesamtmenge (cbm)': '300',
      'Mindestmenge (cbm)': i === badIndex ? '80' : '5',
      'Höchstmenge (cbm)': '50',
      Preisart: 'Fest',
      Preis: `${base},${10 + i}`,
      Preiseinheit: '100L15',
      Angebotsbeginn: germanDate(0),
      Angebotsende: germanDate(30),
      Startzeit: '00:00',
      Endzeit: '23:59',
      Abholzeitraum: '14 Tage',
    };
    return OFFER_CSV_COLUMNS.map((c) => cells[c.header] ?? '').join(';');
  };
  return (
    [OFFER_CSV_COLUMNS.map((c) => c.header).join(';'), ...Array.from({ length: 10 }, (_, i) => row(i))].join('\r\n') +
    '\r\n'
  );
}

test('a seller uploads offers by CSV: preview with the error, corrected file, apply, offers in the list', async ({
  browser,
}) => {
  test.slow();
  const base = 300 + (Date.now() % 90);
  const seller = await userPage(browser, 'verkaeufer-rhein', { at: '/meine-angebote' });
  await seller.getByTestId('offers-csv-upload').click();
  await expect(seller).toHaveURL(/\/meine-angebote\/csv-upload$/);
  await expect(seller.getByRole('heading', { name: 'CSV-Upload Angebote' })).toBeVisible();
  await expect(seller.getByTestId('csv-template')).toHaveAttribute('href', '/api/csv-uploads/offers/template');

  // One bad row: the preview names the file, the row and the column with the form's reason; nothing to apply.
  const file = (text: string) => ({ name: 'angebote.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await seller.getByTestId('csv-file-input').setInputFiles(file(offersCsv(base, 4)));
  const preview = seller.getByTestId('csv-preview');
  await expect(preview.getByRole('alert')).toContainText('Die Datei „angebote.csv“ kann nicht übernommen werden');
  await expect(preview.getByRole('alert')).toContainText('Vorlage herunterladen');
  const badRow = preview.locator('[data-testid="csv-preview-row"][data-row="6"]');
  await expect(badRow).toContainText('Mindestmenge (cbm)');
  await expect(badRow).toContainText('Die Mindestmenge darf nicht größer als die Höchstmenge sein.');
  await expect(seller.getByTestId('csv-apply')).toBeDisabled();

  // The corrected file: ten new offers, applied after the confirmation.
  await seller.getByTestId('csv-file-input').setInputFiles(file(offersCsv(base, null)));
  await expect(preview.getByTestId('csv-count-create')).toHaveText('Neu: 10');
  await expect(preview.getByText('kann nicht übernommen werden')).toHaveCount(0);
  await seller.getByTestId('csv-apply').click();
  const dialog = seller.getByRole('dialog', { name: 'CSV-Datei übernehmen?' });
  await expect(dialog).toContainText('10 neu, 0 ändern, 0 löschen');
  await dialog.getByTestId('confirm-dialog-confirm').click();
  await expect(seller.getByTestId('csv-applied')).toHaveText(
    '„angebote.csv“ übernommen: 10 neu, 0 geändert, 0 gelöscht.',
  );
  const history = seller.getByTestId('csv-history-row').first();
  await expect(history).toContainText('angebote.csv');
  await expect(history.getByTestId('csv-history-file')).toHaveAttribute(
    'href',
    /\/api\/csv-uploads\/offers\/\d+\/file$/,
  );

  // The offers are in the list (newest first, active).
  await seller.getByRole('link', { name: 'Zurück zu Meine Angebote' }).click();
  const table = seller.getByTestId('offer-table');
  for (let i = 0; i < 10; i++) await expect(table.getByText(`${base},${10 + i} EUR / 100 L`)).toHaveCount(1);
});
