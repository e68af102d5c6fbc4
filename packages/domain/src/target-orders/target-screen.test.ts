import { describe, expect, it } from 'vitest';
import { NO_BUYER_ACCOUNT_ID, pricingAccountOf } from '../pricing/min-price';
import { indexTargets, reachedTargets, targetsAt, type ScreenPricing, type ScreenTarget } from './target-screen';

const target = (id: number, buyerAccountId: number, targetPriceE4: number, terminalIds = [10]): ScreenTarget => ({
  id,
  buyerAccountId,
  productId: 1,
  terminalIds,
  deliveryRegionId: null,
  targetPriceE4,
});
const offer = { offerId: 500, sellerAccountId: 9, productId: 1, terminalId: 10, deliveryRegionId: null };
const flat = (priceE4: number | null, connected: (buyer: number) => boolean = () => true): ScreenPricing => ({
  floorE4: priceE4,
  priceFor: () => priceE4,
  connected,
});

describe('the target index', () => {
  it('keys each target at each of its terminals, highest target first, then the earlier one', () => {
    const index = indexTargets([target(1, 7, 900_000), target(2, 8, 950_000, [10, 11, 10]), target(3, 7, 950_000)]);
    expect(targetsAt(index, offer).map((t) => t.id)).toEqual([2, 3, 1]);
    expect(targetsAt(index, { productId: 1, terminalId: 11, deliveryRegionId: null }).map((t) => t.id)).toEqual([2]);
    expect(targetsAt(index, { productId: 2, terminalId: 10, deliveryRegionId: null })).toEqual([]);
  });

  it('keys a delivered target at its region, where only delivered offers of the region look', () => {
    const delivered = { ...target(4, 7, 950_000, []), deliveryRegionId: 3 };
    const index = indexTargets([delivered, target(5, 7, 990_000, [10])]);
    expect(targetsAt(index, { productId: 1, terminalId: null, deliveryRegionId: 3 }).map((t) => t.id)).toEqual([4]);
    expect(targetsAt(index, { productId: 1, terminalId: 10, deliveryRegionId: null }).map((t) => t.id)).toEqual([5]);
    expect(targetsAt(index, { productId: 1, terminalId: null, deliveryRegionId: 4 })).toEqual([]);
  });
});

describe('reachedTargets', () => {
  const index = indexTargets([target(1, 7, 900_000), target(2, 8, 950_000), target(3, 9, 990_000)]);

  it('names the targets at or above the price, and none when the offer has no price', () => {
    expect(reachedTargets(index, offer, flat(950_000)).map((t) => t.id)).toEqual([3, 2]);
    expect(reachedTargets(index, offer, flat(990_001))).toEqual([]);
    expect(reachedTargets(index, offer, flat(null))).toEqual([]);
  });

  it('stops at the floor: targets below the lowest price are not looked at', () => {
    const asked: number[] = [];
    const pricing: ScreenPricing = {
      floorE4: 960_000,
      priceFor: (buyer) => {
        asked.push(buyer);
        return 960_000;
      },
      connected: () => true,
    };
    expect(reachedTargets(index, offer, pricing).map((t) => t.id)).toEqual([3]);
    expect(asked).toEqual([9]);
  });

  it("uses each buyer's own price and skips buyers not connected to the seller", () => {
    const pricing: ScreenPricing = {
      floorE4: 890_000,
      priceFor: (buyer) => (buyer === 7 ? 890_000 : 995_000),
      connected: (buyer) => buyer !== 8,
    };
    expect(reachedTargets(index, offer, pricing).map((t) => t.id)).toEqual([1]);
    expect(
      reachedTargets(
        index,
        offer,
        flat(900_000, (b) => b !== 8),
      ).map((t) => t.id),
    ).toEqual([3, 1]);
  });
});

describe('pricingAccountOf', () => {
  it("is the buyer where a seller's rule names it, else no particular buyer", () => {
    const rules = [{ accountIds: [] }, { accountIds: [7, 8] }];
    expect(pricingAccountOf(rules, 7)).toBe(7);
    expect(pricingAccountOf(rules, 9)).toBe(NO_BUYER_ACCOUNT_ID);
    expect(pricingAccountOf([], 7)).toBe(NO_BUYER_ACCOUNT_ID);
  });
});
