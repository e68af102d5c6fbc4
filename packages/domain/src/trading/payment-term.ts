// The one payment term ("Zahlungsziel") of an order (issue 24 part 4, decision 050): the days the
// seller grants the buyer for the ordered product, counted from the end of the collection (lifting)
// period. Pure: placement, the buyer's screens and tests share it.
import { CREDIT_DAYS_OPTIONS } from '../constants';
import { addDays } from '../calendar/days';

/** A term the seller may grant per product (spec section 5 "Buyer management"). */
export type PaymentTermDays = (typeof CREDIT_DAYS_OPTIONS)[number];

export const isPaymentTermDays = (days: number): days is PaymentTermDays =>
  (CREDIT_DAYS_OPTIONS as readonly number[]).includes(days);

export type EffectivePaymentTerm = { creditDays: number; dueDate: string };

/**
 * The term that governs an order and its due date.
 * - `grantedDays`: the seller's Zahlungsziel for this buyer and product (fuel: relationship_products,
 *   additive: relationship_additive_products); the only term read.
 * - null: the product is not among the buyer's granted products. Only a trigger contract orders such
 *   a product (the contract is the grant); it is due when the lifting period ends (0 days), as before
 *   decision 050.
 * A child account's settings do not enter: the seller invoices the child on the terms it granted the
 * child's relationship (decision 050), so the parent cannot lengthen or shorten the seller's credit.
 */
export function effectivePaymentTerm(grantedDays: number | null, collectionEndDate: string): EffectivePaymentTerm {
  const creditDays = grantedDays ?? 0;
  return { creditDays, dueDate: addDays(collectionEndDate, creditDays) };
}
