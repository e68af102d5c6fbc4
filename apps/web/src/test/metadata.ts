import type { DeliveryAddress, Metadata } from '@fuel/domain/contracts/metadata';

// GET /api/metadata as the component tests need it: a small catalog that forms and pages offer.

export const DIESEL_B7 = {
  id: 2,
  code: 'DIESEL-B7',
  name: 'Diesel B7',
  type: 'fuel',
  category: 'DIESEL',
  categorySort: 20,
  density: 0.835,
  unit: 'cbm',
};
export const HEIZOEL_EL = {
  id: 3,
  code: 'HEL',
  name: 'Heizöl EL',
  type: 'fuel',
  category: 'HEIZOEL',
  categorySort: 10,
  density: null,
  unit: 'cbm',
};
export const HAMBURG_HARBURG = { id: 7, name: 'Tanklager Hamburg-Harburg', city: 'Hamburg', code: 'HH-HAR' };

/** Delivery address 21 of the buyer (a delivered product's target or order goes there). */
export const DELIVERY_WERK: DeliveryAddress = {
  id: 21,
  company: 'Heizöl Müller GmbH',
  street: 'Industriestraße 4',
  postCode: '21079',
  city: 'Hamburg',
  country: 'DE',
  contactPerson: null,
  onSiteContact: null,
  instructions: null,
};
/** A second delivery address (22) of the same buyer. */
export const DELIVERY_LAGER: DeliveryAddress = {
  ...DELIVERY_WERK,
  id: 22,
  street: 'Hafenweg 9',
  postCode: '24103',
  city: 'Kiel',
};

/**
 * The given fuels (Diesel B7 by default), terminal 7 in region Nord, lifting period 3 (14 Tage); delivered
 * products off unless asked, and the buyer's delivery addresses (none unless given).
 */
export const testMetadata = ({
  fuels = [DIESEL_B7],
  deliveredProducts = false,
  deliveryAddresses = [],
}: {
  fuels?: Array<typeof DIESEL_B7 | typeof HEIZOEL_EL>;
  deliveredProducts?: boolean;
  deliveryAddresses?: DeliveryAddress[];
} = {}) =>
  ({
    fuels,
    regions: [{ id: 1, name: 'Nord', terminals: [HAMBURG_HARBURG] }],
    deliveryAddresses,
    liftingPeriods: [{ id: 3, code: 'TAGE_14', label: '14 Tage', days: 14 }],
    features: { platform: { DELIVERED_PRODUCTS: deliveredProducts }, account: {} },
  }) as unknown as Metadata;
