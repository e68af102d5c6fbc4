// The credit limits CSV (issue 18 part 2, decision 044): one row per buyer (by customer number, or by
// name), with credit limit, payment term and one "Kredittage <Produkt>" column per product (empty =
// the product is not allowed). A file without a product's column leaves that product as it is.
// Each row is checked by the buyer terms form's own rules (contracts/buyer-terms-input).
import { z } from 'zod';
import type { BrandId } from '../contracts/identity';
import { BUYER_TERMS_LABELS, buyerTermsFields } from '../contracts/buyer-terms-input';
import { ERROR_MESSAGES } from '../errors/messages';
import { CSV_BOM, toCsv } from '../formats/csv';
import { formatMoney } from '../formats/number';
import type { Currency } from '../formats/number';
import { parseCsvTable, problemsByRow, type CsvColumn, type CsvProblem, type CsvRowAction } from './csv-file';
import { plainNumber, readCsvChoice, readCsvNumber } from './csv-cells';

export const CREDIT_LIMIT_CSV_HEADERS = {
  customerNumber: 'Kundennummer',
  buyer: 'Käufer',
  creditLimit: BUYER_TERMS_LABELS.creditLimit,
  paymentTerm: BUYER_TERMS_LABELS.paymentTerm,
} as const;
const creditDaysHeader = (productName: string) => `${BUYER_TERMS_LABELS.creditDays} ${productName}`;

export const CREDIT_LIMIT_CSV_MESSAGES = {
  buyerRequired: 'Bitte Kundennummer oder Käufer angeben.',
  unknownCustomer: (n: string) => `Kundennummer ${n} gehört zu keinem Ihrer Käufer.`,
  unknownBuyer: (name: string) => `„${name}“ ist keiner Ihrer Käufer.`,
  ambiguousBuyer: (name: string) => `Mehrere Ihrer Käufer heißen „${name}“: bitte die Kundennummer angeben.`,
  numberAndNameDiffer: (n: string, name: string) => `Kundennummer ${n} gehört nicht zu „${name}“.`,
  duplicateBuyer: (name: string) => `${name} kommt in der Datei mehrfach vor.`,
  closed: ERROR_MESSAGES.BUYER_TERMS_CLOSED,
} as const;

type ProductTerms = { productId: number; creditDays: number; dailyLimitCbm: number | null };

/** A buyer of the seller with the current terms (what a row may name and what it changes). */
export type CreditLimitCsvBuyer = {
  relationshipId: number;
  buyerAccountId: number;
  name: string;
  /** Terms may be set (not declined or disabled by the seller, enabled by the buyer). */
  open: boolean;
  creditLimit: number | null;
  paymentTermId: number | null;
  terminalIds: number[];
  products: ProductTerms[];
};

export type CreditLimitCsvContext = {
  brand: BrandId;
  currency: Currency;
  buyers: readonly CreditLimitCsvBuyer[];
  paymentTerms: readonly { id: number; code: string; label: string }[];
  products: readonly { id: number; code: string; name: string }[];
};

/** The new terms of one buyer, as the terms form sends them. */
export type CreditLimitTerms = { creditLimit: number; paymentTermId: number; terminalIds: number[]; products: ProductTerms[] };

export type CreditLimitCsvRow = {
  row: number;
  action: CsvRowAction;
  relationshipId: number | null;
  /** The buyer's customer number. */
  reference: string | null;
  terms: CreditLimitTerms | null;
  summary: string;
  problems: CsvProblem[];
};

export type CreditLimitCsvReading = { separator: ';' | ','; rows: CreditLimitCsvRow[]; problems: CsvProblem[] };

type Key = 'customerNumber' | 'buyer' | 'creditLimit' | 'paymentTerm' | `days:${number}`;

