import { additiveLocations } from './schema';

/**
 * An additive order's delivery location as the order confirmation and the history read it (a left
 * join: all null for fuel orders): one list, so both show the same address.
 */
export const orderLocationColumns = {
  id: additiveLocations.id,
  street: additiveLocations.street,
  postCode: additiveLocations.postCode,
  city: additiveLocations.city,
  county: additiveLocations.county,
  country: additiveLocations.country,
};
