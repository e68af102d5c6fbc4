import { describe, expect, it } from 'vitest';
import { PREFERRED_DATE_PAST_MESSAGE } from '@fuel/domain/empty-barrels/empty-barrel-rules';
import {
  cascadeOptions,
  emptyBarrelFormSchema,
  emptyBarrelValues,
  type EmptyBarrelFormValues,
} from './empty-barrel-form';

const TODAY = '2026-11-25';
const filled = (patch: Partial<EmptyBarrelFormValues> = {}): EmptyBarrelFormValues => ({
  ...emptyBarrelValues('DE', TODAY, true),
  sellerId: 4,
  productId: 21,
  purchaseUnitId: 2,
  units: 12,
  locationId: 9,
  ...patch,
});
const parse = (values: EmptyBarrelFormValues) => emptyBarrelFormSchema(TODAY).safeParse(values);
const messages = (values: EmptyBarrelFormValues) =>
  Object.fromEntries((parse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('empty-barrel request form', () => {
  it('sends the chosen location and leaves the free address and an empty comment out', () => {
    expect(parse(filled()).data).toEqual({
      sellerId: 4,
      productId: 21,
      purchaseUnitId: 2,
      units: 12,
      locationId: 9,
      preferredDate: TODAY,
    });
  });

  it('sends a free address instead of a location', () => {
    const address = {
      street: 'Am Kanal 3',
      postCode: '28217',
      city: 'Bremen',
      county: 'Bremen',
      country: 'DE' as const,
    };
    const result = parse(filled({ mode: 'ADDRESS', locationId: 9, address, comment: 'Tor 2' }));
    expect(result.data).toMatchObject({
      address: { street: 'Am Kanal 3', postCode: '28217', city: 'Bremen', county: 'Bremen', country: 'DE' },
      comment: 'Tor 2',
    });
    expect(result.data).not.toHaveProperty('locationId');
  });

  it('names what is missing on its field', () => {
    const m = messages(filled({ sellerId: null, units: null, mode: 'ADDRESS' }));
    expect(m.sellerId).toBe('Verkäufer ist ein Pflichtfeld.');
    expect(m.units).toBe('Anzahl der Einheiten ist ein Pflichtfeld.');
    expect(m['address.street']).toBe('Straße und Hausnummer ist ein Pflichtfeld.');
  });

  it('refuses a preferred date in the past', () => {
    expect(messages(filled({ preferredDate: '2026-11-24' })).preferredDate).toBe(PREFERRED_DATE_PAST_MESSAGE);
    expect(parse(filled({ preferredDate: '2026-12-01' })).success).toBe(true);
  });

  it('offers the products of the chosen seller and the units of the chosen product', () => {
    const options = {
      sellers: [
        {
          id: 4,
          name: 'Hanseatische',
          products: [{ id: 21, name: 'AdBlue', purchaseUnits: [{ id: 2, name: 'Fass 200 L' }] }],
        },
      ],
    };
    expect(cascadeOptions(options, 4, 21)).toEqual({
      products: options.sellers[0]!.products,
      purchaseUnits: [{ id: 2, name: 'Fass 200 L' }],
    });
    expect(cascadeOptions(options, 5, 21)).toEqual({ products: [], purchaseUnits: [] });
    expect(cascadeOptions(undefined, null, null)).toEqual({ products: [], purchaseUnits: [] });
  });
});
