import { expect, test } from 'vitest';
import { PetrolMixSchema } from './trigger-contracts';

const mix = (split: Array<{ productId: number; percent: number }>) => ({
  split,
  flexibilityPercent: 5,
  liftingStart: '2026-11-24',
});
const messages = (input: unknown) => {
  const parsed = PetrolMixSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

test('a petrol mix of distinct products adding up to 100 % is valid', () => {
  expect(
    messages(
      mix([
        { productId: 1, percent: 60 },
        { productId: 2, percent: 40 },
      ]),
    ),
  ).toEqual([]);
});

test('a product named twice in one mix is refused in German', () => {
  expect(
    messages(
      mix([
        { productId: 1, percent: 60 },
        { productId: 1, percent: 40 },
      ]),
    ),
  ).toEqual(['Jedes Produkt darf im Benzin-Mix nur einmal vorkommen.']);
});
