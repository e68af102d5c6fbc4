// The offers CSV (issue 18 part 1, decision 044): one row per offer. "Angebotsnummer" empty = create,
// an own offer's number = update, with "Aktion" = "Löschen" = delete. Every row is checked by the
// offer form's own rules (contracts/offers offerInputSchemaFor), never by rules of its own.
import type { BrandId } from '../contracts/identity';
import {
  offerFormValuesOf,
  offerInputSchemaFor,
  OfferInputSchema,
  type OfferInput,
  type SellerOffer,
} from '../contracts/offers';
import { FUTURE_MONTHS } from '../constants';
import { formatDate } from '../formats/date';
import { formatNumber } from '../formats/number';
import { csvFile } from '../formats/csv';
import { OFFER_MESSAGES, type OfferField } from '../offers/offer-rules';
import { addDays } from '../calendar/days';
import { parseCsvTable, problemsByRow, type CsvColumn, type CsvProblem, type CsvRowAction } from './csv-file';
import {
  plainNumber,
  readCsvChoice,
  readCsvDate,
  readCsvNumber,
  readCsvTime,
  readCsvYesNo,
  type CellReading,
} from './csv-cells';

export const OFFER_CSV_COLUMNS = [
  { key: 'offerId', header: 'Angebotsnummer' },
  { key: 'action', header: 'Aktion' },
  { key: 'product', header: 'Produkt', required: true },
  { key: 'terminal', header: 'Terminal', required: true },
  { key: 'region', header: 'Lieferregion' },
  { key: 'totalCbm', header: 'Gesamtmenge (cbm)', aliases: ['Gesamtmenge'], required: true },
  { key: 'minOrderCbm', header: 'Mindestmenge (cbm)', aliases: ['Mindestmenge'], required: true },
  { key: 'maxOrderCbm', header: 'Höchstmenge (cbm)', aliases: ['Höchstmenge'], required: true },
  { key: 'pricingType', header: 'Preisart', required: true },
  { key: 'price', header: 'Preis' },
  { key: 'priceUnit', header: 'Preiseinheit' },
  { key: 'startDate', header: 'Angebotsbeginn', required: true },
  { key: 'endDate', header: 'Angebotsende', required: true },
  { key: 'dailyStartTime', header: 'Startzeit', required: true },
  { key: 'dailyEndTime', header: 'Endzeit', required: true },
  { key: 'liftingPeriod', header: 'Abholzeitraum' },
  { key: 'collectionStartDate', header: 'Abholbeginn' },
  { key: 'collectionEndDate', header: 'Abholende' },
  { key: 'futureMonth', header: 'Terminmonat' },
  { key: 'fx', header: 'Wechselkurs' },
  { key: 'surcharge', header: 'Aufschlag' },
  { key: 'surchargeUnit', header: 'Einheit Aufschlag' },
  { key: 'density', header: 'Dichte (kg/l)', aliases: ['Dichte'] },
  { key: 'minPrice', header: 'Mindestpreis' },
  { key: 'maxPriceFall', header: 'Max. Preisrückgang' },
] as const satisfies readonly CsvColumn<string>[];

export type OfferCsvKey = (typeof OFFER_CSV_COLUMNS)[number]['key'];
const HEADER = Object.fromEntries(OFFER_CSV_COLUMNS.map((c) => [c.key, c.header])) as Record<OfferCsvKey, string>;

/** The column that shows a field of the offer form (its messages land there). */
const COLUMN_OF_FIELD: Record<OfferField, OfferCsvKey> = {
  productId: 'product',
  deliveryType: 'region',
  terminalId: 'terminal',
  deliveryRegionId: 'region',
  totalCbm: 'totalCbm',
  minOrderCbm: 'minOrderCbm',
  maxOrderCbm: 'maxOrderCbm',
  pricingType: 'pricingType',
  priceInputUnit: 'priceUnit',
  price: 'price',
  startDate: 'startDate',
  endDate: 'endDate',
  dailyStartTime: 'dailyStartTime',
  dailyEndTime: 'dailyEndTime',
  collectionType: 'liftingPeriod',
  liftingPeriodId: 'liftingPeriod',
  collectionStartDate: 'collectionStartDate',
  collectionEndDate: 'collectionEndDate',
  futureMonth: 'futureMonth',
  fxMode: 'fx',
  fxRate: 'fx',
  surcharge: 'surcharge',
  surchargeUnit: 'surchargeUnit',
  density: 'density',
  minPriceEnabled: 'minPrice',
  maxPriceFall: 'maxPriceFall',
};

