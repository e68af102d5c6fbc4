import { expect, test } from 'vitest';
import { seededRandom } from './seeded-random';

test('the same seed gives the same sequence (the demo data and the simulator depend on it)', () => {
  const a = seededRandom(4711);
  expect([a(), a(), a()]).toEqual([0.3630195134319365, 0.7252635709010065, 0.06235719472169876]);
  const b = seededRandom(4711);
  const c = seededRandom(4712);
  const first = b();
  expect(first).toBe(0.3630195134319365);
  expect(c()).not.toBe(first);
});

test('answers numbers in [0, 1)', () => {
  const r = seededRandom(20261122);
  for (let i = 0; i < 10_000; i++) {
    const x = r();
    expect(x >= 0 && x < 1).toBe(true);
  }
});
