import { describe, expect, test } from 'vitest';
import {
  autoExecutionOf,
  bestPriceFor,
  isMatchable,
  pickFill,
  statusAfterFill,
  targetOrderState,
  targetPlaces,
  type OfferForMatch,
  type TargetForMatch,
} from './target-order-rules';

const target: TargetForMatch = {
  productId: 1,
  terminalIds: [10, 11],
  deliveryRegionId: null,
  remainingLitres: 30_000,
  targetPriceE4: 900_000,
  liftingFrom: null,
  liftingTo: null,
};
const offer = (o: Partial<OfferForMatch>): OfferForMatch => ({
  offerId: 1,
  productId: 1,
  terminalId: 10,
  deliveryRegionId: null,
  priceE4: 890_000,
  minOrderLitres: 1_000,
  maxOrderLitres: null,
  availableLitres: 1_000_000,
  autoExecution: true,
  autoMaxLitres: null,
  collectionStart: '2026-03-10',
  ...o,
});

describe('pickFill', () => {
  test('a delivered target takes only delivered offers of its region; a pickup target none of them', () => {
    const delivered: TargetForMatch = { ...target, terminalIds: [], deliveryRegionId: 3 };
    const deliveredOffer = offer({ offerId: 7, terminalId: null, deliveryRegionId: 3, priceE4: 895_000 });
    expect(
      pickFill(delivered, [
        offer({ priceE4: 800_000 }),
        offer({ terminalId: null, deliveryRegionId: 4 }),
        deliveredOffer,
      ]),
    ).toEqual({ offerId: 7, litres: 30_000, priceE4: 895_000 });
    expect(pickFill(target, [deliveredOffer])).toBeNull();
  });

  test('the lowest price at or below the target wins; a tie goes to the earlier offer', () => {
    const fill = pickFill(target, [
      offer({ offerId: 5, priceE4: 880_000 }),
      offer({ offerId: 3, priceE4: 880_000, terminalId: 11 }),
      offer({ offerId: 2, priceE4: 899_999 }),
    ]);
    expect(fill).toEqual({ offerId: 3, litres: 30_000, priceE4: 880_000 });
  });

  test('exactly the target fills; one ten-thousandth above does not', () => {
    expect(pickFill(target, [offer({ priceE4: 900_000 })])?.priceE4).toBe(900_000);
    expect(pickFill(target, [offer({ priceE4: 900_001 })])).toBeNull();
  });

  test('other products, terminals, no consent and a zero price are left out', () => {
    expect(
      pickFill(target, [
        offer({ productId: 2 }),
        offer({ terminalId: 12 }),
        offer({ terminalId: null, deliveryRegionId: 3 }),
        offer({ autoExecution: false }),
        offer({ priceE4: 0 }),
      ]),
    ).toBeNull();
  });

  test('litres: capped by the offer maximum, the seller cap per automatic order and what is left; below the minimum none', () => {
    expect(pickFill(target, [offer({ maxOrderLitres: 20_000 })])?.litres).toBe(20_000);
    expect(pickFill(target, [offer({ autoMaxLitres: 12_000 })])?.litres).toBe(12_000);
    expect(pickFill(target, [offer({ availableLitres: 5_000 })])?.litres).toBe(5_000);
    expect(pickFill({ ...target, remainingLitres: 500 }, [offer({ minOrderLitres: 1_000 })])).toBeNull();
    expect(pickFill(target, [offer({ availableLitres: 500, minOrderLitres: 1_000 })])).toBeNull();
  });

  test('the lifting window: the collection must start inside it', () => {
    const windowed = { ...target, liftingFrom: '2026-03-11', liftingTo: '2026-03-12' };
    expect(pickFill(windowed, [offer({ collectionStart: '2026-03-10' })])).toBeNull();
    expect(pickFill(windowed, [offer({ collectionStart: '2026-03-11' })])).not.toBeNull();
    expect(pickFill(windowed, [offer({ collectionStart: '2026-03-13' })])).toBeNull();
  });

  test('bestPriceFor ignores the target price but not the product or terminal', () => {
    expect(
      bestPriceFor(target, [
        offer({ priceE4: 950_000 }),
        offer({ priceE4: 990_000 }),
        offer({ terminalId: 99, priceE4: 1 }),
      ]),
    ).toBe(950_000);
    expect(bestPriceFor(target, [])).toBeNull();
  });
});

describe('states', () => {
  const now = new Date('2026-03-10T09:00:00Z');
  const stored = {
    status: 'ACTIVE' as const,
    litres: 30_000,
    filledLitres: 0,
    validUntil: new Date('2026-03-11T00:00:00Z'),
    refusal: null,
  };

  test('active, partly filled, paused, refused, expired, filled, cancelled', () => {
    expect(targetOrderState(stored, now)).toBe('ACTIVE');
    expect(targetOrderState({ ...stored, filledLitres: 10_000 }, now)).toBe('PARTLY_FILLED');
    expect(targetOrderState({ ...stored, status: 'PAUSED' }, now)).toBe('PAUSED');
    expect(targetOrderState({ ...stored, status: 'PAUSED', refusal: 'Kreditlimit' }, now)).toBe('REFUSED');
    expect(targetOrderState(stored, new Date('2026-03-11T00:00:00Z'))).toBe('EXPIRED');
    expect(targetOrderState({ ...stored, status: 'FILLED' }, new Date('2027-01-01'))).toBe('FILLED');
    expect(targetOrderState({ ...stored, status: 'CANCELLED' }, now)).toBe('CANCELLED');
  });

  test('only active and partly filled orders are matched', () => {
    expect(isMatchable(stored, now)).toBe(true);
    expect(isMatchable({ ...stored, filledLitres: 1 }, now)).toBe(true);
    expect(isMatchable({ ...stored, status: 'PAUSED' }, now)).toBe(false);
    expect(isMatchable(stored, new Date('2026-03-12'))).toBe(false);
  });

  test('a fill of what is left fills the order; less keeps it active', () => {
    expect(statusAfterFill({ litres: 30_000, filledLitres: 10_000 }, 20_000)).toBe('FILLED');
    expect(statusAfterFill({ litres: 30_000, filledLitres: 0 }, 20_000)).toBe('ACTIVE');
  });

  test('consent: fixed-price offers are in unless the seller says no; live ones out unless it says yes', () => {
    expect(autoExecutionOf(null, 'FIXED')).toBe(true);
    expect(autoExecutionOf(null, 'LIVE')).toBe(false);
    expect(autoExecutionOf(false, 'FIXED')).toBe(false);
    expect(autoExecutionOf(true, 'LIVE')).toBe(true);
  });
});

describe('targetPlaces', () => {
  const terminalsOf = (regionId: number) => (regionId === 3 ? [10, 11] : []);
  test('terminals as named; a region as its terminals; a delivered target at its region only', () => {
    expect(targetPlaces({ terminalIds: [12], regionId: null, deliveryAddressId: null }, terminalsOf)).toEqual({
      terminalIds: [12],
      deliveryRegionId: null,
    });
    expect(targetPlaces({ terminalIds: [], regionId: 3, deliveryAddressId: null }, terminalsOf)).toEqual({
      terminalIds: [10, 11],
      deliveryRegionId: null,
    });
    expect(targetPlaces({ terminalIds: [], regionId: 3, deliveryAddressId: 5 }, terminalsOf)).toEqual({
      terminalIds: [],
      deliveryRegionId: 3,
    });
  });
});
