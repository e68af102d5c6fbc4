import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { AccountRankingStats, ProductVolumeStats } from '@fuel/domain/contracts/statistics';
import { createI18n } from '../../i18n/i18n';
import { bucketAxisLabel, bucketLabel } from './bucket-label';
import { csvFileName, rankingCsv, volumeCsv } from './statistics-csv';

let t: TFunction;
beforeAll(async () => {
  t = (await createI18n('de')).t;
});

const ranking: AccountRankingStats = {
  statType: 'ACCOUNT_RANKING',
  counterparty: 'seller',
  range: null,
  filtered: false,
  markets: ['FUEL'],
  rows: [
    { position: 1, accountId: 4, accountName: 'Nordöl GmbH; Hamburg', orders: 1200, volume: 1234.5 },
    { position: 2, accountId: 5, accountName: '=HYPERLINK("x")', orders: 3, volume: 0.25 },
  ],
  total: { orders: 1203, volume: 1234.75 },
  additives: { rows: [], total: { orders: 0, litres: 0, units: [] } },
};

const fass = { id: 3, name: 'Fass 200 L' };
const bulk = { id: 5, name: 'Lose Ware (je Liter)' };

const volume: ProductVolumeStats = {
  statType: 'PRODUCT_VOLUME',
  counterparty: 'seller',
  range: { from: '2026-11-23', to: '2026-11-25' },
  filtered: true,
  bucket: 'DAY',
  markets: ['FUEL'],
  products: [
    { id: 2, name: 'Diesel B7', orders: 2, volume: 30 },
    { id: 3, name: 'Heizöl EL', orders: 1, volume: 12.5 },
  ],
  buckets: [
    { start: '2026-11-23', end: '2026-11-23', volumes: [{ productId: 2, volume: 30 }], total: 30 },
    { start: '2026-11-24', end: '2026-11-24', volumes: [], total: 0 },
    { start: '2026-11-25', end: '2026-11-25', volumes: [{ productId: 3, volume: 12.5 }], total: 12.5 },
  ],
  total: { orders: 3, volume: 42.5 },
  additives: { products: [], buckets: [], total: { orders: 0, litres: 0, units: [] } },
};

describe('ranking CSV', () => {
  it('starts with a byte order mark, separates by ";" and writes numbers in the brand format', () => {
    const csv = rankingCsv(ranking, t, 'A');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Platz;Verkäufer;Bestellungen;Volumen (cbm)',
      '1;"Nordöl GmbH; Hamburg";1.200;1.234,500',
      `2;"'=HYPERLINK(""x"")";3;0,250`,
      'Gesamtvolumen;;1.203;1.234,750',
      '',
    ]);
  });

  it("uses brand B's apostrophe and the buyer header for a seller's ranking", () => {
    const csv = rankingCsv({ ...ranking, counterparty: 'buyer' }, t, 'B');
    expect(csv).toContain('Platz;Käufer;Bestellungen;Volumen (cbm)\r\n');
    expect(csv).toContain('1;"Nordöl GmbH; Hamburg";1\'200;1\'234.500\r\n');
  });
});

