import { z } from 'zod';
import { IdParamsSchema } from '../validation/numbers';
import { DeliveryAddressSchema } from './metadata';
import { requiredString, textString, type TextOptions } from '../validation/fields';
import { checkPostCode, countrySchema } from '../validation/address';

/** German labels of the delivery address fields (spec section 3 "Delivery address"). */
export const DELIVERY_ADDRESS_LABELS = {
  company: 'Firma',
  street: 'Straße und Hausnummer',
  postCode: 'Postleitzahl',
  city: 'Ort',
  country: 'Land',
  contactPerson: 'Ansprechpartner',
  onSiteContact: 'Kontakt vor Ort',
  instructions: 'Lieferhinweise',
} as const;

/** The list and the answer of create/update share the metadata's delivery address shape. */
export { DeliveryAddressSchema, type DeliveryAddress } from './metadata';
export const DeliveryAddressListSchema = z.object({ addresses: z.array(DeliveryAddressSchema) });
export type DeliveryAddressList = z.infer<typeof DeliveryAddressListSchema>;

/** Optional text: trimmed, empty means "none" (stored as null). */
const optionalText = (label: string, max: number, options: TextOptions = {}) =>
  textString(label, max, options)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** POST /api/delivery-addresses and PUT /api/delivery-addresses/{id} (company admins of buyers). */
export const DeliveryAddressInputSchema = z
  .strictObject({
    company: requiredString(DELIVERY_ADDRESS_LABELS.company),
    street: requiredString(DELIVERY_ADDRESS_LABELS.street),
    postCode: requiredString(DELIVERY_ADDRESS_LABELS.postCode, 10),
    city: requiredString(DELIVERY_ADDRESS_LABELS.city),
    country: countrySchema,
    contactPerson: optionalText(DELIVERY_ADDRESS_LABELS.contactPerson, 200),
    onSiteContact: optionalText(DELIVERY_ADDRESS_LABELS.onSiteContact, 200),
    instructions: optionalText(DELIVERY_ADDRESS_LABELS.instructions, 1000, { multiLine: true }),
  })
  .superRefine(checkPostCode);
export type DeliveryAddressInput = z.infer<typeof DeliveryAddressInputSchema>;
export type DeliveryAddressFormValues = z.input<typeof DeliveryAddressInputSchema>;

export const DeliveryAddressIdParamsSchema = IdParamsSchema;
