// The credit limits CSV (issue 18 part 2, decision 044; issue 24, decision 050): one row per buyer (by
// customer number, or by name), with credit limit, one "Zahlungsziel <Produkt>" column per fuel product
// and, for a seller of additives, one "Zahlungsziel Additiv <Produkt>" column per additive product
// (empty = the product is not allowed). A file without a product's column leaves that product as it is.
// Each row is checked by the buyer terms form's own rules (contracts/buyer-terms-input) and the
// additive terms' rules (contracts/buyer-management).
import { z } from 'zod';
import type { BrandId } from '../contracts/identity';
import { BUYER_TERMS_LABELS, buyerTermsFields } from '../contracts/buyer-terms-input';
import { BuyerAdditivesUpdateSchema } from '../contracts/buyer-management';
import { ERROR_MESSAGES } from '../errors/messages';
import { csvFile } from '../formats/csv';
import { formatMoney } from '../formats/number';
import type { Currency } from '../formats/number';
import { parseCsvTable, problemsByRow, type CsvColumn, type CsvProblem, type CsvRowAction } from './csv-file';
import { plainNumber, readCsvNumber } from './csv-cells';

export const CREDIT_LIMIT_CSV_HEADERS = {
  customerNumber: 'Kundennummer',
  buyer: 'Käufer',
  creditLimit: BUYER_TERMS_LABELS.creditLimit,
} as const;
/** "Zahlungsziel Diesel B7": the one payment term of a fuel product (decision 050). */
export const fuelTermHeader = (productName: string) => `${BUYER_TERMS_LABELS.creditDays} ${productName}`;
/** "Zahlungsziel Additiv AdBlue": an additive product's term, in its own column (issue 24 part 7). */
export const additiveTermHeader = (productName: string) => `${BUYER_TERMS_LABELS.creditDays} Additiv ${productName}`;
/** Before decision 050 a fuel product's term was headed "Kredittage <Produkt>"; such files still read. */
const formerFuelTermHeader = (productName: string) => `Kredittage ${productName}`;

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
type AdditiveTerms = { productId: number; creditDays: number };

/** A buyer of the seller with the current terms (what a row may name and what it changes). */
export type CreditLimitCsvBuyer = {
  relationshipId: number;
  buyerAccountId: number;
  name: string;
  /** Terms may be set (not declined or disabled by the seller, enabled by the buyer). */
  open: boolean;
  creditLimit: number | null;
  terminalIds: number[];
  products: ProductTerms[];
  additiveProducts: AdditiveTerms[];
};

type CsvProduct = { id: number; code: string; name: string };

export type CreditLimitCsvContext = {
  brand: BrandId;
  currency: Currency;
  buyers: readonly CreditLimitCsvBuyer[];
  /** Fuel products: one term column each. */
  products: readonly CsvProduct[];
  /** Additive products, for a seller that sells additives (else empty): one term column each. */
  additives: readonly CsvProduct[];
};

/**
 * The new terms of one buyer: the fuel terms as the terms form sends them, and the additive products
 * with their terms (null: the file has no additive column, the additive terms stay as they are).
 */
export type CreditLimitTerms = {
  creditLimit: number;
  terminalIds: number[];
  products: ProductTerms[];
  additiveProducts: AdditiveTerms[] | null;
};

export type CreditLimitCsvRow = {
  row: number;
  action: CsvRowAction;
  relationshipId: number | null;
  /** The buyer's customer number. */
  reference: string | null;
  terms: CreditLimitTerms | null;
  /** Which part of the terms the row changes: applying writes only those, and counts the row once. */
  changes: { fuel: boolean; additives: boolean };
  summary: string;
  problems: CsvProblem[];
};

export type CreditLimitCsvReading = { separator: ';' | ','; rows: CreditLimitCsvRow[]; problems: CsvProblem[] };

type Key = 'customerNumber' | 'buyer' | 'creditLimit' | `days:${number}` | `additive:${number}`;

