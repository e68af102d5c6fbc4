// The CSV export of the order history (issue 3 part 7): German headers, ";" separator, dates as
// DD.MM.YYYY and numbers in the brand's format, built from the same rows the list shows.
import type { BrandId } from '../contracts/identity';
import type { OrderHistoryRow } from '../contracts/order-history';
import { BRANDS } from '../brands/brands';
import { spellForLocale } from '../brands/spelling';
import { csvFile, toCsvRecords } from '../formats/csv';
import { formatDate } from '../formats/date';
import { formatDay } from '../calendar/format';
import { formatNumber } from '../formats/number';
import type { OrderSide } from './order-status';
import { shownPriceDecimals } from '../pricing/money';

/** The account on the other side of an order: the seller for a buyer, the buyer for a seller. */
export const counterpartyOf = (row: Pick<OrderHistoryRow, 'buyer' | 'seller'>, side: OrderSide) =>
  side === 'buyer' ? row.seller : row.buyer;

export function orderHistoryCsvHeader(side: OrderSide): string[] {
  return [
    'Datum',
    'Auftragsnr.',
    side === 'buyer' ? 'Verkäufer' : 'Käufer',
    'Produkt',
    'Terminal',
    'Lieferadresse',
    'Menge (cbm)',
    'Preis (pro 100 L)',
    'Netto',
    'MwSt.',
    'Rechnungsbetrag',
    'Währung',
    'Abholzeitraum von',
    'Abholzeitraum bis',
    'Status',
    'Besteller',
    // Additive orders (issue 17): how many of which unit at which price; empty for fuel.
    'Anzahl Einheiten',
    'Gebinde',
    'Preis pro Einheit',
    // The order's one payment term (decision 050).
    'Zahlungsziel (Tage)',
    'Fällig am',
  ];
}

/** A fuel order's delivery address, or an additive order's location. */
function addressOf(r: OrderHistoryRow): string {
  const location = r.additive?.location?.address;
  if (location) return `${location.street}, ${location.postCode} ${location.city}`;
  return r.deliveryAddress ? `${r.deliveryAddress.street}, ${r.deliveryAddress.zipCode} ${r.deliveryAddress.city}` : '';
}

/** The whole file, with a byte order mark so spreadsheets read umlauts correctly. */
export function orderHistoryCsv(rows: OrderHistoryRow[], side: OrderSide, brand: BrandId): string {
  return orderHistoryCsvHead(side, brand) + orderHistoryCsvRows(rows, side, brand);
}

/** The start of the file: byte order mark and header line (a streamed export sends it first). */
export function orderHistoryCsvHead(side: OrderSide, brand: BrandId): string {
  // Brand B's file reads Swiss ("MWST"), as its screens do.
  const header = orderHistoryCsvHeader(side).map((title) => spellForLocale(BRANDS[brand].locale, title));
  return csvFile([{ header, rows: [] }]);
}

/** Records of some rows, each ending in CRLF: the file is the head followed by these, batch after batch. */
export function orderHistoryCsvRows(rows: OrderHistoryRow[], side: OrderSide, brand: BrandId): string {
  const n = (value: number, decimals: number) => formatNumber(value, { brand, decimals });
  const body = rows.map((r) => [
    formatDate(r.created),
    r.orderId,
    counterpartyOf(r, side).name,
    r.product.name,
    r.terminal?.name ?? '',
    addressOf(r),
    n(r.volume, 3),
    n(r.price, 4),
    n(r.invoice.net, 2),
    n(r.invoice.vat, 2),
    n(r.invoice.gross, 2),
    r.invoice.currency,
    formatDay(r.collectionRange.start),
    formatDay(r.collectionRange.end),
    r.status.label,
    r.purchaseUnit.label,
    r.additive ? n(r.additive.units, 0) : '',
    r.additive?.purchaseUnit.name ?? '',
    // As charged, with the decimals it has (0,365, never 0,37: issue 24).
    r.additive ? n(r.additive.pricePerUnit, shownPriceDecimals(r.additive.pricePerUnit)) : '',
    n(r.paymentPeriod.creditDays, 0),
    formatDay(r.paymentPeriod.dueDate),
  ]);
  return toCsvRecords(body);
}
