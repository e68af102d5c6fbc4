import { describe, expect, it } from 'vitest';
import { brandTimeZone } from '../calendar/zones';
import { priceHold } from './price-hold';

describe('priceHold', () => {
  const fixed = { pricingType: 'FIXED' as const, endDate: '2026-11-25', dailyEndTime: '18:00' };

  it('holds a fixed price until today’s end time when the offer ends today', () => {
    expect(priceHold(fixed, '2026-11-25')).toEqual({ kind: 'today', time: '18:00' });
  });

  it('holds a fixed price until the last day’s end time of a longer offer (seconds dropped)', () => {
    expect(priceHold({ ...fixed, endDate: '2026-11-27', dailyEndTime: '14:30:00' }, '2026-11-25')).toEqual({
      kind: 'until',
      date: '2026-11-27',
      time: '14:30',
    });
  });

  it('says a live price follows the market', () => {
    expect(priceHold({ ...fixed, pricingType: 'LIVE' }, '2026-11-25')).toEqual({ kind: 'live' });
  });

  it('names Zurich for the Swiss brand, Berlin otherwise', () => {
    expect(brandTimeZone('B')).toBe('Europe/Zurich');
    expect(brandTimeZone('A')).toBe('Europe/Berlin');
    expect(brandTimeZone('C')).toBe('Europe/Berlin');
  });
});
