import { z } from 'zod';

/**
 * Ids are PostgreSQL `integer` (int4): anything above this overflows in SQL, so every contract
 * refuses it as bad input before a query runs.
 */
export const MAX_ID = 2_147_483_647;
export const INVALID_ID_MESSAGE = 'Bitte geben Sie eine gültige Kennung an.';

/** The one id schema of JSON bodies: a whole number from 1 to MAX_ID. */
export function idSchema(message = INVALID_ID_MESSAGE) {
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });
}

/** The same id in a path or query string, where it arrives as text. */
export function idParamSchema(message = INVALID_ID_MESSAGE) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });
}

/** Path `/:id` of every route that names one row. */
export const IdParamsSchema = z.object({ id: idParamSchema() });

/**
 * The largest amount, price or volume any request may carry (EUR, EUR/100 L, cbm): far above
 * every real value, far below where minor-unit or litre arithmetic loses integers (1e308 would
 * become Infinity in SQL).
 */
export const MAX_AMOUNT = 1_000_000_000_000;

/** The one bounded number of JSON bodies: finite and within +-MAX_AMOUNT; narrow it further per field. */
export function amountSchema(field: string) {
  return z
    .number({ error: `${field} muss eine Zahl sein.` })
    .min(-MAX_AMOUNT, { error: `${field} ist zu niedrig.` })
    .max(MAX_AMOUNT, { error: `${field} ist zu hoch.` });
}
