import type { ErrorCode } from '@fuel/domain/contracts/errors';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import type { LineRefusal } from '@fuel/domain/trading/order-line';
import { AppError } from '../../shared/app-error';

const UNMEETABLE = new Set<ErrorCode>([
  'QUANTITY_OUT_OF_RANGE',
  'ORDER_CONFIRMATION_REQUIRED',
  'DELIVERY_ADDRESS_REQUIRED',
  'TRIGGER_QUANTITY_OUT_OF_RANGE',
  'TRIGGER_LIFTING_PERIOD_INVALID',
  'TRIGGER_BEFORE_LIFTING_START',
  'TRIGGER_MIX_SPLIT_INVALID',
  'ADDITIVE_UNITS_OUT_OF_RANGE',
]);

/** Refusals of trading: 409 when the state of the market refuses, 422 when the request cannot be met. */
export function tradeError(code: ErrorCode, message: string = ERROR_MESSAGES[code]): AppError {
  const status = UNMEETABLE.has(code) ? 422 : 409;
  return new AppError(status, code, message);
}

export const refuse = (refusal: LineRefusal): AppError => tradeError(refusal.code, refusal.message);
