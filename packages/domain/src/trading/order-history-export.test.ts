import { describe, expect, it } from 'vitest';
import type { OrderHistoryRow } from '../contracts/order-history';
import { formatDay } from '../calendar/format';
import { orderHistoryCsv } from './order-history-export';

const row = {
  _id: 1,
  orderId: 'K-2026-100001',
  created: '2026-06-01T22:30:00.000Z',
  buyer: { id: 5, name: 'Heizöl Schmidt GmbH & Co. KG' },
  seller: { id: 1, name: 'Hanseatische Mineralöl Handels GmbH' },
  status: { code: 'COMPLETE', label: 'Abgeschlossen' },
  terminal: { id: 2, name: 'Tanklager Hamburg-Harburg' },
  deliveryAddress: null,
  product: { id: 1, name: 'Heizöl EL schwefelarm', type: 'fuel' },
  price: 98.45,
  invoice: { net: 24612.5, vat: 4676.38, gross: 29288.88, currency: 'EUR' },
  volume: 25,
  collectionRange: { start: '2026-06-02', end: '2026-06-09' },
  paymentPeriod: { creditDays: 30, dueDate: '2026-07-09' },
  purchaseUnit: { label: 'Jan Schmidt', value: 7 },
  additive: null,
} as unknown as OrderHistoryRow;

describe('orderHistoryCsv', () => {
  it('writes German headers, Berlin dates and brand numbers, the counterparty per side, the payment term with its due date', () => {
    const lines = orderHistoryCsv([row], 'buyer', 'A')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toMatch(/^Datum;Auftragsnr\.;Verkäufer;Produkt;/);
    expect(lines[0]).toMatch(/;Zahlungsziel \(Tage\);Fällig am$/);
    // 22:30 UTC on 1 June is 2 June in Berlin.
    expect(lines[1]).toBe(
      '02.06.2026;K-2026-100001;Hanseatische Mineralöl Handels GmbH;Heizöl EL schwefelarm;Tanklager Hamburg-Harburg;;25,000;98,4500;24.612,50;4.676,38;29.288,88;EUR;02.06.2026;09.06.2026;Abgeschlossen;Jan Schmidt;;;;30;09.07.2026',
    );
    const seller = orderHistoryCsv([row], 'seller', 'B')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(seller[0]!.split(';')[2]).toBe('Käufer');
    expect(seller[1]!.split(';')[10]).toBe("29'288.88");
  });

  it('an additive order: its location as address, units, unit and price per unit', () => {
    const additive = {
      ...row,
      terminal: null,
      product: { id: 9, name: 'AdBlue', type: 'additive' },
      additive: {
        units: 12,
        purchaseUnit: { id: 2, name: 'Kanister 20 L', litres: 20 },
        pricePerUnit: 24.9,
        location: {
          _id: 4,
          address: { street: 'Hafenstraße 7', postCode: '28217', city: 'Bremen', county: 'Bremen', country: 'DE' },
        },
      },
    } as OrderHistoryRow;
    const cells = orderHistoryCsv([additive], 'buyer', 'A')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[1]!
      .split(';');
    expect(cells[5]).toBe('Hafenstraße 7, 28217 Bremen');
    expect(cells.slice(-5)).toEqual(['12', 'Kanister 20 L', '24,90', '30', '09.07.2026']);
  });

  it('formatIsoDate', () => {
    expect(formatDay('2026-01-05')).toBe('05.01.2026');
  });
});
