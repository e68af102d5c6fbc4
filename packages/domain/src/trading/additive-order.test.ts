import { describe, expect, test } from 'vitest';
import { additiveOrderFacts, pricePer100lE4OfUnit } from './additive-order';

describe('additiveOrderFacts', () => {
  test('a fuel order has none', () => {
    expect(
      additiveOrderFacts({
        units: null,
        purchaseUnitId: null,
        pricePerUnitE4: null,
        unitName: null,
        unitLitres: null,
        location: null,
      }),
    ).toBeNull();
  });

  test('an additive order shows units, unit, price per unit and its location', () => {
    const location = {
      id: 4,
      street: 'Hafenstraße 1',
      postCode: '28217',
      city: 'Bremen',
      county: 'Bremen',
      country: 'DE',
    };
    expect(
      additiveOrderFacts({
        units: 12,
        purchaseUnitId: 2,
        pricePerUnitE4: 899_000,
        unitName: 'Kanister 20 L',
        unitLitres: 20,
        location,
      }),
    ).toEqual({
      units: 12,
      purchaseUnit: { id: 2, name: 'Kanister 20 L', litres: 20 },
      pricePerUnit: 89.9,
      location: {
        _id: 4,
        address: { street: 'Hafenstraße 1', postCode: '28217', city: 'Bremen', county: 'Bremen', country: 'DE' },
      },
    });
  });
});

test('a price per unit as a price per 100 L', () => {
  expect(pricePer100lE4OfUnit(899_000, 20)).toBe(4_495_000);
  expect(pricePer100lE4OfUnit(10_000, 3)).toBe(333_333);
  expect(pricePer100lE4OfUnit(20_000, 3)).toBe(666_667);
});
