// The "Verladungen" screen (issue 28 part 4): the caller's liftings across orders, the orders a seller
// may record a lifting for now, and what a liftings CSV is checked against (csv-uploads, through
// liftings.service.ts).
import {
  LIFTING_PAGE_LIMIT,
  type LiftableOrders,
  type LiftingList,
  type LiftingListQuery,
} from '@fuel/domain/contracts/liftings';
import type { LiftingCsvContext } from '@fuel/domain/csv/lifting-csv';
import { addDays } from '@fuel/domain/calendar/days';
import { brandTimeZone } from '@fuel/domain/calendar/zones';
import { zonedInstant } from '@fuel/domain/formats/date';
import { DEFAULT_LIFTING_TOLERANCE_BP, LIFTABLE_STATUSES } from '@fuel/domain/liftings/lifting-rules';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import { liftingToleranceOf } from '../account/account.service';
import {
  countLiftings,
  findLiftingPage,
  findSellerOrdersByContract,
  findSellerOrdersIn,
  findTakenBols,
  type LiftingListFilter,
} from './liftings-list.repository';

/** The most liftable orders the screen offers to pick from (the soonest collection end first). */
export const LIFTABLE_ORDERS_LIMIT = 500;

type Caller = Pick<AuthContext, 'accountId' | 'accountType' | 'platform'>;

/** The query's business days as instants: from the start of `from` to the start of the day after `to`. */
function filterOf(auth: Caller, q: LiftingListQuery): LiftingListFilter {
  const zone = brandTimeZone(auth.platform);
  const [from, to] = q.from && q.to && q.from > q.to ? [q.to, q.from] : [q.from, q.to];
  return {
    side: auth.accountType === 'seller' ? 'seller' : 'buyer',
    accountId: auth.accountId,
    from: from ? zonedInstant(from, '00:00', zone) : undefined,
    to: to ? zonedInstant(addDays(to, 1), '00:00', zone) : undefined,
    search: q.q,
  };
}

/** GET /api/liftings: sellers their liftings, buyers the liftings of their (and their child accounts') orders. */
export async function listLiftingsOfCaller(deps: { db: Db }, auth: Caller, q: LiftingListQuery): Promise<LiftingList> {
  const filter = filterOf(auth, q);
  const pageNumber = q.pageNumber ?? 1;
  const [rows, total] = await Promise.all([
    findLiftingPage(deps.db, filter, { limit: LIFTING_PAGE_LIMIT, offset: (pageNumber - 1) * LIFTING_PAGE_LIMIT }),
    countLiftings(deps.db, filter),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      orderId: r.orderId,
      contractNumber: r.contractNumber,
      orderStatus: r.orderStatus,
      partnerName: filter.side === 'seller' ? r.buyerName : r.sellerName,
      productName: r.productName,
      terminalName: r.terminalName,
      bolNumber: r.bolNumber,
      liftedAt: r.liftedAt.toISOString(),
      litres15: r.litres15,
      vehicleRef: r.vehicleRef,
    })),
    total,
    pageNumber,
    pageLimit: LIFTING_PAGE_LIMIT,
  };
}

/** GET /api/liftings/liftable-orders: the seller's confirmed or partly lifted fuel orders. */
export async function listLiftableOrders(deps: { db: Db }, auth: Caller): Promise<LiftableOrders> {
  const rows = await findSellerOrdersIn(deps.db, auth.accountId, LIFTABLE_STATUSES, LIFTABLE_ORDERS_LIMIT);
  return { orders: rows.map((r) => ({ ...r, liftedLitres: Number(r.liftedLitres) })) };
}

/**
 * What a liftings CSV is checked against (domain csv/lifting-csv): the caller's own orders among the
 * file's contract numbers with the litres lifted so far and the caller's tolerance, and the file's
 * bill of lading numbers the caller has recorded already.
 */
export async function liftingCsvContext(
  db: DbOrTx,
  auth: Caller,
  keys: { contractNumbers: string[]; bolNumbers: string[] },
): Promise<LiftingCsvContext> {
  const [orders, takenBols, toleranceBp] = await Promise.all([
    findSellerOrdersByContract(db, auth.accountId, keys.contractNumbers),
    findTakenBols(db, auth.accountId, keys.bolNumbers),
    liftingToleranceOf(db, auth.accountId),
  ]);
  return {
    brand: auth.platform,
    orders: orders.map((o) => ({
      ...o,
      liftedLitres: Number(o.liftedLitres),
      toleranceBp: toleranceBp ?? DEFAULT_LIFTING_TOLERANCE_BP,
    })),
    takenBols,
  };
}
