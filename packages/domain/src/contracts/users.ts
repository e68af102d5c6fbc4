import { z } from 'zod';
import { USER_SEARCH_LIMIT } from '../constants';
import { rawTextString, requiredMessage, textString } from '../validation/fields';
import { INVALID_ID_MESSAGE, MAX_ID } from '../validation/numbers';
import { ProfileFieldsSchema, usernameString } from '../users/profile-rules';

export { ProfileFieldsSchema } from '../users/profile-rules';

/** The id -1 in PUT /api/user/{id} means the caller itself (spec section 7). */
export const SELF_USER_ID = -1;
export const PURCHASE_ROLE = 'MyOffers_Purchase';

export const UserIdParamsSchema = z.object({
  id: z.coerce.number().int().min(SELF_USER_ID).max(MAX_ID, { error: INVALID_ID_MESSAGE }),
});

/**
 * Fields only a company admin may set for users of its own account. purchaseStatus stands for
 * the role MyOffers_Purchase (granted only when the account is enabled for online trading).
 */
const AdminFieldsSchema = z.object({
  isAdmin: z.boolean().optional(),
  twoFactorEnabled: z.boolean().optional(),
  purchaseStatus: z.boolean().optional(),
});

/** PUT /api/user/{id}: the profile fields, plus the admin fields for a company admin. */
export const UpdateUserSchema = ProfileFieldsSchema.and(AdminFieldsSchema);
export type UpdateUserInput = z.input<typeof UpdateUserSchema>;
export type UpdateUser = z.infer<typeof UpdateUserSchema>;

/** POST /api/user: a new user of the admin's account; it gets a link to set its password. */
export const CreateUserSchema = ProfileFieldsSchema.and(AdminFieldsSchema).and(
  z.object({ username: usernameString() }),
);
export type CreateUserInput = z.input<typeof CreateUserSchema>;
export type CreateUser = z.infer<typeof CreateUserSchema>;

/** GET /api/user/profile: the full profile for the form (spec section 3 "User profile"). */
export const UserProfileSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  username: z.string(),
  statusId: z.number().int(),
  typeId: z.number().int(),
  roles: z.array(z.string()),
  isAdmin: z.boolean(),
  twoFactorEnabled: z.boolean(),
  salutation: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  mobile: z.string(),
  useIndividualAddress: z.boolean(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  county: z.string(),
  country: z.string(),
  postCode: z.string(),
  jobTitle: z.string(),
  department: z.string(),
  departmentSize: z.string(),
  /** Whether the account may hand out purchase rights (online trading enabled). */
  onlineTradingEnabled: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** Spec section 3 "User list item": status 100 = active, derived accountDisabled and purchaseStatus. */
export const UserListItemSchema = UserProfileSchema.omit({ onlineTradingEnabled: true }).extend({
  status: z.number().int(),
  accountDisabled: z.boolean(),
  purchaseStatus: z.boolean(),
  /** An open removal request waits for the platform operator. */
  removalRequested: z.boolean(),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;

export const UserSearchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_ID).default(1),
  limit: z.coerce.number().int().min(1).max(USER_SEARCH_LIMIT).default(USER_SEARCH_LIMIT),
  removeLoggedInUser: z.enum(['REMOVE']).optional(),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuerySchema>;

export const UserSearchResponseSchema = z.object({ docs: z.array(UserListItemSchema), totalDocs: z.number().int() });
export type UserSearchResponse = z.infer<typeof UserSearchResponseSchema>;

/** POST /api/user/password: the policy is checked by checkPassword (validation/password.ts). */
export const PasswordChangeSchema = z.object({
  currentPassword: rawTextString('Aktuelles Passwort').min(1, { error: requiredMessage('Aktuelles Passwort') }),
  password: rawTextString('Neues Passwort'),
  passwordRepeat: rawTextString('Passwort wiederholen'),
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

export const RemovalRequestSchema = z.object({
  reason: textString('Begründung', 500, { multiLine: true }).default(''),
});
export type RemovalRequestInput = z.input<typeof RemovalRequestSchema>;

export const RemovalRequestCreatedSchema = z.object({ id: z.number().int(), status: z.literal('OPEN') });
export const OkSchema = z.object({ ok: z.literal(true) });
