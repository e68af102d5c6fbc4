import { describe, expect, it } from 'vitest';
import { invoiceFor } from '../pricing/money';
import {
  creditInUseMinor,
  entriesForCreditNote,
  entriesForInvoice,
  entriesForOrderClosedShort,
  entriesForOrderPlaced,
  entriesForPayment,
  reservationShareMinor,
  type CreditEntry,
  type LedgerOrder,
} from './credit-ledger';

/** 30,000 L heating oil at 98.46 EUR/100 L, 19 %: gross 35,150.22. */
const order: LedgerOrder = { orderId: 7, litres: 30_000, chargedPriceE4: 984_600, vatRateBp: 1900 };
const grossOf = (litres: number) => invoiceFor(litres, order.chargedPriceE4, order.vatRateBp).grossMinor;

describe('credit ledger', () => {
  it('an order reserves its gross', () => {
    expect(entriesForOrderPlaced(order)).toEqual([
      { kind: 'reservation', amountMinor: 3_515_022, orderId: 7, invoiceNumber: null },
    ]);
  });

  it('an order fully lifted, invoiced and paid in two parts ends at 0 in use', () => {
    const ledger: CreditEntry[] = [...entriesForOrderPlaced(order)];
    ledger.push(
      ...entriesForInvoice(order, {
        number: 'RE-2026-000042',
        litres: 30_000,
        grossMinor: 3_515_022,
        invoicedLitresBefore: 0,
      }),
    );
    expect(ledger.slice(1)).toEqual([
      { kind: 'posting', amountMinor: -3_515_022, orderId: 7, invoiceNumber: 'RE-2026-000042' },
      { kind: 'posting', amountMinor: 3_515_022, orderId: 7, invoiceNumber: 'RE-2026-000042' },
    ]);
    expect(creditInUseMinor(ledger)).toBe(3_515_022);
    ledger.push(...entriesForPayment({ invoiceNumber: 'RE-2026-000042', orderId: 7, amountMinor: 2_000_000 }));
    expect(creditInUseMinor(ledger)).toBe(1_515_022);
    ledger.push(...entriesForPayment({ invoiceNumber: 'RE-2026-000042', orderId: 7, amountMinor: 1_515_022 }));
    expect(creditInUseMinor(ledger)).toBe(0);
  });

  it('three liftings whose grosses add up to 2 cents less than the order’s: the shares still release the reservation exactly', () => {
    // 3 L, 5 L and 29,992 L invoiced alone come to 3.51 + 5.85 + 35,140.84 = 35,150.20, two cents short
    const cuts = [3, 5, 29_992];
    expect(cuts.map(grossOf)).toEqual([351, 585, 3_514_084]);
    const ledger: CreditEntry[] = [...entriesForOrderPlaced(order)];
    let before = 0;
    cuts.forEach((litres, i) => {
      const number = `RE-2026-00010${i}`;
      const gross = grossOf(litres);
      ledger.push(...entriesForInvoice(order, { number, litres, grossMinor: gross, invoicedLitresBefore: before }));
      ledger.push(...entriesForPayment({ invoiceNumber: number, orderId: 7, amountMinor: gross }));
      before += litres;
    });
    const shares = cuts.map((litres, i) =>
      reservationShareMinor(
        order,
        cuts.slice(0, i).reduce((a, b) => a + b, 0),
        litres,
      ),
    );
    expect(shares.reduce((a, b) => a + b, 0)).toBe(3_515_022);
    expect(creditInUseMinor(ledger)).toBe(0);
  });

  it('a partly lifted order closed short releases the rest and ends at 0', () => {
    const ledger: CreditEntry[] = [...entriesForOrderPlaced(order)];
    ledger.push(
      ...entriesForInvoice(order, {
        number: 'RE-2026-000042',
        litres: 20_000,
        grossMinor: grossOf(20_000),
        invoicedLitresBefore: 0,
      }),
    );
    // 20,000 L: 19,692.00 net + 3,741.48 VAT = 23,433.48; reservation left 35,150.22 - 23,433.48 = 11,716.74
    expect(creditInUseMinor(ledger)).toBe(3_515_022);
    const closed = entriesForOrderClosedShort(order, 20_000);
    expect(closed).toEqual([{ kind: 'release', amountMinor: -1_171_674, orderId: 7, invoiceNumber: null }]);
    ledger.push(...closed);
    expect(creditInUseMinor(ledger)).toBe(2_343_348);
    ledger.push(...entriesForPayment({ invoiceNumber: 'RE-2026-000042', orderId: 7, amountMinor: 2_343_348 }));
    expect(creditInUseMinor(ledger)).toBe(0);
  });

  it('an order lifted in full releases nothing when closed, and litres over the order take over no more reservation', () => {
    expect(entriesForOrderClosedShort(order, 30_000)).toEqual([]);
    expect(entriesForOrderClosedShort(order, 30_600)).toEqual([]);
    expect(reservationShareMinor(order, 0, 30_600)).toBe(3_515_022);
    expect(reservationShareMinor(order, 30_000, 600)).toBe(0);
    const ledger = [
      ...entriesForOrderPlaced(order),
      ...entriesForInvoice(order, {
        number: 'RE-2026-000042',
        litres: 30_600,
        grossMinor: grossOf(30_600),
        invoicedLitresBefore: 0,
      }),
    ];
    expect(creditInUseMinor(ledger)).toBe(grossOf(30_600));
  });

  it('a credit note releases its gross: invoice, 585.84 credited, the rest paid is 0 in use', () => {
    const ledger = [
      ...entriesForOrderPlaced(order),
      ...entriesForInvoice(order, {
        number: 'RE-2026-000042',
        litres: 30_000,
        grossMinor: 3_515_022,
        invoicedLitresBefore: 0,
      }),
      ...entriesForCreditNote({ invoiceNumber: 'RE-2026-000042', orderId: 7, grossMinor: 58_584 }),
    ];
    expect(ledger.at(-1)).toEqual({
      kind: 'release',
      amountMinor: -58_584,
      orderId: 7,
      invoiceNumber: 'RE-2026-000042',
    });
    expect(creditInUseMinor(ledger)).toBe(3_456_438);
    ledger.push(...entriesForPayment({ invoiceNumber: 'RE-2026-000042', orderId: 7, amountMinor: 3_456_438 }));
    expect(creditInUseMinor(ledger)).toBe(0);
  });

  it('refuses releases of nothing or less', () => {
    expect(() => entriesForPayment({ invoiceNumber: 'RE-2026-000042', orderId: 7, amountMinor: 0 })).toThrow(
      RangeError,
    );
    expect(() => entriesForCreditNote({ invoiceNumber: 'RE-2026-000042', orderId: 7, grossMinor: -1 })).toThrow(
      RangeError,
    );
  });
});