export function creditLimitCsvColumns(ctx: Pick<CreditLimitCsvContext, 'products' | 'additives'>): CsvColumn<Key>[] {
  return [
    { key: 'customerNumber', header: CREDIT_LIMIT_CSV_HEADERS.customerNumber },
    { key: 'buyer', header: CREDIT_LIMIT_CSV_HEADERS.buyer },
    { key: 'creditLimit', header: CREDIT_LIMIT_CSV_HEADERS.creditLimit, required: true },
    ...ctx.products.map((p) => ({
      key: `days:${p.id}` as const,
      header: fuelTermHeader(p.name),
      aliases: [fuelTermHeader(p.code), formerFuelTermHeader(p.name), formerFuelTermHeader(p.code)],
    })),
    ...ctx.additives.map((p) => ({
      key: `additive:${p.id}` as const,
      header: additiveTermHeader(p.name),
      aliases: [additiveTermHeader(p.code)],
    })),
  ];
}

/** The form's rules for the fuel terms and the additives form's rule for the additive products. */
const TermsSchema = z.object(buyerTermsFields);
const AdditiveTermsSchema = z.object({ additiveProducts: BuyerAdditivesUpdateSchema.shape.additiveProducts });

const byProduct = <T extends { productId: number }>(list: readonly T[]) =>
  JSON.stringify([...list].sort((x, y) => x.productId - y.productId));
const sameFuelTerms = (a: { creditLimit: number; products: ProductTerms[] }, b: CreditLimitCsvBuyer) =>
  a.creditLimit === b.creditLimit && byProduct(a.products) === byProduct(b.products);

/** Reads a credit limits CSV: per row the buyer, the new terms and every problem with its column. */
export function readCreditLimitCsv(text: string, ctx: CreditLimitCsvContext): CreditLimitCsvReading {
  const columns = creditLimitCsvColumns(ctx);
  const header = Object.fromEntries(columns.map((c) => [c.key, c.header])) as Record<Key, string>;
  const table = parseCsvTable(text, columns);
  const fileProblems = table.problems.filter((p) => p.row <= 1);
  if (fileProblems.length === 0 && !table.columns.includes('customerNumber') && !table.columns.includes('buyer')) {
    fileProblems.push({
      row: 1,
      column: null,
      message: `Es fehlt die Spalte „${header.customerNumber}“ oder „${header.buyer}“.`,
    });
  }
  if (fileProblems.length > 0) return { separator: table.separator, rows: [], problems: fileProblems };
  const productColumns = ctx.products.filter((p) => table.columns.includes(`days:${p.id}`));
  const additiveColumns = ctx.additives.filter((p) => table.columns.includes(`additive:${p.id}`));
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
    // A product's term in whole days; an empty cell lists nothing (the product is not allowed).
    const daysOf = (key: Key): number | null => {
      const days = readCsvNumber(r.cells[key], header[key], { brand: ctx.brand, decimals: 0 });
      if (!days.ok) add(key, days.message);
      return days.ok ? days.value : null;
    };
    // Products without a column keep their terms; with an empty cell they are no longer allowed.
    const kept = (buyer?.products ?? []).filter((p) => !productColumns.some((c) => c.id === p.productId));
    const listed = productColumns.flatMap((p): ProductTerms[] => {
      const days = daysOf(`days:${p.id}`);
      if (days === null) return [];
      const dailyLimitCbm = buyer?.products.find((x) => x.productId === p.id)?.dailyLimitCbm ?? null;
      return [{ productId: p.id, creditDays: days, dailyLimitCbm }];
    });
    const values = {
      creditLimit: limit.ok ? (limit.value ?? undefined) : undefined,
      terminalIds: buyer?.terminalIds ?? [],
      products: [...kept, ...listed],
    };
    const parsed = TermsSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const productKey =
          field === 'products' && typeof index === 'number'
            ? (`days:${values.products[index]?.productId}` as const)
            : null;
        add(
          field === 'creditLimit' ? 'creditLimit' : productKey && productKey in header ? productKey : null,
          issue.message,
        );
      }
    }

    // Additive terms only when the file has additive columns; the same way: without a column kept.
    const additiveValues =
      additiveColumns.length === 0
        ? null
        : [
            ...(buyer?.additiveProducts ?? []).filter((p) => !additiveColumns.some((c) => c.id === p.productId)),
            ...additiveColumns.flatMap((p): AdditiveTerms[] => {
              const days = daysOf(`additive:${p.id}`);
              return days === null ? [] : [{ productId: p.id, creditDays: days }];
            }),
          ];
    const additiveParsed =
      additiveValues === null ? null : AdditiveTermsSchema.safeParse({ additiveProducts: additiveValues });
    if (additiveParsed && !additiveParsed.success) {
      for (const issue of additiveParsed.error.issues) {
        const index = issue.path[1];
        const key = typeof index === 'number' ? (`additive:${additiveValues![index]?.productId}` as const) : null;
        add(key && key in header ? key : null, issue.message);
      }
    }

    const valid =
      parsed.success && (additiveParsed === null || additiveParsed.success) && problems.length === 0 && buyer !== null;
    const terms: CreditLimitTerms | null = valid
      ? { ...parsed.data, additiveProducts: additiveParsed?.data?.additiveProducts ?? null }
      : null;
    const fresh = !buyer || buyer.creditLimit === null;
    const changes = {
      fuel: fresh || !parsed.success || !sameFuelTerms(parsed.data, buyer),
      additives: additiveValues !== null && byProduct(additiveValues) !== byProduct(buyer?.additiveProducts ?? []),
    };
    const summary = buyer
      ? [
          buyer.name,
          values.creditLimit === undefined
            ? ''
            : formatMoney(values.creditLimit, { brand: ctx.brand, currency: ctx.currency }),
        ]
          .filter(Boolean)
          .join(' · ')
      : '';
    const action: CsvRowAction = fresh ? 'create' : changes.fuel || changes.additives ? 'update' : 'unchanged';
    return {
      row: r.row,
      action,
      relationshipId: buyer?.relationshipId ?? null,
      reference: buyer ? String(buyer.buyerAccountId) : null,
      terms,
      changes,
      summary,
      problems,
    };
  });
  return {
    separator: table.separator,
    rows,
    problems: [...table.problems.filter((p) => p.row === 0), ...rows.flatMap((r) => r.problems)],
  };
}

