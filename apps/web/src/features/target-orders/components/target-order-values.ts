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

/** What "Zielpreis setzen" of a market row fills in: the row's product, terminal and current price. */
export type TargetPrefill = {
  productId: number;
  terminalId: number | null;
  /** The offer's region, used when it names no terminal (a delivered product). */
  regionId: number | null;
  targetPrice: number | null;
  /** The child account whose market the parent was looking at (null: its own). */
  buyerAccountId: number | null;
};

/**
 * A new order: nothing chosen, valid until 18:00 a week from today (business time). account: the
 * account it is for by default (a parent's own account, which it may change), undefined otherwise.
 */
export function newTargetValues(
  prefill: TargetPrefill | null,
  account: number | undefined,
  now = new Date(),
): TargetOrderFormValues {
  const validUntil = zonedInstant(addDays(businessDate(now), DEFAULT_VALID_DAYS), DEFAULT_VALID_TIME).toISOString();
  return {
    buyerAccountId: prefill?.buyerAccountId ?? account,
    productId: prefill?.productId ?? null,
    terminalIds: prefill?.terminalId ? [prefill.terminalId] : [],
    regionId: prefill?.terminalId ? null : (prefill?.regionId ?? null),
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
    quantityCbm: order.quantityCbm,
    targetPrice: order.targetPrice,
    liftingFrom: order.liftingFrom,
    liftingTo: order.liftingTo,
    validUntil: order.validUntil,
  };
}
