import { describe, expect, it } from 'vitest';
import { priceDirection } from './price-change';

describe('priceDirection', () => {
  it('says up or down when both prices are known and differ', () => {
    expect(priceDirection(547_685, 547_700)).toBe('up');
    expect(priceDirection(547_685, 547_600)).toBe('down');
  });
  it('says nothing for an unchanged, first or missing price', () => {
    expect(priceDirection(547_685, 547_685)).toBeNull();
    expect(priceDirection(null, 547_685)).toBeNull();
    expect(priceDirection(547_685, null)).toBeNull();
  });
});
