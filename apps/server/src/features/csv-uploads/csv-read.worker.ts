// Runs in a worker thread of the CSV pool (csv-read-pool.ts): the same pure readers the browser and
// the tests call, so the parsing rule stays in one place (packages/domain/src/csv) and only moves thread.
import {
  readCreditLimitCsv,
  type CreditLimitCsvContext,
  type CreditLimitCsvReading,
} from '@fuel/domain/csv/credit-limit-csv';
import { readOfferCsv, type OfferCsvContext, type OfferCsvReading } from '@fuel/domain/csv/offer-csv';

export type CsvReadTask =
  | { kind: 'offers'; text: string; ctx: OfferCsvContext }
  | { kind: 'credit-limits'; text: string; ctx: CreditLimitCsvContext };
export type CsvReadResult = OfferCsvReading | CreditLimitCsvReading;

export default function readCsvTask(task: CsvReadTask): CsvReadResult {
  return task.kind === 'offers' ? readOfferCsv(task.text, task.ctx) : readCreditLimitCsv(task.text, task.ctx);
}
