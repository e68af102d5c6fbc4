import { describe, expect, it } from 'vitest';
import {
  additiveOfferListQueryString,
  AdditiveOfferCloneSchema,
  AdditiveOfferInputSchema,
  AdditiveOfferListQuerySchema,
  withAdditiveOfferListDefaults,
} from './additives';
import { AdditiveLocationInputSchema } from './additive-locations';

const offer = {
  productId: 1,
  purchaseUnitId: 2,
  pricePerUnit: 24.9,
  minUnits: 2,
  maxUnits: 50,
  totalUnits: 200,
  deliveryDays: 2,
};

describe('the additive offer list request (spec sections 3 and 9)', () => {
  it('defaults: first page 1, page size 1000, newest first', () => {
    expect(withAdditiveOfferListDefaults(AdditiveOfferListQuerySchema.parse({}))).toMatchObject({
      pageNumber: 1,
      pageLimit: 1000,
      sortBy: 'created',
      sortType: 'desc',
    });
  });

  it('takes lists comma-separated or repeated, numbers as text, blanks as not given', () => {
    const q = AdditiveOfferListQuerySchema.parse({
      productIds: '1,2',
      purchaseUnitList: ['3', '4,5'],
      buyerIds: '',
      minOfferAvailability: '0',
      pageLimit: '50',
    });
    expect(q).toMatchObject({
      productIds: [1, 2],
      purchaseUnitList: [3, 4, 5],
      minOfferAvailability: 0,
      pageLimit: 50,
    });
    expect(q.buyerIds).toBeUndefined();
    expect(additiveOfferListQueryString(q)).toBe(
      'pageLimit=50&productIds=1%2C2&purchaseUnitList=3%2C4%2C5&minOfferAvailability=0',
    );
  });

  it('refuses more than 1000 a page and min above max availability', () => {
    expect(AdditiveOfferListQuerySchema.safeParse({ pageLimit: '1001' }).success).toBe(false);
    const r = AdditiveOfferListQuerySchema.safeParse({ minOfferAvailability: '9', maxOfferAvailability: '3' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['minOfferAvailability']);
  });
});

describe('offer input', () => {
  it('creates ACTIVE by default, trims the comment, empty comment = none', () => {
    expect(AdditiveOfferInputSchema.parse({ ...offer, comment: '  ' })).toMatchObject({
      status: 'ACTIVE',
      comment: null,
    });
    expect(AdditiveOfferInputSchema.parse({ ...offer, status: 'PAUSED', comment: ' Pumpe ' })).toMatchObject({
      status: 'PAUSED',
      comment: 'Pumpe',
    });
    expect(AdditiveOfferInputSchema.safeParse({ ...offer, status: 'REMOVED' }).success).toBe(false);
  });

  it('a clone names its source and carries no status', () => {
    expect(AdditiveOfferCloneSchema.parse({ ...offer, _id: 7 })._id).toBe(7);
    expect(AdditiveOfferCloneSchema.safeParse({ ...offer, _id: 7, status: 'ACTIVE' }).success).toBe(false);
    expect(AdditiveOfferCloneSchema.safeParse(offer).success).toBe(false);
  });
});

describe('location input', () => {
  it('checks the post code against the country', () => {
    const address = { street: 'Rheinweg 1', postCode: '4058', city: 'Basel', county: 'Basel-Stadt', country: 'CH' };
    expect(AdditiveLocationInputSchema.parse({ _id: 3, address }).address).toEqual(address);
    expect(AdditiveLocationInputSchema.safeParse({ address: { ...address, country: 'DE' } }).success).toBe(false);
  });
});