export const DELETE_MARKER = 'Löschen';
const PRICING_TYPES = {
  fest: 'FIXED',
  fix: 'FIXED',
  festpreis: 'FIXED',
  live: 'LIVE',
  'live-preis': 'LIVE',
  livepreis: 'LIVE',
} as const;
const PRICE_UNITS = [
  { value: 'EUR_100L15', names: ['100L15', '100 L', 'pro 100 L', '/100L15', 'EUR/100L15', 'CHF/100L15'] },
  { value: 'EUR_L', names: ['L', 'Liter', 'pro Liter', '/L', 'EUR/L', 'CHF/L'] },
] as const;
const SURCHARGE_UNITS = [
  { value: 'EUR_CBM', names: ['EUR/cbm', 'EUR_CBM'] },
  { value: 'USD_MT', names: ['USD/mt', 'USD_MT'] },
] as const;

export const OFFER_CSV_MESSAGES = {
  unknownAction: `Aktion: bitte leer lassen oder „${DELETE_MARKER}“ eintragen.`,
  deleteNeedsId: 'Zum Löschen ist die Angebotsnummer nötig.',
  notOwnOffer: (id: string) => `Angebotsnummer ${id} ist keines Ihrer Angebote.`,
  duplicateId: (id: string) => `Angebotsnummer ${id} kommt in der Datei mehrfach vor.`,
  unknownPricingType: (t: string) => `Preisart: „${t}“ ist unbekannt (Fest oder Live).`,
  regionNotAvailable: 'Lieferung in eine Region ist auf dieser Plattform nicht verfügbar.',
  terminalAndRegion: 'Bitte entweder ein Terminal oder eine Lieferregion angeben, nicht beides.',
} as const;

export type OfferCsvCatalogue = {
  fuels: readonly { id: number; code: string; name: string }[];
  terminals: readonly { id: number; code: string; name: string }[];
  regions: readonly { id: number; name: string }[];
  liftingPeriods: readonly { id: number; code: string; label: string }[];
};

export type OfferCsvContext = {
  brand: BrandId;
  /** Business date: offers may not end before it (as in the form). */
  today: string;
  deliveredProducts: boolean;
  catalogue: OfferCsvCatalogue;
  /** The seller's offers (not removed): what an "Angebotsnummer" may name. */
  offers: readonly SellerOffer[];
};

export type OfferCsvRow = {
  row: number;
  action: CsvRowAction;
  offerId: number | null;
  /** The offer number as written in the file. */
  reference: string | null;
  /** The checked offer for create and update; null for delete and for a row with problems. */
  input: OfferInput | null;
  summary: string;
  problems: CsvProblem[];
};

export type OfferCsvReading = { separator: ';' | ','; rows: OfferCsvRow[]; problems: CsvProblem[] };

/** Collects the first problem per column of one row. */
function rowProblems(row: number) {
  const problems: CsvProblem[] = [];
  const add = (key: OfferCsvKey | null, message: string) => {
    const column = key === null ? null : HEADER[key];
    if (!problems.some((p) => p.column === column && column !== null)) problems.push({ row, column, message });
  };
  /** The value of a cell, or undefined (its problem noted) so the form's rules see the field as missing. */
  const take = <T>(key: OfferCsvKey, reading: CellReading<T>): T | null | undefined => {
    if (reading.ok) return reading.value;
    add(key, reading.message);
    return undefined;
  };
  return { problems, add, take };
}

const lower = (t: string | undefined) => (t ?? '').trim().toLocaleLowerCase('de-DE');

