// Credit use (issue 3): the open gross value of a buyer's orders with one seller that is not yet due
// or paid. An order uses credit from placement until it is paid, or at the latest until its due date
// (collection end + credit days) has passed; declined and deleted orders never use credit.
import type { OrderStatus } from './order-status';

/**
 * The one list of statuses whose orders use credit. The orders trigger of migration 0012 counts the
 * same statuses in SQL; apps/server credit-statuses.test.ts exercises it against this list (decision 063).
 */
export const CREDIT_USING_STATUSES = [
  'OPEN',
  'IN_REVIEW',
  'CONFIRMED',
  'TRANSFERRED',
  'COMPLETE',
  'INCOMPLETE',
] as const satisfies readonly OrderStatus[];

export type CreditOrder = { status: string; dueDate: string; paidAt: Date | string | null; grossMinor: number };

/** today and dueDate as YYYY-MM-DD (Europe/Berlin calendar day). */
export function usesCredit(order: CreditOrder, today: string): boolean {
  return (
    (CREDIT_USING_STATUSES as readonly string[]).includes(order.status) &&
    order.paidAt === null &&
    order.dueDate >= today
  );
}

export function usedCreditMinor(orders: CreditOrder[], today: string): number {
  return orders.reduce((sum, o) => (usesCredit(o, today) ? sum + o.grossMinor : sum), 0);
}

export type CreditSummary = { limitMinor: number | null; usedMinor: number; freeMinor: number };

/** Without a limit there is no credit to use: free is 0 and ordering on credit is refused. */
export function creditSummary(limitMinor: number | null, usedMinor: number): CreditSummary {
  return { limitMinor, usedMinor, freeMinor: limitMinor === null ? 0 : Math.max(0, limitMinor - usedMinor) };
}

/**
 * How a buyer stands with one seller's credit. No limit set does NOT mean unlimited: it means no
 * credit line, nothing available (creditSummary's free is 0), so ordering on credit is refused. A
 * limit of 0 is a line with nothing in it. Screens word the limit and the available amount from
 * this one rule, so "no limit" never stands above "available 0.00".
 */
export type CreditStanding = 'NO_CREDIT_LINE' | 'EXHAUSTED' | 'AVAILABLE';

export function creditStanding(credit: { limit: number | null; free: number }): CreditStanding {
  if (credit.limit === null) return 'NO_CREDIT_LINE';
  return credit.free > 0 ? 'AVAILABLE' : 'EXHAUSTED';
}
