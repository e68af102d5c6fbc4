import { expect, it } from 'vitest';
import { canReorder } from './reorder';

it('offers "Erneut bestellen" on spot orders only (trigger and additive orders cannot go into the basket)', () => {
  expect(canReorder('SPOT')).toBe(true);
  expect(canReorder('TRIGGER')).toBe(false);
  expect(canReorder('ADDITIVE')).toBe(false);
});
