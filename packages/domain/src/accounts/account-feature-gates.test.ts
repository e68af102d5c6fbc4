import { describe, expect, test } from 'vitest';
import { accountFeatureRefusal, type GatedAccount } from './account-feature-gates';

type Over = Partial<Omit<GatedAccount, 'features'>> & { features?: Partial<GatedAccount['features']> };
const account = ({ features, ...over }: Over = {}): GatedAccount => ({
  type: 'buyer',
  sellerKind: null,
  ...over,
  features: { productAdditives: true, triggers: true, ...features },
});

describe('productAdditives', () => {
  test('a buyer with the feature passes, without it ADDITIVES_NOT_AVAILABLE', () => {
    expect(accountFeatureRefusal('productAdditives', account())).toBeNull();
    expect(accountFeatureRefusal('productAdditives', account({ features: { productAdditives: false } }))).toBe(
      'ADDITIVES_NOT_AVAILABLE',
    );
  });

  test('a seller also needs a kind that sells additives; an operator never passes', () => {
    expect(
      accountFeatureRefusal('productAdditives', account({ type: 'seller', sellerKind: 'FUEL_AND_ADDITIVES' })),
    ).toBeNull();
    expect(accountFeatureRefusal('productAdditives', account({ type: 'seller', sellerKind: 'ADDITIVES' }))).toBeNull();
    expect(accountFeatureRefusal('productAdditives', account({ type: 'seller', sellerKind: 'FUEL' }))).toBe(
      'ADDITIVES_NOT_AVAILABLE',
    );
    expect(accountFeatureRefusal('productAdditives', account({ type: 'admin' }))).toBe('ADDITIVES_NOT_AVAILABLE');
  });
});

test('triggers: a seller needs the feature (403 FORBIDDEN), a buyer does not', () => {
  expect(accountFeatureRefusal('triggers', account({ type: 'seller', sellerKind: 'FUEL' }))).toBeNull();
  expect(
    accountFeatureRefusal('triggers', account({ type: 'seller', sellerKind: 'FUEL', features: { triggers: false } })),
  ).toBe('FORBIDDEN');
  expect(accountFeatureRefusal('triggers', account({ features: { triggers: false } }))).toBeNull();
});

test('a gone account is refused', () => {
  expect(accountFeatureRefusal('productAdditives', null)).toBe('ADDITIVES_NOT_AVAILABLE');
  expect(accountFeatureRefusal('triggers', null)).toBe('FORBIDDEN');
});
