import { z } from 'zod';
import { requiredString } from '../validation/fields';
import { isoDateString } from '../validation/query-params';
import type { AccountType } from './identity';

// Issue 27 part 1: API keys per company. A company admin creates named keys with scopes and an
// optional expiry; the secret is answered once and stored hashed; a key acts for its company with
// its scopes only. Routes: GET/POST /api/api-keys, DELETE /api/api-keys/{id}.

const isoDateTime = z.string();

/** Every scope a key can carry; features add theirs here (liftings and invoices with issue 28, target orders with 29). */
export const API_SCOPES = [
  'prices:write',
  'offers:read',
  'offers:write',
  'orders:read',
  'orders:write',
  'contracts:read',
  'liftings:write',
  'invoices:read',
  'invoices:write',
  'targets:read',
  'targets:write',
] as const;
export const ApiScopeSchema = z.enum(API_SCOPES, { error: 'Unbekannte Berechtigung.' });
export type ApiScope = z.infer<typeof ApiScopeSchema>;

/** The scopes an account of each type may give its keys (a buyer does not write prices). */
export const API_SCOPES_BY_ACCOUNT_TYPE: Record<AccountType, readonly ApiScope[]> = {
  seller: [
    'prices:write',
    'offers:read',
    'offers:write',
    'orders:read',
    'contracts:read',
    'liftings:write',
    'invoices:read',
    'invoices:write',
  ],
  buyer: [
    'offers:read',
    'orders:read',
    'orders:write',
    'contracts:read',
    'invoices:read',
    'targets:read',
    'targets:write',
  ],
  // The platform operator's account has no machine access.
  admin: [],
};

/** German labels of the scopes (settings screen, OpenAPI descriptions). */
export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'prices:write': 'Preise senden',
  'offers:read': 'Angebote lesen',
  'offers:write': 'Angebote schreiben',
  'orders:read': 'Bestellungen lesen',
  'orders:write': 'Bestellungen aufgeben und Abrufe auslösen',
  'contracts:read': 'Trigger-Kontrakte lesen',
  'liftings:write': 'Verladungen erfassen',
  'invoices:read': 'Rechnungen lesen',
  'invoices:write': 'Zahlungen und Gutschriften erfassen',
  'targets:read': 'Zielpreis-Orders lesen',
  'targets:write': 'Zielpreis-Orders anlegen, ändern, pausieren und löschen',
};

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the secret, so keys can be told apart. */
  prefix: z.string(),
  scopes: z.array(ApiScopeSchema),
  createdAt: isoDateTime,
  /** The last calendar day the key works (end of that day, platform time zone), or null for no expiry. */
  expiresOn: z.string().nullable(),
  expired: z.boolean(),
  lastUsedAt: isoDateTime.nullable(),
  /** The user who created it, if still known. */
  createdBy: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.object({
  keys: z.array(ApiKeySchema),
  /** The scopes this company's keys may carry. */
  availableScopes: z.array(ApiScopeSchema),
});
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

export const API_KEY_FIELD_LABELS = { name: 'Bezeichnung', scopes: 'Berechtigungen', expiresOn: 'Gültig bis' } as const;

export const CreateApiKeyRequestSchema = z
  .strictObject({
    name: requiredString(API_KEY_FIELD_LABELS.name, 80),
    scopes: z
      .array(ApiScopeSchema)
      .min(1, { error: 'Bitte wählen Sie mindestens eine Berechtigung.' })
      .refine((s) => new Set(s).size === s.length, { error: 'Jede Berechtigung nur einmal.' }),
    /** Optional; must not lie in the past (checked by the server against its clock). */
    expiresOn: isoDateString(API_KEY_FIELD_LABELS.expiresOn).nullable().default(null),
  })
  .meta({ examples: [{ name: 'SAP Disposition', scopes: ['orders:read', 'orders:write'], expiresOn: '2027-12-31' }] });
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequestSchema>;

/** The secret is shown exactly once, in this answer. */
export const CreateApiKeyResponseSchema = z.object({ key: ApiKeySchema, secret: z.string() });
export type CreateApiKeyResponse = z.infer<typeof CreateApiKeyResponseSchema>;
