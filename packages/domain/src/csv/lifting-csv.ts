// The liftings CSV (issue 28 part 1): one row per bill of lading, against one of the seller's orders
// named by its contract number. Each row is checked by the lifting form's rules (RecordLiftingRequestSchema,
// the day and time read as the terminal's wall clock in the brand's time zone), then against the orders
// (liftingOutcome, counting the file's earlier rows of the same order) and the bills of lading already
// recorded. Reading is two steps: the cells (CPU, off the main thread on the server) and the check
// against current data (cheap, once the server has looked up the file's orders and numbers).
import type { BrandId } from '../contracts/identity';
import { RecordLiftingRequestSchema, type RecordLiftingRequest } from '../contracts/liftings';
import type { OrderStatus } from '../trading/order-status';
import { brandTimeZone } from '../calendar/zones';
import { formatDate, zonedInstant } from '../formats/date';
import { formatNumber } from '../formats/number';
import { csvFile } from '../formats/csv';
import { SERVER_MESSAGES } from '../errors/server-messages';
import { requiredMessage } from '../validation/fields';
import { LIFTABLE_STATUSES, liftingOutcome } from '../liftings/lifting-rules';
import { parseCsvTable, problemsByRow, type CsvColumn, type CsvProblem, type CsvRowAction } from './csv-file';
import { plainNumber, readCsvDate, readCsvNumber, readCsvTime, type CellReading } from './csv-cells';

export const LIFTING_CSV_COLUMNS = [
  { key: 'contractNumber', header: 'Vertragsnummer', aliases: ['Kontraktnummer'], required: true },
  { key: 'bolNumber', header: 'Lieferscheinnummer', aliases: ['Lieferschein', 'BOL'], required: true },
  { key: 'day', header: 'Datum', aliases: ['Verladedatum'], required: true },
  { key: 'time', header: 'Uhrzeit', required: true },
  { key: 'litres15', header: 'Menge 15 °C (L)', aliases: ['Menge 15 °C', 'Menge bei 15 °C (L)'], required: true },
  { key: 'ambientLitres', header: 'Menge Umgebung (L)', aliases: ['Menge Umgebung'] },
  { key: 'temperatureC', header: 'Temperatur (°C)', aliases: ['Temperatur'] },
  { key: 'densityKgL', header: 'Dichte (kg/L)', aliases: ['Dichte'] },
  { key: 'vehicleRef', header: 'Fahrzeug', aliases: ['Fahrzeug / Fahrer'] },
] as const satisfies readonly CsvColumn<string>[];

export type LiftingCsvKey = (typeof LIFTING_CSV_COLUMNS)[number]['key'];
const HEADER = Object.fromEntries(LIFTING_CSV_COLUMNS.map((c) => [c.key, c.header])) as Record<LiftingCsvKey, string>;

export const LIFTING_CSV_MESSAGES = {
  notOwnOrder: (n: string) => `Vertragsnummer ${n} gehört zu keiner Ihrer Bestellungen.`,
  duplicateBol: (bol: string) => `Lieferscheinnummer ${bol} kommt in der Datei mehrfach vor.`,
  bolTaken: SERVER_MESSAGES.liftings.bolTaken,
} as const;

/** One row's cells read: the contract number it names and the lifting it records (null with problems). */
export type LiftingCsvCells = {
  row: number;
  contractNumber: string;
  request: RecordLiftingRequest | null;
  problems: CsvProblem[];
};
export type LiftingCsvCellsReading = { separator: ';' | ','; rows: LiftingCsvCells[]; problems: CsvProblem[] };

/** One of the seller's orders a file names, with what decides whether it takes more liftings. */
export type LiftingCsvOrder = {
  orderId: number;
  contractNumber: string;
  market: 'SPOT' | 'TRIGGER' | 'ADDITIVE';
  status: OrderStatus;
  orderedLitres: number;
  liftedLitres: number;
  toleranceBp: number;
  /** Told of the order's change after the commit. */
  buyerAccountId: number;
  buyerName: string;
  productName: string;
};

export type LiftingCsvContext = {
  brand: BrandId;
  /** The caller's own orders among the file's contract numbers (another seller's are not there). */
  orders: readonly LiftingCsvOrder[];
  /** The file's bill of lading numbers the seller has recorded already. */
  takenBols: readonly string[];
};

