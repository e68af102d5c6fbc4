import { z } from 'zod';
import { AccountTypeSchema } from './identity';
import { requiredString, textString } from '../validation/fields';
import { checkPostCode, countrySchema } from '../validation/address';

/** German labels of the account address fields, shared by form and validation messages. */
export const ACCOUNT_LABELS = {
  name: 'Unternehmen',
  addressLine1: 'Straße und Hausnummer',
  addressLine2: 'Adresszusatz',
  postCode: 'Postleitzahl',
  city: 'Ort',
  country: 'Land',
  vatId: 'USt-IdNr.',
} as const;

/** GET /api/account (spec section 3 "Account"): the address is editable, the rest is read-only. */
export const AccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: AccountTypeSchema,
  city: z.string(),
  vatId: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  postCode: z.string(),
  country: z.string(),
});
export type Account = z.infer<typeof AccountSchema>;

/** PUT /api/account (company admins): the account address. */
export const AccountAddressUpdateSchema = z
  .strictObject({
    addressLine1: requiredString(ACCOUNT_LABELS.addressLine1),
    addressLine2: textString(ACCOUNT_LABELS.addressLine2).default(''),
    postCode: requiredString(ACCOUNT_LABELS.postCode, 10),
    country: countrySchema,
  })
  .superRefine(checkPostCode);
export type AccountAddressUpdate = z.infer<typeof AccountAddressUpdateSchema>;
export type AccountAddressFormValues = z.input<typeof AccountAddressUpdateSchema>;

export const ACCOUNT_SAVED_MESSAGE = 'Die Adresse wurde gespeichert.';
export const AccountSavedSchema = z.object({ message: z.string() });
