import { describe, expect, it } from 'vitest';
import { countdownMs, formatCountdown, nextClockDifference, windowKey } from './countdown';

const SERVER = '2026-03-02T10:00:00.000Z';
const server = Date.parse(SERVER);

describe('clock difference', () => {
  it('is set by the first reading: server time minus browser time', () => {
    expect(nextClockDifference(null, SERVER, server - 3000)).toBe(3000);
    expect(nextClockDifference(null, SERVER, server + 2000)).toBe(-2000);
  });

  it('only ever increases', () => {
    let difference = nextClockDifference(null, SERVER, server - 1000);
    difference = nextClockDifference(difference, SERVER, server + 500);
    expect(difference).toBe(1000);
    difference = nextClockDifference(difference, SERVER, server - 4000);
    expect(difference).toBe(4000);
  });

  it('keeps the previous value when the server time is unreadable', () => {
    expect(nextClockDifference(1500, 'nonsense', server)).toBe(1500);
    expect(nextClockDifference(null, 'nonsense', server)).toBe(0);
  });
});

describe('countdown', () => {
  const expires = '2026-03-02T10:05:00.000Z';

  it('is expires minus (now + difference)', () => {
    expect(countdownMs(expires, server, 0)).toBe(300_000);
    // The browser is 2 s behind the server: 2 s less remain.
    expect(countdownMs(expires, server - 2000, 2000)).toBe(300_000);
    expect(countdownMs(expires, server, 2000)).toBe(298_000);
  });

  it('floors at 0 at and after expiry', () => {
    expect(countdownMs(expires, Date.parse(expires), 0)).toBe(0);
    expect(countdownMs(expires, Date.parse(expires) + 60_000, 0)).toBe(0);
    expect(countdownMs('nonsense', server, 0)).toBe(0);
  });

  it('formats as mm:ss, rounding up to whole seconds', () => {
    expect(formatCountdown(300_000)).toBe('05:00');
    expect(formatCountdown(299_001)).toBe('05:00');
    expect(formatCountdown(59_000)).toBe('00:59');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(3_600_000)).toBe('60:00');
  });

  it('names a window by created and expires', () => {
    expect(windowKey({ created: 'a', expires: 'b' })).toBe('a|b');
  });
});