describe('additive figures in the CSV (decision 052)', () => {
  const additives = {
    rows: [
      {
        position: 1,
        accountId: 7,
        accountName: 'Zwei Logistik AG',
        orders: 2,
        litres: 45_761,
        units: [{ purchaseUnit: bulk, units: 45_761 }],
      },
      {
        position: 2,
        accountId: 8,
        accountName: 'Eins Transporte GmbH',
        orders: 1,
        litres: 400,
        units: [{ purchaseUnit: fass, units: 2 }],
      },
    ],
    total: {
      orders: 3,
      litres: 46_161,
      units: [
        { purchaseUnit: fass, units: 2 },
        { purchaseUnit: bulk, units: 45_761 },
      ],
    },
  };

  it('writes the additive ranking in litres and units, never as cbm, after the fuel ranking', () => {
    const csv = rankingCsv({ ...ranking, markets: ['FUEL', 'ADDITIVE'], additives }, t, 'A');
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Platz;Verkäufer;Bestellungen;Volumen (cbm)',
      '1;"Nordöl GmbH; Hamburg";1.200;1.234,500',
      `2;"'=HYPERLINK(""x"")";3;0,250`,
      'Gesamtvolumen;;1.203;1.234,750',
      '',
      'Platz;Verkäufer;Bestellungen;Menge (L);Einheiten',
      '1;Zwei Logistik AG;2;45.761;45.761 × Lose Ware (je Liter)',
      '2;Eins Transporte GmbH;1;400;2 × Fass 200 L',
      'Gesamtmenge Additive;;3;46.161;2 × Fass 200 L · 45.761 × Lose Ware (je Liter)',
      '',
    ]);
  });

  it('an additive-only seller gets no fuel table at all', () => {
    const csv = rankingCsv(
      { ...ranking, rows: [], total: { orders: 0, volume: 0 }, markets: ['ADDITIVE'], additives },
      t,
      'A',
    );
    expect(csv).not.toContain('cbm');
    expect(csv.slice(1).split('\r\n')[0]).toBe('Platz;Verkäufer;Bestellungen;Menge (L);Einheiten');
  });

  it('writes the additive product volume in litres with a units line', () => {
    const stats: ProductVolumeStats = {
      ...volume,
      markets: ['ADDITIVE'],
      products: [],
      buckets: [],
      total: { orders: 0, volume: 0 },
      range: { from: '2026-11-20', to: '2026-11-20' },
      additives: {
        products: [{ id: 9, name: 'AdBlue', orders: 3, litres: 46_161, units: additives.total.units }],
        buckets: [
          { start: '2026-11-20', end: '2026-11-20', litres: [{ productId: 9, litres: 46_161 }], total: 46_161 },
        ],
        total: additives.total,
      },
    };
    expect(volumeCsv(stats, t, 'A').slice(1).split('\r\n')).toEqual([
      'Von;Bis;AdBlue (L);Gesamt (L)',
      '20.11.2026;20.11.2026;46.161;46.161',
      'Gesamt;;46.161;46.161',
      'Einheiten;;2 × Fass 200 L · 45.761 × Lose Ware (je Liter);2 × Fass 200 L · 45.761 × Lose Ware (je Liter)',
      '',
    ]);
  });
});

describe('product volume CSV', () => {
  it('has one line per bucket with a column per product, empty days as 0, and the totals', () => {
    expect(volumeCsv(volume, t, 'A').slice(1).split('\r\n')).toEqual([
      'Von;Bis;Diesel B7 (cbm);Heizöl EL (cbm);Gesamt (cbm)',
      '23.11.2026;23.11.2026;30,000;0,000;30,000',
      '24.11.2026;24.11.2026;0,000;0,000;0,000',
      '25.11.2026;25.11.2026;0,000;12,500;12,500',
      'Gesamt;;30,000;12,500;42,500',
      '',
    ]);
  });

  it('names the file after the report and the day', () => {
    expect(csvFileName('rangliste', '2026-11-25')).toBe('rangliste-2026-11-25.csv');
  });
});

describe('bucket labels', () => {
  it('labels days, weeks and months', () => {
    expect(bucketAxisLabel('DAY', { start: '2026-03-29', end: '2026-03-29' })).toBe('29. Mär.');
    expect(bucketAxisLabel('WEEK', { start: '2026-11-16', end: '2026-11-22' })).toBe('16. Nov.');
    expect(bucketAxisLabel('MONTH', { start: '2026-10-01', end: '2026-10-31' })).toBe('Okt. 2026');
    expect(bucketLabel('DAY', { start: '2026-10-25', end: '2026-10-25' })).toBe('25.10.2026');
    expect(bucketLabel('WEEK', { start: '2026-11-16', end: '2026-11-22' })).toBe('16.11.2026 – 22.11.2026');
    expect(bucketLabel('MONTH', { start: '2026-02-01', end: '2026-02-28' })).toBe('Feb. 2026');
    expect(bucketLabel('MONTH', { start: '2024-02-01', end: '2024-02-29' })).toBe('Feb. 2024');
    // A month cut by the period shows its days.
    expect(bucketLabel('MONTH', { start: '2025-11-25', end: '2025-11-30' })).toBe('25.11.2025 – 30.11.2025');
  });
});
