// What a cell of an uploaded CSV means: numbers in the brand's format (the same reading as a number
// field, decision 028), dates as a German spreadsheet writes them, times, yes/no. Each reader answers
// a value, nothing (empty cell) or the German reason it cannot read the cell.
import type { BrandId } from '../contracts/identity';
import { formatNumber } from '../formats/number';
import { readNumberInput, type NumberInputProblem } from '../formats/number-input';
import { isValidTime } from '../formats/date';
import { isIsoDate } from '../calendar/days';

export type CellReading<T> = { ok: true; value: T | null } | { ok: false; message: string };

const ok = <T>(value: T | null): CellReading<T> => ({ ok: true, value });
const refused = (message: string): CellReading<never> => ({ ok: false, message });

function numberProblem(column: string, text: string, problem: NumberInputProblem, brand: BrandId): string {
  const show = (v: number, decimals: number) => formatNumber(v, { brand, decimals });
  switch (problem.code) {
    case 'notANumber':
      return `${column}: „${text}“ ist keine Zahl (z. B. ${show(1234.5, 2)}).`;
    case 'ambiguous':
      return `${column}: die Zahl ist mehrdeutig (${show(problem.asDecimal, 3)} oder ${show(problem.asThousands, 0)}).`;
    case 'tooManyDecimals':
      return problem.decimals === 0
        ? `${column} muss eine ganze Zahl sein.`
        : `${column} darf höchstens ${problem.decimals} Nachkommastellen haben.`;
    case 'negative':
      return `${column} darf nicht negativ sein.`;
    case 'belowMin':
      return `${column} muss mindestens ${show(problem.min, 2)} sein.`;
    case 'aboveMax':
      return `${column} darf höchstens ${show(problem.max, 2)} sein.`;
  }
}

/** A number in the brand's format (A, C: 1.234,56; B: 1'234.56), as a number field reads it. */
export function readCsvNumber(
  text: string | undefined,
  column: string,
  rules: { brand: BrandId; decimals: number; signed?: boolean },
): CellReading<number> {
  const reading = readNumberInput(text ?? '', {
    brand: rules.brand,
    decimals: rules.decimals,
    signed: rules.signed ?? false,
  });
  if (reading.kind === 'empty') return ok(null);
  if (reading.kind === 'invalid')
    return refused(numberProblem(column, (text ?? '').trim(), reading.problem, rules.brand));
  return ok(reading.value);
}

const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A date "TT.MM.JJJJ" (German spreadsheets) or "JJJJ-MM-TT", as "YYYY-MM-DD". */
export function readCsvDate(text: string | undefined, column: string): CellReading<string> {
  const t = (text ?? '').trim();
  if (t === '') return ok(null);
  const m = GERMAN_DATE.exec(t);
  const iso = m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : t;
  return isIsoDate(iso) ? ok(iso) : refused(`${column}: „${t}“ ist kein gültiges Datum (TT.MM.JJJJ).`);
}

/** A time of day "HH:MM" ("6:00" is read as "06:00"; a spreadsheet may add ":00" seconds). */
export function readCsvTime(text: string | undefined, column: string): CellReading<string> {
  const t = (text ?? '').trim();
  if (t === '') return ok(null);
  const m = /^(\d{1,2}):(\d{2})(?::00)?$/.exec(t);
  const time = m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : t;
  return isValidTime(time) ? ok(time) : refused(`${column}: „${t}“ ist keine gültige Uhrzeit (HH:MM).`);
}

const YES = ['ja', 'j', 'x', '1', 'yes', 'wahr'];
const NO = ['nein', 'n', '0', 'no', 'falsch'];

/** Ja / Nein (also x, 1 / 0); empty is no answer. */
export function readCsvYesNo(text: string | undefined, column: string): CellReading<boolean> {
  const t = (text ?? '').trim().toLocaleLowerCase('de-DE');
  if (t === '') return ok(null);
  if (YES.includes(t)) return ok(true);
  if (NO.includes(t)) return ok(false);
  return refused(`${column}: bitte „Ja“ oder „Nein“ eintragen.`);
}

/** One of a list of named things (product, terminal, ...) by name or code, case-insensitive. */
export function readCsvChoice<T>(
  text: string | undefined,
  column: string,
  choices: readonly T[],
  namesOf: (choice: T) => readonly string[],
): CellReading<T> {
  const t = (text ?? '').trim();
  if (t === '') return ok(null);
  const wanted = t.toLocaleLowerCase('de-DE');
  const found = choices.filter((c) => namesOf(c).some((n) => n.toLocaleLowerCase('de-DE') === wanted));
  if (found.length === 1) return ok(found[0]!);
  return refused(found.length === 0 ? `${column}: „${t}“ ist unbekannt.` : `${column}: „${t}“ ist mehrdeutig.`);
}

/** A number in the brand's format without trailing zeros ("1.500", "120,5"): how a person writes it. */
export function plainNumber(v: number, brand: BrandId, decimals: number): string {
  const text = formatNumber(v, { brand, decimals });
  return decimals === 0 ? text : text.replace(new RegExp(`\\${brand === 'B' ? '.' : ','}?0+$`), '');
}
