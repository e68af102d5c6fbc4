import { z } from 'zod';
import { IdParamsSchema, idParamSchema } from '../validation/numbers';
import { requiredString, textString } from '../validation/fields';
import { AccountTypeSchema } from './identity';
import { SELLER_KINDS } from '../additives/additive-rules';

/** Page size of the operator's company list and audit log. */
export const OPERATOR_PAGE_SIZE = 50;

export const OPERATOR_LABELS = {
  name: 'Firmenname',
  addressLine1: 'Straße und Hausnummer',
  addressLine2: 'Adresszusatz',
  postCode: 'Postleitzahl',
  city: 'Ort',
  country: 'Land',
  vatId: 'USt-IdNr.',
  productAdditives: 'Additive',
  newsBox: 'News-Box',
  sharedCreditLimits: 'Gemeinsame Kreditlimits',
  triggers: 'Trigger-Aufträge',
  onlineTradingEnabled: 'Online-Handel freigeschaltet',
  sellerKind: 'Verkäuferart',
} as const;

/** What a seller sells (decision 042); set by the operator, null for buyers and admins. */
export const OperatorSellerKindSchema = z.enum(SELLER_KINDS, {
  error: `${OPERATOR_LABELS.sellerKind}: erlaubt sind ${SELLER_KINDS.join(', ')}.`,
});

export const AccountStatusSchema = z.enum(['ACTIVE', 'BLOCKED']);

const page = z.coerce.number().int().min(1).max(100_000).default(1);

export const OperatorAccountsQuerySchema = z.object({
  search: textString('Suche', 200).optional(),
  type: AccountTypeSchema.optional(),
  page,
});
export type OperatorAccountsQuery = z.infer<typeof OperatorAccountsQuerySchema>;

export const OperatorAccountFeaturesSchema = z.object({
  productAdditives: z.boolean(),
  newsBox: z.boolean(),
  sharedCreditLimits: z.boolean(),
  triggers: z.boolean(),
});

export const OperatorAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: AccountTypeSchema,
  status: AccountStatusSchema,
  addressLine1: z.string(),
  addressLine2: z.string(),
  postCode: z.string(),
  city: z.string(),
  country: z.string(),
  vatId: z.string().nullable(),
  userCount: z.number().int(),
  features: OperatorAccountFeaturesSchema,
  onlineTradingEnabled: z.boolean(),
  sellerKind: OperatorSellerKindSchema.nullable(),
});
export type OperatorAccount = z.infer<typeof OperatorAccountSchema>;

export const OperatorAccountListSchema = z.object({
  docs: z.array(OperatorAccountSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OperatorAccountList = z.infer<typeof OperatorAccountListSchema>;

const optionalText = (label: string, max = 200) => textString(label, max);

/** PUT /api/operator/accounts/{id}: master data, account features and the online trading switch. */
export const OperatorAccountUpdateSchema = z.strictObject({
  name: requiredString(OPERATOR_LABELS.name),
  addressLine1: requiredString(OPERATOR_LABELS.addressLine1),
  addressLine2: optionalText(OPERATOR_LABELS.addressLine2),
  postCode: requiredString(OPERATOR_LABELS.postCode, 10).regex(/^[0-9A-Za-z -]{3,10}$/, {
    error: 'Bitte geben Sie eine gültige Postleitzahl ein.',
  }),
  city: requiredString(OPERATOR_LABELS.city),
  country: z.enum(['DE', 'AT', 'BE', 'CH'], { error: 'Bitte wählen Sie ein gültiges Land.' }),
  vatId: optionalText(OPERATOR_LABELS.vatId, 20).refine((v) => v === '' || /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(v), {
    error: 'Bitte geben Sie eine gültige USt-IdNr. ein (z. B. DE123456789).',
  }),
  features: OperatorAccountFeaturesSchema,
  onlineTradingEnabled: z.boolean({ error: `${OPERATOR_LABELS.onlineTradingEnabled} fehlt.` }),
  /** Sellers only (issue 17); left out, the seller kind stays as it is. */
  sellerKind: OperatorSellerKindSchema.optional(),
});
export type OperatorAccountUpdate = z.infer<typeof OperatorAccountUpdateSchema>;

export const OperatorIdParamsSchema = IdParamsSchema;

export const OperatorUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  statusId: z.number().int(),
  blocked: z.boolean(),
  isAdmin: z.boolean(),
  roles: z.array(z.string()),
});
export type OperatorUser = z.infer<typeof OperatorUserSchema>;
export const OperatorUserListSchema = z.object({ docs: z.array(OperatorUserSchema) });

export const OkSchema = z.object({ ok: z.literal(true) });

export const REMOVAL_REQUEST_STATUSES = ['OPEN', 'APPROVED', 'REJECTED'] as const;
export const RemovalRequestStatusSchema = z.enum(REMOVAL_REQUEST_STATUSES);

export const RemovalRequestSchema = z.object({
  id: z.number().int(),
  status: RemovalRequestStatusSchema,
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  user: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
  account: z.object({ id: z.number().int(), name: z.string() }),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
});
export type RemovalRequest = z.infer<typeof RemovalRequestSchema>;
export const RemovalRequestListSchema = z.object({ docs: z.array(RemovalRequestSchema) });

export const AuditQuerySchema = z.object({
  entity: textString('Bereich', 100).optional(),
  accountId: idParamSchema().optional(),
  page,
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorName: z.string().nullable(),
  accountId: z.number().int().nullable(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  /** The object's own number (an order's contract number), null when it has none: see audit/audit-vocabulary. */
  objectRef: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = z.object({
  docs: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditList = z.infer<typeof AuditListSchema>;

/** "Audit-Kette prüfen" (decision 057): OK with count and head, or the first broken row. */
export const AuditChainCheckSchema = z.object({
  ok: z.boolean(),
  /** Rows checked (all of them when ok). */
  count: z.number().int(),
  headSeq: z.number().int(),
  headHash: z.string(),
  /** The latest daily anchor, to compare with the one in the log output. */
  lastAnchor: z.object({ day: z.string(), seq: z.number().int(), hash: z.string() }).nullable(),
  broken: z
    .object({
      id: z.number().int(),
      seq: z.number().int(),
      at: z.string(),
      reason: z.enum(['HASH_MISMATCH', 'PREV_HASH_MISMATCH', 'SEQ_GAP', 'HEAD_MISMATCH']),
    })
    .nullable(),
});
export type AuditChainCheck = z.infer<typeof AuditChainCheckSchema>;
