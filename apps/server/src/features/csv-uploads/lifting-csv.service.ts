import { businessDate } from '@fuel/domain/offers/business-time';
import { brandTimeZone } from '@fuel/domain/calendar/zones';
import {
  checkLiftingCsv,
  liftingCsvKeys,
  liftingCsvTemplate,
  type LiftingCsvReading,
} from '@fuel/domain/csv/lifting-csv';
import { liftingCsvContext, listLiftableOrders, recordLiftingIn } from '../liftings/liftings.service';
import { readLiftingCsvCellsOffThread } from './csv-read-pool';
import { rowRefused, type CsvKind } from './csv-uploads.service';

/**
 * Liftings (issue 28 part 1): the rows through the lifting form's rules and against the seller's orders
 * (domain csv/lifting-csv), the writes through the liftings service's recordLiftingIn, one by one in the
 * upload's transaction: any refusal rolls back the whole file.
 */
export const liftingsCsv: CsvKind<LiftingCsvReading> = {
  kind: 'liftings',

  async template(deps, auth) {
    const { orders } = await listLiftableOrders(deps, auth);
    return liftingCsvTemplate({
      brand: auth.platform,
      today: businessDate(deps.now(), brandTimeZone(auth.platform)),
      contractNumber: orders[0]?.contractNumber,
    });
  },

  async read(deps, auth, text) {
    const cells = await readLiftingCsvCellsOffThread(text, auth.platform);
    return checkLiftingCsv(cells, await liftingCsvContext(deps.db, auth, liftingCsvKeys(cells)));
  },

  async write(tx, _deps, auth, reading, details, now) {
    for (const r of reading.rows) {
      try {
        await recordLiftingIn(tx, auth, r.orderId!, r.request!, now, details);
      } catch (err) {
        rowRefused(r.row, err);
      }
    }
    return { created: reading.rows.length, updated: 0, deleted: 0 };
  },

  // The order history's counts and live lists of both sides (as recordLifting announces them).
  async afterCommit(deps, auth, reading) {
    const buyers = reading.rows.flatMap((r) => (r.buyerAccountId === null ? [] : [r.buyerAccountId]));
    deps.orderChanges.announce([...new Set([auth.accountId, ...buyers])]);
  },
};
