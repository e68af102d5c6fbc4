import { describe, expect, it } from 'vitest';
import { appendLivePoint, chartPoints, liveCurve, liveFx, timeTicks, withLiveQuote } from './live-market-info';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('live market info', () => {
  it('takes a live quote when it is newer than the row, and marks rows live up to 2 minutes', () => {
    const row = { month: 'M00', symbol: 'ICE/GAS', price: 700, timestamp: ago(300), live: false };
    expect(withLiveQuote(row, { 'ICE/GAS': { price: 702.25, timestamp: ago(5) } }, NOW)).toEqual({
      ...row,
      price: 702.25,
      timestamp: ago(5),
      live: true,
    });
    // An older quote does not replace the row's price.
    expect(
      withLiveQuote({ ...row, timestamp: ago(10) }, { 'ICE/GAS': { price: 1, timestamp: ago(20) } }, NOW),
    ).toMatchObject({ price: 700, live: true });
    expect(withLiveQuote(row, {}, NOW)).toMatchObject({ price: 700, live: false });
    expect(withLiveQuote({ ...row, timestamp: ago(120) }, {}, NOW).live).toBe(true);
    expect(withLiveQuote({ ...row, timestamp: ago(121) }, {}, NOW).live).toBe(false);
  });

  it('fills rows without a price from live quotes', () => {
    const curve = [
      { month: 'M00', symbol: 'ICE/GAS', price: null, timestamp: null, live: false },
      { month: 'M01', symbol: 'ICE/GAS1', price: null, timestamp: null, live: false },
    ];
    const rows = liveCurve(curve, { 'ICE/GAS1': { price: 695, timestamp: ago(1) } }, NOW);
    expect(rows.map((r) => [r.month, r.price, r.live])).toEqual([
      ['M00', null, false],
      ['M01', 695, true],
    ]);
    const fx = liveFx(
      [{ symbol: 'FX/EURUSD', price: 1.08, timestamp: ago(400), live: false }],
      { 'FX/EURUSD': { price: 1.0812, timestamp: ago(2) } },
      NOW,
    );
    expect(fx[0]).toMatchObject({ price: 1.0812, live: true });
  });

  it('appends newer live quotes to the history and drops points older than the period', () => {
    const points = [
      { timestamp: ago(3000), price: 690 },
      { timestamp: ago(60), price: 700 },
    ];
    expect(appendLivePoint(points, undefined, 3_600_000)).toBe(points);
    expect(appendLivePoint(points, { price: 699, timestamp: ago(60) }, 3_600_000)).toBe(points);
    expect(appendLivePoint(points, { price: 701, timestamp: ago(0) }, 3_600_000)).toEqual([
      ...points,
      { timestamp: ago(0), price: 701 },
    ]);
    expect(appendLivePoint(points, { price: 701, timestamp: ago(0) }, 600_000)).toEqual([
      points[1],
      { timestamp: ago(0), price: 701 },
    ]);
    expect(appendLivePoint([], { price: 701, timestamp: ago(0) }, 600_000)).toEqual([
      { timestamp: ago(0), price: 701 },
    ]);
  });

  it('turns points into chart data with epoch times', () => {
    expect(chartPoints([{ timestamp: ago(0), price: 1 }])).toEqual([{ t: NOW.getTime(), price: 1 }]);
  });

  it('puts time-axis ticks on whole minutes', () => {
    const at = (h: number, m: number, s = 0) => Date.UTC(2026, 2, 2, h, m, s);
    expect(timeTicks(at(10, 0, 20), at(11, 0, 5))).toEqual(
      [10, 20, 30, 40, 50].map((m) => at(10, m)).concat(at(11, 0)),
    );
    expect(timeTicks(at(10, 0, 20), at(10, 5, 0))).toEqual([1, 2, 3, 4, 5].map((m) => at(10, m)));
    expect(timeTicks(at(10, 0), at(10, 0))).toEqual([at(10, 0)]);
  });
});