/** The offer form's values of one row (what a person would have typed into the form). */
function formValuesOf(
  cells: Partial<Record<OfferCsvKey, string>>,
  ctx: OfferCsvContext,
  take: ReturnType<typeof rowProblems>['take'],
  add: ReturnType<typeof rowProblems>['add'],
) {
  const { brand, catalogue } = ctx;
  const num = (key: OfferCsvKey, decimals: number, signed = false) =>
    take(key, readCsvNumber(cells[key], HEADER[key], { brand, decimals, signed }));
  const product = take(
    'product',
    readCsvChoice(cells.product, HEADER.product, catalogue.fuels, (p) => [p.name, p.code]),
  );
  const terminal = take(
    'terminal',
    readCsvChoice(cells.terminal, HEADER.terminal, catalogue.terminals, (t) => [t.name, t.code]),
  );
  const region = take(
    'region',
    readCsvChoice(cells.region, HEADER.region, catalogue.regions, (r) => [r.name]),
  );
  const delivered = Boolean(cells.region?.trim());
  if (delivered && !ctx.deliveredProducts) add('region', OFFER_CSV_MESSAGES.regionNotAvailable);
  if (delivered && cells.terminal?.trim()) add('terminal', OFFER_CSV_MESSAGES.terminalAndRegion);
  const pricingText = lower(cells.pricingType);
  const pricingType = pricingText === '' ? undefined : PRICING_TYPES[pricingText as keyof typeof PRICING_TYPES];
  if (pricingText !== '' && !pricingType)
    add('pricingType', OFFER_CSV_MESSAGES.unknownPricingType(cells.pricingType!.trim()));
  const custom = Boolean(cells.collectionStartDate?.trim() || cells.collectionEndDate?.trim());
  const base = {
    productId: product?.id,
    deliveryType: delivered ? 'DELIVERED' : 'PICKUP',
    terminalId: terminal?.id ?? null,
    deliveryRegionId: region?.id ?? null,
    totalCbm: num('totalCbm', 3),
    minOrderCbm: num('minOrderCbm', 3),
    maxOrderCbm: num('maxOrderCbm', 3),
    startDate: take('startDate', readCsvDate(cells.startDate, HEADER.startDate)),
    endDate: take('endDate', readCsvDate(cells.endDate, HEADER.endDate)),
    dailyStartTime: take('dailyStartTime', readCsvTime(cells.dailyStartTime, HEADER.dailyStartTime)),
    dailyEndTime: take('dailyEndTime', readCsvTime(cells.dailyEndTime, HEADER.dailyEndTime)),
    collectionType: custom ? 'CUSTOM' : 'LIFTING_PERIOD',
    liftingPeriodId: custom
      ? null
      : take(
          'liftingPeriod',
          readCsvChoice(cells.liftingPeriod, HEADER.liftingPeriod, catalogue.liftingPeriods, (l) => [l.label, l.code]),
        )?.id,
    collectionStartDate: take(
      'collectionStartDate',
      readCsvDate(cells.collectionStartDate, HEADER.collectionStartDate),
    ),
    collectionEndDate: take('collectionEndDate', readCsvDate(cells.collectionEndDate, HEADER.collectionEndDate)),
  };
  if (pricingType !== 'LIVE') {
    const unit = take(
      'priceUnit',
      readCsvChoice(cells.priceUnit, HEADER.priceUnit, PRICE_UNITS, (u) => u.names),
    );
    const priceInputUnit = unit?.value ?? (cells.priceUnit?.trim() ? undefined : 'EUR_100L15');
    return { ...base, pricingType, priceInputUnit, price: num('price', priceInputUnit === 'EUR_L' ? 6 : 4) };
  }
  const fxLive = lower(cells.fx) === 'live';
  const month = (cells.futureMonth ?? '').trim().toUpperCase();
  return {
    ...base,
    pricingType,
    futureMonth:
      month === ''
        ? undefined
        : (FUTURE_MONTHS as readonly string[]).includes(month)
          ? month
          : (add('futureMonth', `Terminmonat: „${month}“ ist unbekannt (M00 bis M06).`), undefined),
    fxMode: fxLive || !cells.fx?.trim() ? 'LIVE' : 'FIXED',
    fxRate: fxLive ? null : num('fx', 4),
    surcharge: num('surcharge', 2, true) ?? null,
    surchargeUnit:
      take(
        'surchargeUnit',
        readCsvChoice(cells.surchargeUnit, HEADER.surchargeUnit, SURCHARGE_UNITS, (u) => u.names),
      )?.value ?? (cells.surchargeUnit?.trim() ? undefined : 'EUR_CBM'),
    density: num('density', 4),
    minPriceEnabled: take('minPrice', readCsvYesNo(cells.minPrice, HEADER.minPrice)) ?? false,
    maxPriceFall: num('maxPriceFall', 4) ?? null,
  };
}

/** The form's rules on the row's values; their messages land in the field's column. */
function checkedInput(
  values: unknown,
  schema: ReturnType<typeof offerInputSchemaFor>,
  add: ReturnType<typeof rowProblems>['add'],
): OfferInput | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as OfferField | undefined;
    add(field && field in COLUMN_OF_FIELD ? COLUMN_OF_FIELD[field] : null, issue.message);
  }
  return null;
}

