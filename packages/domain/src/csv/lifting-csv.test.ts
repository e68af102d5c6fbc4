import { describe, expect, it } from 'vitest';
import {
  checkLiftingCsv,
  liftingCsvKeys,
  liftingCsvTemplate,
  readLiftingCsvCells,
  type LiftingCsvOrder,
} from './lifting-csv';

const order = (over: Partial<LiftingCsvOrder> = {}): LiftingCsvOrder => ({
  orderId: 41,
  contractNumber: 'K-2026-100041',
  market: 'SPOT',
  status: 'CONFIRMED',
  orderedLitres: 30_000,
  liftedLitres: 0,
  toleranceBp: 200,
  buyerAccountId: 7,
  buyerName: 'Stadtwerke Kiel',
  productName: 'Diesel B7',
  ...over,
});

describe('liftings CSV', () => {
  it('reads a row as the lifting form does: the terminal clock in the brand zone, numbers in the brand format', () => {
    const text = [
      'Vertragsnummer,Lieferschein,Datum,Uhrzeit,Menge 15 °C,Temperatur,Dichte,Fahrzeug',
      "K-2026-100041,BOL-1,20.11.2026,7:30,30'000,9.5,0.8451,ZH 123",
    ].join('\n');
    const cells = readLiftingCsvCells(text, 'B');
    expect(cells.problems).toEqual([]);
    expect(cells.separator).toBe(',');
    expect(cells.rows[0]).toMatchObject({
      contractNumber: 'K-2026-100041',
      request: {
        bolNumber: 'BOL-1',
        liftedAt: '2026-11-20T06:30:00.000Z',
        litres15: 30_000,
        temperatureC: 9.5,
        densityKgL: 0.8451,
        vehicleRef: 'ZH 123',
      },
      problems: [],
    });
    expect(liftingCsvKeys(cells)).toEqual({ contractNumbers: ['K-2026-100041'], bolNumbers: ['BOL-1'] });
  });

  it('refuses a file without the required columns', () => {
    const cells = readLiftingCsvCells('Vertragsnummer;Datum\nK-1;20.11.2026\n', 'A');
    expect(cells.problems.map((p) => p.message)).toEqual([
      'Es fehlen die Spalten „Lieferscheinnummer“, „Uhrzeit“, „Menge 15 °C (L)“. Bitte verwenden Sie die Spaltenüberschriften der Vorlage.',
    ]);
  });

  it('checks rows in file order: a complete order takes no more, the summary names buyer, product and litres', () => {
    const text = [
      'Vertragsnummer;Lieferscheinnummer;Datum;Uhrzeit;Menge 15 °C (L)',
      'K-2026-100041;A;20.11.2026;07:30;29.500',
      'K-2026-100041;B;20.11.2026;08:30;100',
    ].join('\n');
    const reading = checkLiftingCsv(readLiftingCsvCells(text, 'A'), {
      brand: 'A',
      orders: [order()],
      takenBols: [],
    });
    expect(reading.rows[0]).toMatchObject({
      orderId: 41,
      buyerAccountId: 7,
      reference: 'K-2026-100041',
      summary: 'Stadtwerke Kiel · Diesel B7 · 29.500 L · Lieferscheinnummer A',
      problems: [],
    });
    expect(reading.rows[1]!.problems).toEqual([
      { row: 3, column: 'Vertragsnummer', message: 'Die Bestellung ist bereits vollständig verladen.' },
    ]);
    expect(reading.rows[1]!.request).toBeNull();
  });

  it('the template: one example row in the brand format', () => {
    const csv = liftingCsvTemplate({ brand: 'B', today: '2026-11-20', contractNumber: 'K-2026-100041' });
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Vertragsnummer;Lieferscheinnummer;Datum;Uhrzeit;Menge 15 °C (L);Menge Umgebung (L);Temperatur (°C);Dichte (kg/L);Fahrzeug',
      "K-2026-100041;BOL-4711;20.11.2026;07:30;30'000;30'110;9.5;0.845;HH-FM 123",
      '',
    ]);
  });
});
