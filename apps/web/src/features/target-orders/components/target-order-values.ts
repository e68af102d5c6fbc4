import type { Control, DefaultValues, UseFormSetValue } from 'react-hook-form';
import type { TargetOrder, TargetOrderFormValues, TargetOrderInput } from '@fuel/domain/contracts/target-orders';
import { addDays } from '@fuel/domain/calendar/days';
import { zonedInstant } from '@fuel/domain/formats/date';
import { businessDate } from '@fuel/domain/offers/business-time';

/** The form's control as its fields take it (values as typed, the contract's input on submit). */
export type TargetFormControl = Control<DefaultValues<TargetOrderFormValues>, unknown, TargetOrderInput>;
export type TargetFormSetValue = UseFormSetValue<DefaultValues<TargetOrderFormValues>>;

/** How long a new target order holds by default: a week from today, until the evening. */
export const DEFAULT_VALID_DAYS = 7;
export const DEFAULT_VALID_TIME = '18:00';

/**
 * Where a target order may be filled: at terminals, at any terminal of a region (both picked up), or
 * delivered: the region's delivered offers, brought to one of the buyer's delivery addresses.
 */
export type TargetWhere = 'terminals' | 'region' | 'delivery';

/** What "Zielpreis setzen" of a market row fills in: the row's product, terminal and current price. */
export type TargetPrefill = {
  productId: number;
  /** null: the row is a delivered product (only delivered offers name no terminal). */
  terminalId: number | null;
  /** The offer's region, used when it names no terminal (a delivered product). */
  regionId: number | null;
  targetPrice: number | null;
  /** The child account whose market the parent was looking at (null: its own). */
  buyerAccountId: number | null;
};

/**
 * The address a delivered row's target goes to: the buyer's only address. Several: the buyer chooses.
 * A parent looking at a child's market gets none, because metadata holds the parent's own addresses
 * and the server takes only the target's buyer account's.
 */
function prefilledAddress(prefill: TargetPrefill | null, addresses: ReadonlyArray<{ id: number }>): number | null {
  if (!prefill || prefill.terminalId !== null || prefill.buyerAccountId !== null) return null;
  return addresses.length === 1 ? addresses[0]!.id : null;
}

/**
 * A new order: nothing chosen, valid until 18:00 a week from today (business time). account: the
 * account it is for by default (a parent's own account, which it may change), undefined otherwise.
 * addresses: the buyer's delivery addresses where delivered products are traded, empty otherwise.
 */
export function newTargetValues(
  prefill: TargetPrefill | null,
  account: number | undefined,
  addresses: ReadonlyArray<{ id: number }> = [],
  now = new Date(),
): TargetOrderFormValues {
  const validUntil = zonedInstant(addDays(businessDate(now), DEFAULT_VALID_DAYS), DEFAULT_VALID_TIME).toISOString();
  return {
    buyerAccountId: prefill?.buyerAccountId ?? account,
    productId: prefill?.productId ?? null,
    terminalIds: prefill?.terminalId ? [prefill.terminalId] : [],
    regionId: prefill?.terminalId ? null : (prefill?.regionId ?? null),
    deliveryAddressId: prefilledAddress(prefill, addresses),
    quantityCbm: null,
    targetPrice: prefill?.targetPrice ?? null,
    liftingFrom: null,
    liftingTo: null,
    validUntil,
  } as unknown as TargetOrderFormValues;
}

/** The form of an existing order; its account stays (the server refuses a change). */
export function targetFormValuesOf(order: TargetOrder): TargetOrderFormValues {
  return {
    buyerAccountId: order.buyer.id,
    productId: order.product.id,
    terminalIds: order.terminals.map((t) => t.id),
    regionId: order.region?.id ?? null,
    deliveryAddressId: order.deliveryAddress?.id ?? null,
    quantityCbm: order.quantityCbm,
    targetPrice: order.targetPrice,
    liftingFrom: order.liftingFrom,
    liftingTo: order.liftingTo,
    validUntil: order.validUntil,
  };
}

/**
 * The choice the form opens on: an order's own (an address: delivered), or a market row's, where a row
 * without terminal is delivered when the brand trades delivered products (otherwise its region).
 */
export function initialWhere(
  values: TargetOrderFormValues,
  prefill: TargetPrefill | null,
  deliveredProducts: boolean,
): TargetWhere {
  const deliveredRow = deliveredProducts && prefill !== null && prefill.terminalId === null;
  if (values.deliveryAddressId != null || deliveredRow) return 'delivery';
  return values.regionId ? 'region' : 'terminals';
}
