import { z } from 'zod';
import { rawTextString, requiredMessage, requiredString, textString } from '../validation/fields';

export const ACCOUNT_TYPES = ['buyer', 'seller', 'admin'] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountTypeSchema>;

export const BRAND_IDS = ['A', 'B', 'C'] as const;
export const BrandIdSchema = z.enum(BRAND_IDS);
export type BrandId = z.infer<typeof BrandIdSchema>;

/** Role names of spec section 6; further roles may be added by later features. */
export const ROLES = [
  'MyRelationships_View',
  'ChildAccounts_View',
  'ChildAccounts_Offers_View',
  'MyOffers_Purchase',
  'Platform_Operator',
] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const LoginRequestSchema = z.object({
  username: requiredString('Benutzername', 200),
  password: rawTextString('Passwort', 200).min(1, { error: requiredMessage('Passwort') }),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginCodeRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type LoginCodeRequest = z.infer<typeof LoginCodeRequestSchema>;

/** GET /api/user: the logged-in user in the spec's shape (section 3 "Logged-in user"). */
export const CurrentUserSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  accountType: AccountTypeSchema,
  account: z.object({
    id: z.number().int(),
    type: AccountTypeSchema,
    platform: BrandIdSchema,
    name: z.string(),
  }),
  user: z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  isAdmin: z.boolean(),
  roles: z.array(z.string()),
  gtcAccepted: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/**
 * GET /api/session (public): the logged-in user, or null when nobody is (or only half, before the
 * two-factor code). The web app's session check: "nobody logged in" is an answer, not a 401.
 */
export const SessionStateSchema = z.object({ user: CurrentUserSchema.nullable() });
export type SessionState = z.infer<typeof SessionStateSchema>;

export const TwoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });
export const LoginResponseSchema = z.union([CurrentUserSchema, TwoFactorRequiredSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const LogoutResponseSchema = z.object({ loggedOut: z.literal(true) });

export const PasswordResetRequestSchema = z.object({
  /** Username or e-mail address. */
  identifier: requiredString('Benutzername oder E-Mail', 200),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** Always the same answer, whether or not the identifier exists (no account enumeration). */
export const PasswordResetRequestedSchema = z.object({ requested: z.literal(true) });

export const PasswordResetKeyStatusSchema = z.object({ valid: z.boolean() });

export const PasswordResetConfirmSchema = z.object({
  password: rawTextString('Passwort', 200),
  passwordRepeat: rawTextString('Passwort wiederholen', 200),
});
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;
export const PasswordResetDoneSchema = z.object({ reset: z.literal(true) });

export const GtcAcceptedSchema = z.object({ accepted: z.boolean() });
export type GtcAccepted = z.infer<typeof GtcAcceptedSchema>;

export const MailboxEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  /** The address an answer goes to (contact form), null for the sender. */
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const MailboxSchema = z.object({ mails: z.array(MailboxEntrySchema) });
export type MailboxEntry = z.infer<typeof MailboxEntrySchema>;

/** POST /api/login/code/resend: empty body; the answer says a fresh code is on its way (older ones are void). */
export const LoginCodeResendRequestSchema = z.object({});
export const LoginCodeResentSchema = z.object({ sent: z.literal(true) });

/** Path of GET and POST /api/password/reset/:key; any key shape is answered the same way. */
export const PasswordResetKeyParamsSchema = z.object({ key: rawTextString('Schlüssel', 100).min(1) });

/** GET /api/dev/mailbox?to=: optional recipient filter, case-insensitive. */
export const MailboxQuerySchema = z.object({ to: textString('Empfänger', 200).optional() });
export const MailboxDeletedSchema = z.object({ deleted: z.number().int() });