export type LiftingCsvRow = {
  row: number;
  action: CsvRowAction;
  orderId: number | null;
  buyerAccountId: number | null;
  /** The contract number as written in the file. */
  reference: string | null;
  request: RecordLiftingRequest | null;
  summary: string;
  problems: CsvProblem[];
};
export type LiftingCsvReading = { separator: ';' | ','; rows: LiftingCsvRow[]; problems: CsvProblem[] };

/** The request's fields in their columns (the form's messages land there). */
const COLUMN_OF_FIELD: Record<keyof RecordLiftingRequest, LiftingCsvKey> = {
  bolNumber: 'bolNumber',
  liftedAt: 'day',
  litres15: 'litres15',
  ambientLitres: 'ambientLitres',
  temperatureC: 'temperatureC',
  densityKgL: 'densityKgL',
  vehicleRef: 'vehicleRef',
};

/** Collects the first problem per column of one row. */
function rowProblems(row: number) {
  const problems: CsvProblem[] = [];
  const add = (key: LiftingCsvKey | null, message: string) => {
    const column = key === null ? null : HEADER[key];
    if (!problems.some((p) => p.column === column && column !== null)) problems.push({ row, column, message });
  };
  const take = <T>(key: LiftingCsvKey, reading: CellReading<T>): T | null | undefined => {
    if (reading.ok) return reading.value;
    add(key, reading.message);
    return undefined;
  };
  return { problems, add, take };
}