export function creditLimitCsvColumns(products: CreditLimitCsvContext['products']): CsvColumn<Key>[] {
  return [
    { key: 'customerNumber', header: CREDIT_LIMIT_CSV_HEADERS.customerNumber },
    { key: 'buyer', header: CREDIT_LIMIT_CSV_HEADERS.buyer },
    { key: 'creditLimit', header: CREDIT_LIMIT_CSV_HEADERS.creditLimit, required: true },
    { key: 'paymentTerm', header: CREDIT_LIMIT_CSV_HEADERS.paymentTerm, required: true },
    ...products.map((p) => ({ key: `days:${p.id}` as const, header: creditDaysHeader(p.name), aliases: [creditDaysHeader(p.code)] })),
  ];
}

/** The form's rules for the terms' fields. */
const TermsSchema = z.object(buyerTermsFields);

const sameTerms = (a: CreditLimitTerms, b: CreditLimitCsvBuyer) =>
  a.creditLimit === b.creditLimit &&
  a.paymentTermId === b.paymentTermId &&
  JSON.stringify([...a.products].sort((x, y) => x.productId - y.productId)) === JSON.stringify([...b.products].sort((x, y) => x.productId - y.productId));

/** Reads a credit limits CSV: per row the buyer, the new terms and every problem with its column. */
export function readCreditLimitCsv(text: string, ctx: CreditLimitCsvContext): CreditLimitCsvReading {
  const columns = creditLimitCsvColumns(ctx.products);
  const header = Object.fromEntries(columns.map((c) => [c.key, c.header])) as Record<Key, string>;
  const table = parseCsvTable(text, columns);
  const fileProblems = table.problems.filter((p) => p.row <= 1);
  if (fileProblems.length === 0 && !table.columns.includes('customerNumber') && !table.columns.includes('buyer')) {
    fileProblems.push({ row: 1, column: null, message: `Es fehlt die Spalte „${header.customerNumber}“ oder „${header.buyer}“.` });
  }
  if (fileProblems.length > 0) return { separator: table.separator, rows: [], problems: fileProblems };
  const productColumns = ctx.products.filter((p) => table.columns.includes(`days:${p.id}`));
  const seen = new Set<number>();
  const shapeProblems = problemsByRow(table.problems);

  const rows = table.rows.map((r): CreditLimitCsvRow => {
    const problems: CsvProblem[] = [...(shapeProblems.get(r.row) ?? [])];
    const add = (key: Key | null, message: string) => {
      const column = key === null ? null : header[key];
      if (!problems.some((p) => p.column === column && column !== null)) problems.push({ row: r.row, column, message });
    };
    const buyer = findBuyer(r.cells.customerNumber?.trim() ?? '', r.cells.buyer?.trim() ?? '', ctx, add);
    if (buyer && seen.has(buyer.relationshipId)) add(null, CREDIT_LIMIT_CSV_MESSAGES.duplicateBuyer(buyer.name));
    if (buyer) seen.add(buyer.relationshipId);
    if (buyer && !buyer.open) add(null, CREDIT_LIMIT_CSV_MESSAGES.closed);

    const limit = readCsvNumber(r.cells.creditLimit, header.creditLimit, { brand: ctx.brand, decimals: 2 });
    if (!limit.ok) add('creditLimit', limit.message);
    const term = readCsvChoice(r.cells.paymentTerm, header.paymentTerm, ctx.paymentTerms, (t) => [t.label, t.code]);
    if (!term.ok) add('paymentTerm', term.message);
    // Products without a column keep their terms; with an empty cell they are no longer allowed.
    const kept = (buyer?.products ?? []).filter((p) => !productColumns.some((c) => c.id === p.productId));
    const listed = productColumns.flatMap((p): ProductTerms[] => {
      const key = `days:${p.id}` as const;
      const days = readCsvNumber(r.cells[key], header[key], { brand: ctx.brand, decimals: 0 });
      if (!days.ok) add(key, days.message);
      if (!days.ok || days.value === null) return [];
      const dailyLimitCbm = buyer?.products.find((x) => x.productId === p.id)?.dailyLimitCbm ?? null;
      return [{ productId: p.id, creditDays: days.value, dailyLimitCbm }];
    });
    const values = {
      creditLimit: limit.ok ? (limit.value ?? undefined) : undefined,
      paymentTermId: term.ok ? term.value?.id : undefined,
      terminalIds: buyer?.terminalIds ?? [],
      products: [...kept, ...listed],
    };
    const parsed = TermsSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const productKey = field === 'products' && typeof index === 'number' ? (`days:${values.products[index]?.productId}` as const) : null;
        add(field === 'creditLimit' ? 'creditLimit' : field === 'paymentTermId' ? 'paymentTerm' : productKey && productKey in header ? productKey : null, issue.message);
      }
    }
    const terms = parsed.success && problems.length === 0 && buyer ? parsed.data : null;
    const summary = buyer
      ? [buyer.name, values.creditLimit === undefined ? '' : formatMoney(values.creditLimit, { brand: ctx.brand, currency: ctx.currency }), term.ok ? (term.value?.label ?? '') : '']
          .filter(Boolean)
          .join(' · ')
      : '';
    const action: CsvRowAction = !buyer || buyer.creditLimit === null ? 'create' : parsed.success && sameTerms(parsed.data, buyer) ? 'unchanged' : 'update';
    return { row: r.row, action, relationshipId: buyer?.relationshipId ?? null, reference: buyer ? String(buyer.buyerAccountId) : null, terms, summary, problems };
  });
  return { separator: table.separator, rows, problems: [...table.problems.filter((p) => p.row === 0), ...rows.flatMap((r) => r.problems)] };
}

