import { describe, expect, it } from 'vitest';
import { clockOffsetMs, countdownState, secondsLeft } from './countdown';

describe('basket countdown', () => {
  const server = '2026-11-20T08:30:00.000Z';
  const serverMs = Date.parse(server);

  it('corrects the browser clock by the server time of the answer', () => {
    // The browser runs 5 s behind the server.
    const offset = clockOffsetMs(server, serverMs - 5000);
    expect(offset).toBe(5000);
    expect(secondsLeft('2026-11-20T08:31:30.000Z', serverMs - 5000, offset)).toBe(90);
    expect(secondsLeft('2026-11-20T08:31:30.000Z', serverMs - 5000 + 80_500, offset)).toBe(10);
  });

  it('floors at 0 and rounds partial seconds up', () => {
    expect(secondsLeft(server, serverMs + 1000, 0)).toBe(0);
    expect(secondsLeft(server, serverMs - 200, 0)).toBe(1);
    expect(clockOffsetMs('kaputt', 0)).toBe(0);
  });

  it('turns urgent under 10 seconds and expired at 0', () => {
    expect(countdownState(10)).toBe('running');
    expect(countdownState(9)).toBe('urgent');
    expect(countdownState(0)).toBe('expired');
  });
});
