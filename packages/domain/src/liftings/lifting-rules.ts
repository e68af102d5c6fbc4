// Issue 28 part 1: what a lifting (a bill of lading against an order) does to the order. An order may
// be lifted in several liftings; it counts as complete once the lifted litres reach the ordered ones
// within the seller's tolerance, and a lifting that would take it beyond the tolerance is refused. Pure:
// the server applies it under the order's row lock, the screens explain it with the same figures.
import type { BrandId } from '../contracts/identity';
import { formatNumber } from '../formats/number';
import type { OrderStatus } from '../trading/order-status';

/** Tolerance in basis points of the ordered litres (200 = ±2 %), until sellers set their own. */
export const DEFAULT_LIFTING_TOLERANCE_BP = 200;

/** Orders a seller may record liftings against: confirmed, or already partly lifted. */
export const LIFTABLE_STATUSES: readonly OrderStatus[] = ['CONFIRMED', 'TRANSFERRED'];

export type LiftingWindow = {
  /** Below this the order stays open (TRANSFERRED); from here on it is complete. */
  completeFromLitres: number;
  /** The most litres all liftings together may reach. */
  maxLitres: number;
};

/** The tolerance window of an order: ordered litres ± tolerance, rounded to whole litres in the buyer's favour. */
export function liftingWindow(orderedLitres: number, toleranceBp: number): LiftingWindow {
  const tolerance = (orderedLitres * toleranceBp) / 10_000;
  return {
    completeFromLitres: Math.ceil(orderedLitres - tolerance),
    maxLitres: Math.floor(orderedLitres + tolerance),
  };
}

export type LiftingOutcome =
  | { kind: 'refused'; message: string }
  | { kind: 'recorded'; status: 'TRANSFERRED' | 'COMPLETE'; liftedLitres: number; remainingLitres: number };

// In the brand's number format: 10.600 L on brands A and C, 10'600 L on brand B.
const litresText = (litres: number, brand: BrandId) => `${formatNumber(litres, { brand, decimals: 0 })} L`;
const percentText = (bp: number, brand: BrandId) =>
  formatNumber(bp / 100, { brand, decimals: bp % 100 === 0 ? 0 : bp % 10 === 0 ? 1 : 2 });

/**
 * The order's state after one more lifting of `litres`, or why it is refused (German): the order is
 * not confirmed or already complete, the quantity is not positive, or it exceeds the tolerance.
 */
export function liftingOutcome(input: {
  /** Additive orders are delivered in units, not lifted by bill of lading. */
  market: 'SPOT' | 'TRIGGER' | 'ADDITIVE';
  status: OrderStatus;
  orderedLitres: number;
  liftedLitres: number;
  litres: number;
  toleranceBp: number;
  /** The platform whose number format the refusal uses (A when not given). */
  brand?: BrandId;
}): LiftingOutcome {
  const brand = input.brand ?? 'A';
  const { status, orderedLitres, liftedLitres, litres, toleranceBp } = input;
  if (input.market === 'ADDITIVE')
    return { kind: 'refused', message: 'Verladungen werden nur zu Kraftstoff-Bestellungen erfasst.' };
  if (status === 'COMPLETE') return { kind: 'refused', message: 'Die Bestellung ist bereits vollständig verladen.' };
  if (!LIFTABLE_STATUSES.includes(status))
    return { kind: 'refused', message: 'Verladungen können nur zu bestätigten Bestellungen erfasst werden.' };
  if (!Number.isInteger(litres) || litres <= 0)
    return { kind: 'refused', message: 'Die verladene Menge muss größer als 0 L sein.' };
  const window = liftingWindow(orderedLitres, toleranceBp);
  const after = liftedLitres + litres;
  if (after > window.maxLitres) {
    const still = Math.max(0, window.maxLitres - liftedLitres);
    return {
      kind: 'refused',
      message: `Die Menge übersteigt die Bestellung über die Toleranz von ${percentText(toleranceBp, brand)} % hinaus: höchstens noch ${litresText(still, brand)} können verladen werden.`,
    };
  }
  return {
    kind: 'recorded',
    status: after >= window.completeFromLitres ? 'COMPLETE' : 'TRANSFERRED',
    liftedLitres: after,
    remainingLitres: Math.max(0, orderedLitres - after),
  };
}

/** The unlifted litres an order closed short at the end of its collection period gives back. */
export const unliftedLitres = (orderedLitres: number, liftedLitres: number): number =>
  Math.max(0, orderedLitres - liftedLitres);

/** Orders whose page shows liftings: from the confirmation on (before it, nothing can have been lifted). */
export const showsLiftings = (status: OrderStatus): boolean =>
  ['CONFIRMED', 'TRANSFERRED', 'COMPLETE', 'INCOMPLETE'].includes(status);