/** The buyer a row names: by customer number (the account number), by name, or both (they must agree). */
function findBuyer(number: string, name: string, ctx: CreditLimitCsvContext, add: (key: Key | null, message: string) => void): CreditLimitCsvBuyer | null {
  if (number === '' && name === '') {
    add(null, CREDIT_LIMIT_CSV_MESSAGES.buyerRequired);
    return null;
  }
  if (number !== '') {
    const byNumber = ctx.buyers.find((b) => String(b.buyerAccountId) === number.replace(/^0+/, ''));
    if (!byNumber) add('customerNumber', CREDIT_LIMIT_CSV_MESSAGES.unknownCustomer(number));
    else if (name !== '' && byNumber.name.toLocaleLowerCase('de-DE') !== name.toLocaleLowerCase('de-DE')) add('buyer', CREDIT_LIMIT_CSV_MESSAGES.numberAndNameDiffer(number, name));
    return byNumber ?? null;
  }
  const byName = ctx.buyers.filter((b) => b.name.toLocaleLowerCase('de-DE') === name.toLocaleLowerCase('de-DE'));
  if (byName.length === 0) add('buyer', CREDIT_LIMIT_CSV_MESSAGES.unknownBuyer(name));
  if (byName.length > 1) add('buyer', CREDIT_LIMIT_CSV_MESSAGES.ambiguousBuyer(name));
  return byName.length === 1 ? byName[0]! : null;
}

/** The template: German headers, the seller's open buyers with their current terms (or one example row). */
export function creditLimitCsvTemplate(ctx: CreditLimitCsvContext): string {
  const columns = creditLimitCsvColumns(ctx.products);
  const open = ctx.buyers.filter((b) => b.open);
  const termLabel = (id: number | null) => ctx.paymentTerms.find((t) => t.id === id)?.label ?? '';
  const rows: string[][] =
    open.length > 0
      ? open.map((b) => [
          String(b.buyerAccountId),
          b.name,
          b.creditLimit === null ? '' : plainNumber(b.creditLimit, ctx.brand, 2),
          termLabel(b.paymentTermId),
          ...ctx.products.map((p) => String(b.products.find((x) => x.productId === p.id)?.creditDays ?? '')),
        ])
      : [['', 'Muster GmbH', plainNumber(50_000, ctx.brand, 2), ctx.paymentTerms[0]?.label ?? '', ...ctx.products.map((_, i) => (i === 0 ? '14' : ''))]];
  return CSV_BOM + toCsv(columns.map((c) => c.header), rows);
}
