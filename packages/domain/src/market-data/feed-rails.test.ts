import { describe, expect, test } from 'vitest';
import {
  DEFAULT_FEED_HEARTBEAT_MS,
  DEFAULT_PRICE_BAND_BP,
  deviationBp,
  heartbeatMissed,
  outsidePriceBand,
} from './feed-rails';

describe('price band', () => {
  test('5 % of the reference is inside, a hundredth of a cent more is outside, both directions', () => {
    const reference = 547_685; // 54.7685 EUR/100L15
    expect(outsidePriceBand(reference, reference, DEFAULT_PRICE_BAND_BP)).toBe(false);
    expect(outsidePriceBand(575_069, reference, DEFAULT_PRICE_BAND_BP)).toBe(false); // +4.99998 %
    expect(outsidePriceBand(575_070, reference, DEFAULT_PRICE_BAND_BP)).toBe(true);
    expect(outsidePriceBand(520_301, reference, DEFAULT_PRICE_BAND_BP)).toBe(false); // -4.99995 %
    expect(outsidePriceBand(520_300, reference, DEFAULT_PRICE_BAND_BP)).toBe(true);
    expect(outsidePriceBand(1_000_000, 1_000_000 - 50_000, DEFAULT_PRICE_BAND_BP)).toBe(true);
  });

  test('exactly on the band is inside; another band moves the edge', () => {
    expect(outsidePriceBand(105_000, 100_000, 500)).toBe(false);
    expect(outsidePriceBand(105_001, 100_000, 500)).toBe(true);
    expect(outsidePriceBand(101_500, 100_000, 100)).toBe(true);
    expect(outsidePriceBand(101_500, 100_000, 200)).toBe(false);
  });

  test('no usable reference holds nothing', () => {
    expect(outsidePriceBand(500_000, 0, 500)).toBe(false);
    expect(outsidePriceBand(500_000, -10, 500)).toBe(false);
    expect(deviationBp(500_000, 0)).toBeNull();
  });

  test('the deviation in basis points rounds up', () => {
    expect(deviationBp(110_000, 100_000)).toBe(1000);
    expect(deviationBp(90_000, 100_000)).toBe(1000);
    expect(deviationBp(100_001, 100_000)).toBe(1);
    expect(deviationBp(100_000, 100_000)).toBe(0);
  });
});

describe('heartbeat', () => {
  const now = new Date('2027-02-01T09:00:00Z');
  test('silent longer than the heartbeat is missed; exactly the heartbeat is not', () => {
    expect(DEFAULT_FEED_HEARTBEAT_MS).toBe(120_000);
    expect(heartbeatMissed(new Date(now.getTime() - 120_000), now, DEFAULT_FEED_HEARTBEAT_MS)).toBe(false);
    expect(heartbeatMissed(new Date(now.getTime() - 120_001), now, DEFAULT_FEED_HEARTBEAT_MS)).toBe(true);
    expect(heartbeatMissed('2027-02-01T08:57:59Z', now, DEFAULT_FEED_HEARTBEAT_MS)).toBe(true);
    expect(heartbeatMissed('2027-02-01T08:59:30Z', now, 30_000)).toBe(false);
  });

  test('a feed that never pushed, or an unreadable time, misses nothing', () => {
    expect(heartbeatMissed(null, now, 1)).toBe(false);
    expect(heartbeatMissed('gestern', now, 1)).toBe(false);
  });
});
