import { describe, expect, it } from 'vitest';
import type { Product } from '@fuel/domain/contracts/metadata';
import { PetrolMixSchema, TriggerContractInputSchema } from '@fuel/domain/contracts/trigger-contracts';
import { emptyPetrolMix, percentText, petrolMixText, petrolProducts, splitTotalPercent } from './petrol-mix-form';

const mix = (split: Array<[number, number]>, flexibilityPercent = 5, liftingStart = '2026-12-01') => ({
  split: split.map(([productId, percent]) => ({ productId, percent })),
  flexibilityPercent,
  liftingStart,
});
/** The German messages the form shows, by field path. */
const messages = (value: unknown) => {
  const result = PetrolMixSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('emptyPetrolMix', () => {
  it('starts with two empty rows, no flexibility and lifting from the month’s first day', () => {
    expect(emptyPetrolMix('2027-02')).toEqual({
      split: [
        { productId: null, percent: null },
        { productId: null, percent: null },
      ],
      flexibilityPercent: 0,
      liftingStart: '2027-02-01',
    });
  });
});

describe('splitTotalPercent', () => {
  it('adds the typed shares, empty ones count 0', () => {
    expect(splitTotalPercent([{ percent: 60 }, { percent: null }, { percent: 25.5 }])).toBe(85.5);
    expect(splitTotalPercent(undefined)).toBe(0);
  });
  it('rounds off float noise so three thirds make 100', () => {
    expect(splitTotalPercent([{ percent: 33.33 }, { percent: 33.33 }, { percent: 33.34 }])).toBe(100);
  });
});

describe('the mix rules the form validates with (domain PetrolMixSchema)', () => {
  it('accepts a split of 100 %', () => {
    expect(
      messages(
        mix([
          [1, 60],
          [2, 40],
        ]),
      ),
    ).toEqual({});
    expect(
      messages(
        mix([
          [1, 33.33],
          [2, 33.33],
          [3, 33.34],
        ]),
      ),
    ).toEqual({});
  });
  it('refuses a split that does not sum to 100 %, on the split', () => {
    expect(
      messages(
        mix([
          [1, 60],
          [2, 30],
        ]),
      ),
    ).toEqual({ split: 'Die Anteile müssen zusammen 100 % ergeben.' });
    expect(
      messages(
        mix([
          [1, 60],
          [2, 50],
        ]),
      ),
    ).toEqual({ split: 'Die Anteile müssen zusammen 100 % ergeben.' });
  });
  it('refuses empty and out-of-range shares with German messages on the row', () => {
    expect(
      messages({
        ...mix([[1, 100]]),
        split: [
          { productId: null, percent: null },
          { productId: 2, percent: 0 },
        ],
      }),
    ).toEqual({
      'split.0.productId': 'Mix-Produkt ist ein Pflichtfeld.',
      'split.0.percent': 'Anteil (%) ist ein Pflichtfeld.',
      'split.1.percent': 'Der Anteil muss über 0 % liegen.',
    });
  });
  it('needs two to five products', () => {
    expect(messages(mix([[1, 100]]))).toEqual({ split: 'Ein Benzin-Mix braucht mindestens 2 Produkte.' });
    expect(
      messages(
        mix([
          [1, 20],
          [2, 20],
          [3, 20],
          [4, 20],
          [5, 10],
          [6, 10],
        ]),
      ),
    ).toEqual({ split: 'Ein Benzin-Mix hat höchstens 5 Produkte.' });
  });
  it('keeps the flexibility within 0 to 100 %', () => {
    expect(
      messages(
        mix(
          [
            [1, 50],
            [2, 50],
          ],
          0,
        ),
      ),
    ).toEqual({});
    expect(
      messages(
        mix(
          [
            [1, 50],
            [2, 50],
          ],
          100,
        ),
      ),
    ).toEqual({});
    expect(
      messages(
        mix(
          [
            [1, 50],
            [2, 50],
          ],
          -0.5,
        ),
      ),
    ).toEqual({ flexibilityPercent: 'Die Flexibilität darf nicht negativ sein.' });
    expect(
      messages(
        mix(
          [
            [1, 50],
            [2, 50],
          ],
          100.5,
        ),
      ),
    ).toEqual({ flexibilityPercent: 'Die Flexibilität darf höchstens 100 % betragen.' });
    expect(
      messages({
        ...mix([
          [1, 50],
          [2, 50],
        ]),
        flexibilityPercent: null,
      }),
    ).toEqual({ flexibilityPercent: 'Flexibilität (± %) ist ein Pflichtfeld.' });
  });
  it('needs a lifting start date', () => {
    expect(
      messages(
        mix(
          [
            [1, 50],
            [2, 50],
          ],
          5,
          '2026-13-01',
        ),
      ),
    ).toEqual({ liftingStart: 'Abholbeginn ist kein gültiges Datum.' });
  });
  it('is optional on the contract: no mix is null', () => {
    const contract = {
      buyerAccountId: 1,
      productId: 1,
      terminalId: 7,
      ekkNumber: 'EKK-1',
      month: '2026-12',
      priceBasis: { futureMonth: 'M01', premium: 3.5, premiumUnit: 'EUR_100L15' },
      triggerWindow: { days: [1], from: '08:00', to: '17:00' },
      volumeCbm: 100,
      minOrderCbm: 5,
      maxOrderCbm: 50,
      dailyTriggerLimit: 1,
    };
    expect(TriggerContractInputSchema.parse(contract).petrolMix).toBeNull();
    expect(
      TriggerContractInputSchema.parse({
        ...contract,
        petrolMix: mix([
          [1, 60],
          [2, 40],
        ]),
      }).petrolMix?.split,
    ).toHaveLength(2);
  });
});

describe('petrolProducts', () => {
  it('offers only the petrol fuels', () => {
    const fuels = [
      { id: 1, name: 'Super E5', category: 'BENZIN' },
      { id: 2, name: 'Diesel B7', category: 'DIESEL' },
      { id: 3, name: 'Super E10', category: 'BENZIN' },
    ] as Product[];
    expect(petrolProducts(fuels).map((p) => p.id)).toEqual([1, 3]);
  });
});

describe('petrolMixText', () => {
  const name = (id: number) => (id === 1 ? 'Super E5' : 'Super E10');
  it('writes the split, the flexibility and the lifting start in the brand’s format', () => {
    expect(
      petrolMixText(
        mix([
          [1, 60],
          [3, 40],
        ]),
        name,
        'A',
      ),
    ).toBe('Super E5 60 %, Super E10 40 % · ± 5 % · ab 01.12.2026');
    expect(percentText(33.5, 'A')).toBe('33,50 %');
    expect(percentText(33.5, 'B')).toBe('33.50 %');
  });
});