/** The request of one row through the lifting form's rules, or null with the row's problems noted. */
function requestOf(
  cells: Partial<Record<LiftingCsvKey, string>>,
  brand: BrandId,
  { add, take }: Pick<ReturnType<typeof rowProblems>, 'add' | 'take'>,
): RecordLiftingRequest | null {
  const num = (key: LiftingCsvKey, decimals: number, signed = false) =>
    take(key, readCsvNumber(cells[key], HEADER[key], { brand, decimals, signed })) ?? undefined;
  const day = take('day', readCsvDate(cells.day, HEADER.day));
  const time = take('time', readCsvTime(cells.time, HEADER.time));
  if (day === null) add('day', requiredMessage(HEADER.day));
  if (time === null) add('time', requiredMessage(HEADER.time));
  const vehicleRef = cells.vehicleRef?.trim();
  const parsed = RecordLiftingRequestSchema.safeParse({
    bolNumber: cells.bolNumber ?? '',
    liftedAt: day && time ? zonedInstant(day, time, brandTimeZone(brand)).toISOString() : undefined,
    litres15: num('litres15', 0),
    ambientLitres: num('ambientLitres', 0),
    temperatureC: num('temperatureC', 1, true),
    densityKgL: num('densityKgL', 4),
    ...(vehicleRef ? { vehicleRef } : {}),
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof RecordLiftingRequest | undefined;
    // Without a day or time the missing field has said so already.
    if (field === 'liftedAt' && (!day || !time)) continue;
    add(field && field in COLUMN_OF_FIELD ? COLUMN_OF_FIELD[field] : null, issue.message);
  }
  return null;
}

/** Reads a liftings CSV's cells: the file's problems and per row the contract number and the lifting. */
export function readLiftingCsvCells(text: string, brand: BrandId): LiftingCsvCellsReading {
  const table = parseCsvTable(text, LIFTING_CSV_COLUMNS);
  const fileProblems = table.problems.filter((p) => p.row <= 1);
  if (fileProblems.length > 0) return { separator: table.separator, rows: [], problems: fileProblems };
  const shapeProblems = problemsByRow(table.problems);
  const rows = table.rows.map((r): LiftingCsvCells => {
    const { problems, add, take } = rowProblems(r.row);
    problems.push(...(shapeProblems.get(r.row) ?? []));
    const contractNumber = r.cells.contractNumber?.trim() ?? '';
    if (contractNumber === '') add('contractNumber', requiredMessage(HEADER.contractNumber));
    const request = requestOf(r.cells, brand, { add, take });
    return { row: r.row, contractNumber, request: problems.length === 0 ? request : null, problems };
  });
  return { separator: table.separator, rows, problems: table.problems.filter((p) => p.row === 0) };
}

/** The contract and bill of lading numbers a file names: what the server looks up for the check. */
export const liftingCsvKeys = (reading: LiftingCsvCellsReading) => ({
  contractNumbers: [...new Set(reading.rows.map((r) => r.contractNumber).filter(Boolean))],
  bolNumbers: [...new Set(reading.rows.flatMap((r) => (r.request ? [r.request.bolNumber] : [])))],
});

const litres = (v: number, brand: BrandId) => `${formatNumber(v, { brand, decimals: 0 })} L`;

/**
 * Checks the read rows against the seller's orders as applying them in file order would: an unknown
 * contract number, an order that takes no lifting, a quantity beyond the tolerance (after the file's
 * earlier rows for the same order), a bill of lading twice in the file or recorded already.
 */
export function checkLiftingCsv(reading: LiftingCsvCellsReading, ctx: LiftingCsvContext): LiftingCsvReading {
  const orders = new Map(ctx.orders.map((o) => [o.contractNumber, o]));
  // The orders as the file's rows so far leave them.
  const state = new Map(ctx.orders.map((o) => [o.orderId, { status: o.status, lifted: o.liftedLitres }]));
  const taken = new Set(ctx.takenBols);
  const seenBols = new Set<string>();
  const rows = reading.rows.map((r): LiftingCsvRow => {
    const { problems, add } = rowProblems(r.row);
    problems.push(...r.problems);
    const order = orders.get(r.contractNumber);
    if (r.contractNumber && !order) add('contractNumber', LIFTING_CSV_MESSAGES.notOwnOrder(r.contractNumber));
    const bol = r.request?.bolNumber;
    if (bol && seenBols.has(bol)) add('bolNumber', LIFTING_CSV_MESSAGES.duplicateBol(bol));
    else if (bol && taken.has(bol)) add('bolNumber', LIFTING_CSV_MESSAGES.bolTaken(bol));
    if (bol) seenBols.add(bol);
    if (order && r.request) {
      const now = state.get(order.orderId)!;
      const outcome = liftingOutcome({
        market: order.market,
        status: now.status,
        orderedLitres: order.orderedLitres,
        liftedLitres: now.lifted,
        litres: r.request.litres15,
        toleranceBp: order.toleranceBp,
        brand: ctx.brand,
      });
      if (outcome.kind === 'refused') {
        const orderRefuses = order.market === 'ADDITIVE' || !LIFTABLE_STATUSES.includes(now.status);
        add(orderRefuses ? 'contractNumber' : 'litres15', outcome.message);
      } else state.set(order.orderId, { status: outcome.status, lifted: outcome.liftedLitres });
    }
    const ok = problems.length === 0 && order !== undefined && r.request !== null;
    return {
      row: r.row,
      action: 'create',
      orderId: order?.orderId ?? null,
      buyerAccountId: order?.buyerAccountId ?? null,
      reference: r.contractNumber || null,
      request: ok ? r.request : null,
      summary: order
        ? [
            order.buyerName,
            order.productName,
            r.request ? litres(r.request.litres15, ctx.brand) : '',
            r.request ? `${HEADER.bolNumber} ${r.request.bolNumber}` : '',
          ]
            .filter(Boolean)
            .join(' · ')
        : '',
      problems,
    };
  });
  return {
    separator: reading.separator,
    rows,
    problems: [...reading.problems, ...rows.flatMap((r) => r.problems)],
  };
}

/** The template: German headers, the brand's numbers, one example row (for one of the seller's orders when given). */
export function liftingCsvTemplate(ctx: { brand: BrandId; today: string; contractNumber?: string }): string {
  const { brand } = ctx;
  const example: Record<LiftingCsvKey, string> = {
    contractNumber: ctx.contractNumber ?? '100001',
    bolNumber: 'BOL-4711',
    day: formatDate(`${ctx.today}T12:00:00Z`, 'UTC'),
    time: '07:30',
    litres15: plainNumber(30_000, brand, 0),
    ambientLitres: plainNumber(30_110, brand, 0),
    temperatureC: plainNumber(9.5, brand, 1),
    densityKgL: plainNumber(0.845, brand, 4),
    vehicleRef: 'HH-FM 123',
  };
  return csvFile([
    { header: LIFTING_CSV_COLUMNS.map((c) => c.header), rows: [LIFTING_CSV_COLUMNS.map((c) => example[c.key])] },
  ]);
}
