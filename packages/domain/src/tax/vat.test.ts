import { expect, test } from 'vitest';
import { vatFor } from './vat';

test('the account country decides the rate', () => {
  expect(vatFor('DE', false)).toEqual({ country: 'DE', rateBasisPoints: 1900 });
  expect(vatFor('AT', false)).toEqual({ country: 'AT', rateBasisPoints: 2000 });
  expect(vatFor('BE', false)).toEqual({ country: 'BE', rateBasisPoints: 2100 });
});

test('Swiss VAT overrides the country, unknown countries fall back to Germany', () => {
  expect(vatFor('DE', true)).toEqual({ country: 'CH', rateBasisPoints: 810 });
  expect(vatFor('FR', false)).toEqual({ country: 'DE', rateBasisPoints: 1900 });
});
