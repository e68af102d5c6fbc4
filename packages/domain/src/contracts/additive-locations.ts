import { z } from 'zod';
import { IdParamsSchema } from '../validation/numbers';
import { requiredString } from '../validation/fields';
import { checkPostCode, countrySchema } from '../validation/address';

// A buyer's additive delivery locations (issue 17, spec sections 3 and 7): GET/POST /api/metadata/locations,
// PUT/DELETE /api/metadata/locations/{id}, each {_id, address {street, postCode, city, county, country}};
// the list is sorted by county, then postCode. Additive orders are delivered to one of them.

export const ADDITIVE_LOCATION_LABELS = {
  street: 'Straße und Hausnummer',
  postCode: 'Postleitzahl',
  city: 'Ort',
  county: 'Bundesland / Kanton',
  country: 'Land',
} as const;

export const AdditiveLocationAddressSchema = z.object({
  street: z.string(),
  postCode: z.string(),
  city: z.string(),
  county: z.string(),
  country: z.string(),
});

export const AdditiveLocationSchema = z.object({
  _id: z.number().int(),
  address: AdditiveLocationAddressSchema,
});
export type AdditiveLocation = z.infer<typeof AdditiveLocationSchema>;

/** GET /api/metadata/locations: the caller's locations, by county, then postCode. */
export const AdditiveLocationListSchema = z.array(AdditiveLocationSchema);
export type AdditiveLocationList = z.infer<typeof AdditiveLocationListSchema>;

/** Body of POST and PUT: the location's address (an `_id` in the body is ignored; the path names the row). */
export const AdditiveLocationInputSchema = z.object({
  address: z
    .strictObject({
      street: requiredString(ADDITIVE_LOCATION_LABELS.street),
      postCode: requiredString(ADDITIVE_LOCATION_LABELS.postCode, 10),
      city: requiredString(ADDITIVE_LOCATION_LABELS.city),
      county: requiredString(ADDITIVE_LOCATION_LABELS.county, 100),
      country: countrySchema,
    })
    .superRefine(checkPostCode),
});
export type AdditiveLocationInput = z.infer<typeof AdditiveLocationInputSchema>;
export type AdditiveLocationFormValues = z.input<typeof AdditiveLocationInputSchema>;

export const AdditiveLocationIdParamsSchema = IdParamsSchema;
