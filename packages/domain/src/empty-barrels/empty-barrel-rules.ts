// The rules of an empty-barrel pickup request (issue 17 part 6) that both sides need: its statuses
// and who may move them where, and the preferred pickup date (never in the past).
import { isIsoDate } from '../calendar/days';

/** Spec section 1 "empty-container pickup request": open, scheduled, done. */
export const EMPTY_BARREL_STATUSES = ['OPEN', 'SCHEDULED', 'DONE'] as const;
export type EmptyBarrelStatus = (typeof EMPTY_BARREL_STATUSES)[number];

export const EMPTY_BARREL_STATUS_LABELS: Record<EmptyBarrelStatus, string> = {
  OPEN: 'Offen',
  SCHEDULED: 'Eingeplant',
  DONE: 'Erledigt',
};

/**
 * The seller plans a pickup (SCHEDULED), can take the plan back (OPEN) and closes it (DONE). A done
 * pickup is final: the containers are collected.
 */
const NEXT: Record<EmptyBarrelStatus, readonly EmptyBarrelStatus[]> = {
  OPEN: ['SCHEDULED', 'DONE'],
  SCHEDULED: ['OPEN', 'DONE'],
  DONE: [],
};

/** The statuses a request may move to from `from` (empty: it is final). */
export const nextEmptyBarrelStatuses = (from: EmptyBarrelStatus): readonly EmptyBarrelStatus[] => NEXT[from];

export const canChangeEmptyBarrelStatus = (from: EmptyBarrelStatus, to: EmptyBarrelStatus): boolean =>
  NEXT[from].includes(to);

export const PREFERRED_DATE_PAST_MESSAGE = 'Das Wunschdatum darf nicht in der Vergangenheit liegen.';
export const PREFERRED_DATE_INVALID_MESSAGE = 'Das Wunschdatum ist kein gültiges Datum.';

/** The German message when a preferred date ("YYYY-MM-DD") is invalid or before `today` (the business day), else null. */
export function preferredDateRefusal(date: string, today: string): string | null {
  if (!isIsoDate(date)) return PREFERRED_DATE_INVALID_MESSAGE;
  return date < today ? PREFERRED_DATE_PAST_MESSAGE : null;
}
