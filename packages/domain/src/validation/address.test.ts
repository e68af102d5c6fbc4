import { expect, test } from 'vitest';
import { addressCountriesFor, homeCountryOf, isValidPostCode, postCodeMessage } from './address';

test('post codes: five digits in Germany, four in Austria and Belgium', () => {
  expect(isValidPostCode('DE', '28309')).toBe(true);
  expect(isValidPostCode('DE', '2830')).toBe(false);
  expect(isValidPostCode('DE', '28309a')).toBe(false);
  expect(isValidPostCode('AT', '1010')).toBe(true);
  expect(isValidPostCode('AT', '10100')).toBe(false);
  expect(isValidPostCode('BE', '1000')).toBe(true);
  expect(isValidPostCode('BE', ' 1000')).toBe(false);
  expect(postCodeMessage('AT')).toContain('4 Ziffern');
});

test('Switzerland: four-digit post codes, first and default in the Swiss brand, last elsewhere', () => {
  expect(isValidPostCode('CH', '4127')).toBe(true);
  expect(isValidPostCode('CH', '41270')).toBe(false);
  expect(addressCountriesFor({ locale: 'de-CH' })).toEqual(['CH', 'DE', 'AT', 'BE']);
  expect(homeCountryOf({ locale: 'de-CH' })).toBe('CH');
  expect(addressCountriesFor({ locale: 'de' })).toEqual(['DE', 'AT', 'BE', 'CH']);
  expect(homeCountryOf({ locale: 'de' })).toBe('DE');
});
