import { z } from 'zod';
import { IdParamsSchema, idSchema } from '../validation/numbers';
import { PaymentTermSchema } from './metadata';

/** German labels of the five /aviaten tabs (spec section 2). */
export const CHILD_SETTINGS_LABELS = {
  paymentTerm: 'Zahlungsziel',
  dailyLimit: 'Tageslimit (cbm)',
  collectionShortening: 'Verkürzung des Abholzeitraums (Tage)',
  priceAdjustment: 'Preisaufschlag (EUR je 100 L)',
  terminals: 'Erlaubte Terminals',
} as const;

export const MAX_CHILD_DAILY_LIMIT_CBM = 1_000_000;
export const MAX_COLLECTION_SHORTENING_DAYS = 365;
/**
 * The parent's price adjustment is a surcharge of 0 up to this many EUR per 100 L (decision 016): a
 * discount would lower what the seller is paid, which a buyer may not decide. Migration 0009 holds
 * the database to the same range.
 */
export const MAX_PRICE_ADJUSTMENT = 10;

const hasAtMostDecimals = (value: number, decimals: number) =>
  Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6;
const numberError = (label: string) => ({ error: `${label} muss eine Zahl sein.` });

/** PUT /api/child-accounts/{id}/settings: every tab's value; null = not set (no restriction). */
export const ChildAccountSettingsSchema = z.strictObject({
  /**
   * Retired by decision 050: stored as sent (nothing a parent saved is lost) but never applied; a child
   * orders on the payment term its seller grants it per product. The screen no longer offers it.
   */
  paymentTermId: idSchema(numberError(CHILD_SETTINGS_LABELS.paymentTerm).error).nullable(),
  dailyLimitCbm: z
    .number(numberError(CHILD_SETTINGS_LABELS.dailyLimit))
    .positive({ error: 'Das Tageslimit muss größer als 0 sein.' })
    .max(MAX_CHILD_DAILY_LIMIT_CBM, { error: 'Das Tageslimit ist zu groß.' })
    .refine((v) => hasAtMostDecimals(v, 3), { error: 'Das Tageslimit hat höchstens 3 Nachkommastellen.' })
    .nullable(),
  collectionShorteningDays: z
    .number(numberError(CHILD_SETTINGS_LABELS.collectionShortening))
    .int({ error: 'Die Verkürzung muss eine ganze Zahl von Tagen sein.' })
    .min(0, { error: 'Die Verkürzung darf nicht negativ sein.' })
    .max(MAX_COLLECTION_SHORTENING_DAYS, {
      error: `Die Verkürzung darf höchstens ${MAX_COLLECTION_SHORTENING_DAYS} Tage betragen.`,
    }),
  priceAdjustment: z
    .number(numberError(CHILD_SETTINGS_LABELS.priceAdjustment))
    .min(0, {
      error:
        'Ein Preisabschlag ist nicht möglich: der Verkäufer bestimmt seinen Preis. Erlaubt ist ein Aufschlag ab 0 EUR.',
    })
    .max(MAX_PRICE_ADJUSTMENT, { error: `Der Aufschlag darf höchstens ${MAX_PRICE_ADJUSTMENT} EUR je 100 L betragen.` })
    .refine((v) => hasAtMostDecimals(v, 4), { error: 'Der Preisaufschlag hat höchstens 4 Nachkommastellen.' }),
  terminalIds: z
    .array(idSchema())
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Jedes Terminal darf nur einmal gewählt werden.' })
    .nullable(),
});
export type ChildAccountSettings = z.infer<typeof ChildAccountSettingsSchema>;

export const DEFAULT_CHILD_SETTINGS: ChildAccountSettings = {
  paymentTermId: null,
  dailyLimitCbm: null,
  collectionShorteningDays: 0,
  priceAdjustment: 0,
  terminalIds: null,
};

export const ChildAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  settings: ChildAccountSettingsSchema,
  /** Litres ordered today (Europe/Berlin) by or for the child, in cbm. */
  orderedTodayCbm: z.number(),
  updatedAt: z.string().nullable(),
});
export type ChildAccount = z.infer<typeof ChildAccountSchema>;

export const ChildTerminalSchema = z.object({ id: z.number().int(), name: z.string(), city: z.string() });

/** GET /api/child-accounts: the caller's child accounts, with what the tabs choose from. */
export const ChildAccountListSchema = z.object({
  childAccounts: z.array(ChildAccountSchema),
  paymentTerms: z.array(PaymentTermSchema),
  terminals: z.array(ChildTerminalSchema),
});
export type ChildAccountList = z.infer<typeof ChildAccountListSchema>;

export const ChildAccountIdParamsSchema = IdParamsSchema;