/** The buyer a row names: by customer number (the account number), by name, or both (they must agree). */
function findBuyer(
  number: string,
  name: string,
  ctx: CreditLimitCsvContext,
  add: (key: Key | null, message: string) => void,
): CreditLimitCsvBuyer | null {
  if (number === '' && name === '') {
    add(null, CREDIT_LIMIT_CSV_MESSAGES.buyerRequired);
    return null;
  }
  if (number !== '') {
    const byNumber = ctx.buyers.find((b) => String(b.buyerAccountId) === number.replace(/^0+/, ''));
    if (!byNumber) add('customerNumber', CREDIT_LIMIT_CSV_MESSAGES.unknownCustomer(number));
    else if (name !== '' && byNumber.name.toLocaleLowerCase('de-DE') !== name.toLocaleLowerCase('de-DE'))
      add('buyer', CREDIT_LIMIT_CSV_MESSAGES.numberAndNameDiffer(number, name));
    return byNumber ?? null;
  }
  const byName = ctx.buyers.filter((b) => b.name.toLocaleLowerCase('de-DE') === name.toLocaleLowerCase('de-DE'));
  if (byName.length === 0) add('buyer', CREDIT_LIMIT_CSV_MESSAGES.unknownBuyer(name));
  if (byName.length > 1) add('buyer', CREDIT_LIMIT_CSV_MESSAGES.ambiguousBuyer(name));
  return byName.length === 1 ? byName[0]! : null;
}

/**
 * The template: German headers, the seller's open buyers with their current terms, fuel and additive
 * (or one example row).
 */
export function creditLimitCsvTemplate(ctx: CreditLimitCsvContext): string {
  const columns = creditLimitCsvColumns(ctx);
  const open = ctx.buyers.filter((b) => b.open);
  const daysIn = (list: readonly { productId: number; creditDays: number }[], id: number) =>
    String(list.find((x) => x.productId === id)?.creditDays ?? '');
  const rows: string[][] =
    open.length > 0
      ? open.map((b) => [
          String(b.buyerAccountId),
          b.name,
          b.creditLimit === null ? '' : plainNumber(b.creditLimit, ctx.brand, 2),
          ...ctx.products.map((p) => daysIn(b.products, p.id)),
          ...ctx.additives.map((p) => daysIn(b.additiveProducts, p.id)),
        ])
      : [
          [
            '',
            'Muster GmbH',
            plainNumber(50_000, ctx.brand, 2),
            ...ctx.products.map((_, i) => (i === 0 ? '14' : '')),
            ...ctx.additives.map(() => ''),
          ],
        ];
  return csvFile([{ header: columns.map((c) => c.header), rows }]);
}