/** A stable text of an offer's editable values, to tell an unchanged row from an update. */
const fingerprint = (o: OfferInput) => JSON.stringify(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

const summaryLine = (parts: { product: string; place: string; totalCbm: number; price: string }, brand: BrandId) =>
  [parts.product, parts.place, `${plainNumber(parts.totalCbm, brand, 3)} cbm`, parts.price].filter(Boolean).join(' · ');

const priceText = (
  o: { pricingType: 'FIXED' | 'LIVE'; price: number | null; unit: string; futureMonth?: string },
  brand: BrandId,
) =>
  o.pricingType === 'LIVE'
    ? `Live ${o.futureMonth ?? ''}`.trim()
    : `${formatNumber(o.price ?? 0, { brand, decimals: o.unit === 'EUR_L' ? 4 : 2 })} ${o.unit === 'EUR_L' ? 'pro Liter' : 'pro 100 L'}`;

/** One line that says which offer a row creates or changes: product, place, volume, price. */
function inputSummary(o: OfferInput, catalogue: OfferCsvCatalogue, brand: BrandId): string {
  const product = catalogue.fuels.find((p) => p.id === o.productId)?.name ?? '';
  const place =
    catalogue.terminals.find((t) => t.id === o.terminalId)?.name ??
    catalogue.regions.find((r) => r.id === o.deliveryRegionId)?.name ??
    '';
  const price =
    o.pricingType === 'LIVE'
      ? priceText({ pricingType: 'LIVE', price: null, unit: '', futureMonth: o.futureMonth }, brand)
      : priceText({ pricingType: 'FIXED', price: o.price, unit: o.priceInputUnit }, brand);
  return summaryLine({ product, place, totalCbm: o.totalCbm, price }, brand);
}

/** The same line for a stored offer (a row that deletes it). */
function storedSummary(o: SellerOffer, brand: BrandId): string {
  const unit = o.priceInputUnit;
  const price = priceText(
    {
      pricingType: o.pricingType,
      price: unit === 'EUR_L' ? o.pricePerLitre : o.pricePer100l,
      unit,
      futureMonth: o.live?.futureMonth,
    },
    brand,
  );
  return summaryLine(
    { product: o.product.name, place: o.terminal?.name ?? o.deliveryRegion?.name ?? '', totalCbm: o.totalCbm, price },
    brand,
  );
}

/**
 * Reads an offers CSV: the file's problems (header, shape, limits) and per row what it does and
 * every problem with its column. A file is applied only without a single problem (spec section 4).
 */
export function readOfferCsv(text: string, ctx: OfferCsvContext): OfferCsvReading {
  const table = parseCsvTable(text, OFFER_CSV_COLUMNS);
  const fileProblems = table.problems.filter((p) => p.row <= 1);
  if (fileProblems.length > 0) return { separator: table.separator, rows: [], problems: fileProblems };
  const offers = new Map(ctx.offers.map((o) => [o.id, o]));
  const seenIds = new Set<number>();
  const schema = offerInputSchemaFor(ctx.today);
  const shapeProblems = problemsByRow(table.problems);
  const rows = table.rows.map((r): OfferCsvRow => {
    const { problems, add, take } = rowProblems(r.row);
    problems.push(...(shapeProblems.get(r.row) ?? []));
    const idText = r.cells.offerId?.trim() ?? '';
    const id = take('offerId', readCsvNumber(idText, HEADER.offerId, { brand: ctx.brand, decimals: 0 }));
    const existing = id ? offers.get(id) : undefined;
    if (id && !existing) add('offerId', OFFER_CSV_MESSAGES.notOwnOffer(idText));
    if (id && seenIds.has(id)) add('offerId', OFFER_CSV_MESSAGES.duplicateId(idText));
    if (id) seenIds.add(id);
    const actionText = lower(r.cells.action);
    if (actionText !== '' && actionText !== lower(DELETE_MARKER)) add('action', OFFER_CSV_MESSAGES.unknownAction);
    if (actionText === lower(DELETE_MARKER)) {
      if (!idText) add('offerId', OFFER_CSV_MESSAGES.deleteNeedsId);
      return {
        row: r.row,
        action: 'delete',
        offerId: existing?.id ?? null,
        reference: idText || null,
        input: null,
        summary: existing ? storedSummary(existing, ctx.brand) : '',
        problems,
      };
    }
    const input = checkedInput(formValuesOf(r.cells, ctx, take, add), schema, add);
    if (input && existing && existing.soldCbm > input.totalCbm) {
      add('totalCbm', OFFER_MESSAGES.totalBelowSold(formatNumber(existing.soldCbm, { brand: ctx.brand, decimals: 3 })));
    }
    const ok = input !== null && problems.length === 0;
    const stored = existing ? OfferInputSchema.safeParse(offerFormValuesOf(existing)) : undefined;
    const unchanged = ok && stored?.success === true && fingerprint(input) === fingerprint(stored.data);
    return {
      row: r.row,
      action: existing ? (unchanged ? 'unchanged' : 'update') : 'create',
      offerId: existing?.id ?? null,
      reference: idText || null,
      input: ok ? input : null,
      summary: input ? inputSummary(input, ctx.catalogue, ctx.brand) : '',
      problems,
    };
  });
  return {
    separator: table.separator,
    rows,
    problems: [...table.problems.filter((p) => p.row === 0), ...rows.flatMap((r) => r.problems)],
  };
}

/** The template: German headers, the brand's numbers, one example row (and the seller's offers when given). */
export function offerCsvTemplate(
  ctx: Pick<OfferCsvContext, 'brand' | 'today' | 'catalogue'>,
  offers: readonly SellerOffer[] = [],
): string {
  const { brand, catalogue } = ctx;
  const n = (v: number | null | undefined, decimals: number) =>
    v === null || v === undefined ? '' : plainNumber(v, brand, decimals);
  const date = (iso: string | null) => (iso ? formatDate(`${iso}T12:00:00Z`, 'UTC') : '');
  const example: Record<OfferCsvKey, string> = {
    offerId: '',
    action: '',
    product: catalogue.fuels[0]?.name ?? '',
    terminal: catalogue.terminals[0]?.name ?? '',
    region: '',
    totalCbm: n(1500, 3),
    minOrderCbm: n(10, 3),
    maxOrderCbm: n(120.5, 3),
    pricingType: 'Fest',
    price: formatNumber(98.45, { brand, decimals: 2 }),
    priceUnit: '100L15',
    startDate: date(ctx.today),
    endDate: date(addDays(ctx.today, 30)),
    dailyStartTime: '06:00',
    dailyEndTime: '18:00',
    liftingPeriod:
      catalogue.liftingPeriods.find((l) => l.code !== 'PROMPT')?.label ?? catalogue.liftingPeriods[0]?.label ?? '',
    collectionStartDate: '',
    collectionEndDate: '',
    futureMonth: '',
    fx: '',
    surcharge: '',
    surchargeUnit: '',
    density: '',
    minPrice: '',
    maxPriceFall: '',
  };
  const rowOf = (o: SellerOffer): Record<OfferCsvKey, string> => ({
    offerId: String(o.id),
    action: '',
    product: o.product.name,
    terminal: o.terminal?.name ?? '',
    region: o.deliveryRegion?.name ?? '',
    totalCbm: n(o.totalCbm, 3),
    minOrderCbm: n(o.minOrderCbm, 3),
    maxOrderCbm: n(o.maxOrderCbm, 3),
    pricingType: o.pricingType === 'LIVE' ? 'Live' : 'Fest',
    price: o.pricingType === 'LIVE' ? '' : o.priceInputUnit === 'EUR_L' ? n(o.pricePerLitre, 6) : n(o.pricePer100l, 4),
    priceUnit: o.pricingType === 'LIVE' ? '' : o.priceInputUnit === 'EUR_L' ? 'L' : '100L15',
    startDate: date(o.startDate),
    endDate: date(o.endDate),
    dailyStartTime: o.dailyStartTime,
    dailyEndTime: o.dailyEndTime,
    liftingPeriod: o.liftingPeriod?.name ?? '',
    collectionStartDate: date(o.collectionStartDate),
    collectionEndDate: date(o.collectionEndDate),
    futureMonth: o.live?.futureMonth ?? '',
    fx: o.live ? (o.live.fxMode === 'LIVE' ? 'live' : n(o.live.fxRate, 4)) : '',
    surcharge: o.live ? n(o.live.surcharge, 2) : '',
    surchargeUnit: o.live ? (o.live.surchargeUnit === 'USD_MT' ? 'USD/mt' : 'EUR/cbm') : '',
    density: o.live ? n(o.live.density, 4) : '',
    minPrice: o.live ? (o.live.minPriceEnabled ? 'Ja' : 'Nein') : '',
    maxPriceFall: o.live ? n(o.live.maxPriceFall, 4) : '',
  });
  const records = offers.length > 0 ? offers.map(rowOf) : [example];
  return csvFile([
    {
      header: OFFER_CSV_COLUMNS.map((c) => c.header),
      rows: records.map((r) => OFFER_CSV_COLUMNS.map((c) => r[c.key])),
    },
  ]);
}
