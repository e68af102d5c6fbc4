// Runs in a worker thread of the CSV pool (csv-read-pool.ts): the same pure readers the browser and
// the tests call, so the parsing rule stays in one place (packages/domain/src/csv) and only moves thread.
import {
  readCreditLimitCsv,
  type CreditLimitCsvContext,
  type CreditLimitCsvReading,
} from '@fuel/domain/csv/credit-limit-csv';
import { readOfferCsv, type OfferCsvContext, type OfferCsvReading } from '@fuel/domain/csv/offer-csv';
import { readLiftingCsvCells, type LiftingCsvCellsReading } from '@fuel/domain/csv/lifting-csv';
import type { BrandId } from '@fuel/domain/contracts/identity';

export type CsvReadTask =
  | { kind: 'offers'; text: string; ctx: OfferCsvContext }
  | { kind: 'credit-limits'; text: string; ctx: CreditLimitCsvContext }
  | { kind: 'liftings'; text: string; brand: BrandId };
export type CsvReadResult = OfferCsvReading | CreditLimitCsvReading | LiftingCsvCellsReading;

export default function readCsvTask(task: CsvReadTask): CsvReadResult {
  switch (task.kind) {
    case 'offers':
      return readOfferCsv(task.text, task.ctx);
    case 'credit-limits':
      return readCreditLimitCsv(task.text, task.ctx);
    case 'liftings':
      return readLiftingCsvCells(task.text, task.brand);
  }
}
