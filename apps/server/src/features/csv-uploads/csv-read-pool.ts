import { createRequire } from 'node:module';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { CreditLimitCsvContext, CreditLimitCsvReading } from '@fuel/domain/csv/credit-limit-csv';
import type { OfferCsvContext, OfferCsvReading } from '@fuel/domain/csv/offer-csv';
import type { LiftingCsvCellsReading } from '@fuel/domain/csv/lifting-csv';
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { CsvReadTask } from './csv-read.worker';

/**
 * Worker threads for reading CSV files (issue 25 part 3, decision 055): a 10,000-row file takes
 * seconds of CPU, which on the main thread stalls every other request of the process.
 * One thread fewer than the cores (at least one), so the main thread keeps a core for requests.
 */
const THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));

/**
 * The worker is TypeScript. Under `node --import tsx` (npm start, e2e, benches) a worker inherits the
 * flag; under Vitest it does not, so tsx's loader is passed to the worker explicitly.
 */
function workerExecArgv(): string[] | undefined {
  if (process.execArgv.some((a) => a.includes('tsx'))) return undefined;
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return [...process.execArgv, '--import', tsxLoader];
}

let pool: Piscina | undefined;
function csvPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./csv-read.worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: 60_000,
    execArgv: workerExecArgv(),
  });
  return pool;
}

let running = 0;
/** Files being read by the pool now (queued or on a thread): lets a test act while a read is in flight. */
export const csvReadsInFlight = () => running;

async function run<T>(task: CsvReadTask): Promise<T> {
  running += 1;
  try {
    return (await csvPool().run(task)) as T;
  } finally {
    running -= 1;
  }
}

/** Reads an offer file off the main thread (readOfferCsv). */
export function readOfferCsvOffThread(text: string, ctx: OfferCsvContext): Promise<OfferCsvReading> {
  return run({ kind: 'offers', text, ctx });
}

/** Reads a credit-limit file off the main thread (readCreditLimitCsv). */
export function readCreditLimitCsvOffThread(text: string, ctx: CreditLimitCsvContext): Promise<CreditLimitCsvReading> {
  return run({ kind: 'credit-limits', text, ctx });
}

/** Reads the cells of a liftings file off the main thread (readLiftingCsvCells); the check against the orders follows. */
export function readLiftingCsvCellsOffThread(text: string, brand: BrandId): Promise<LiftingCsvCellsReading> {
  return run({ kind: 'liftings', text, brand });
}
