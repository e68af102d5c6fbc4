import { describe, expect, it } from 'vitest';
import { formatAddressLine } from './address';

describe('formatAddressLine', () => {
  it('writes street, then post code and city', () => {
    expect(formatAddressLine({ street: 'Hafenstraße 12', postCode: '28217', city: 'Bremen' })).toBe(
      'Hafenstraße 12, 28217 Bremen',
    );
  });
});
