// The keyset cursor of the history list: the last row's sort value (as PostgreSQL prints it, so
// timestamps keep their microseconds) and id, tied to the sort it was issued for. Opaque to clients.
import type { OrderHistorySortField } from '@fuel/domain/contracts/order-history';
import { AppError } from '../../shared/app-error';
import { SERVER_MESSAGES } from '@fuel/domain/errors/server-messages';

export type Keyset = { value: string; id: number };
type Sort = { sortBy: OrderHistorySortField; sortType: 'asc' | 'desc' };

const INVALID = SERVER_MESSAGES.orderHistory.cursorInvalid;

export function encodeCursor(sort: Sort, key: Keyset): string {
  return Buffer.from(JSON.stringify([sort.sortBy, sort.sortType, key.value, key.id]), 'utf8').toString('base64url');
}

/** The keyset of a cursor; a cursor of another sort, or anything not made by encodeCursor, is a 400. */
export function decodeCursor(text: string, sort: Sort): Keyset {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 4 ||
    parsed[0] !== sort.sortBy ||
    parsed[1] !== sort.sortType ||
    typeof parsed[2] !== 'string' ||
    parsed[2].length > 200 ||
    !Number.isSafeInteger(parsed[3]) ||
    (parsed[3] as number) < 1
  ) {
    throw new AppError(400, 'VALIDATION_FAILED', INVALID, { cursor: INVALID });
  }
  return { value: parsed[2], id: parsed[3] as number };
}
