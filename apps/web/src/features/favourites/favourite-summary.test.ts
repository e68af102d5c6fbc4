import { describe, expect, it } from 'vitest';
import { summariseFavourite } from './favourite-summary';
import { regionState, toggleRegion, toggleTerminal } from './favourite-places';

const terminal = (id: number, name: string) => ({ id, name, city: name, code: `T${id}` });
const regions = [
  { id: 1, name: 'Nord', terminals: [terminal(11, 'Hamburg'), terminal(12, 'Bremen')] },
  { id: 2, name: 'Süd', terminals: [terminal(21, 'Ulm'), terminal(22, 'Ingolstadt'), terminal(23, 'Burghausen')] },
];
const product = (id: number, name: string) => ({
  id,
  name,
  code: name,
  type: 'fuel' as const,
  category: 'DIESEL' as const,
  categorySort: 20,
  density: 0.835,
  unit: 'cbm' as const,
});
const metadata = {
  fuels: [product(1, 'Diesel B7'), product(2, 'Heizöl EL')],
  regions,
  sellers: [
    { id: 7, name: 'Hanseatische' },
    { id: 8, name: 'Rhein-Ruhr' },
  ],
};
const labels = {
  allProducts: 'Alle Produkte',
  allTerminals: 'Alle Terminals',
  allSellers: 'Alle Verkäufer',
  unavailable: 'nicht mehr angeboten',
  wholeRegion: (r: string) => `${r} (alle)`,
};

describe('regions and terminals of the wizard (step 2)', () => {
  it('says whether a region is chosen wholly, partly or not at all', () => {
    expect(regionState(regions[0]!, [11, 12])).toBe('all');
    expect(regionState(regions[1]!, [22])).toBe('some');
    expect(regionState(regions[1]!, [11])).toBe('none');
  });

  it('a region ticks all its terminals, a second tick lets them go; the order follows the metadata', () => {
    expect(toggleRegion(regions[1]!, [12], regions)).toEqual([12, 21, 22, 23]);
    expect(toggleRegion(regions[1]!, [22], regions)).toEqual([21, 22, 23]);
    expect(toggleRegion(regions[1]!, [21, 22, 23, 11], regions)).toEqual([11]);
  });

  it('a terminal toggles alone', () => {
    expect(toggleTerminal(21, [23, 11], regions)).toEqual([11, 21, 23]);
    expect(toggleTerminal(11, [11, 21], regions)).toEqual([21]);
  });
});

describe('a favourite in words', () => {
  it('names products, whole regions, single terminals and sellers', () => {
    expect(
      summariseFavourite({ productIds: [2], terminalIds: [11, 12, 22], sellerIds: [8] }, metadata, labels),
    ).toEqual({
      products: 'Heizöl EL',
      terminals: 'Nord (alle), Ingolstadt',
      sellers: 'Rhein-Ruhr',
    });
  });

  it('an empty list reads "all"; ids of which none is offered any more read "unavailable"', () => {
    expect(summariseFavourite({ productIds: [], terminalIds: [999], sellerIds: [] }, metadata, labels)).toEqual({
      products: 'Alle Produkte',
      terminals: 'nicht mehr angeboten',
      sellers: 'Alle Verkäufer',
    });
  });
});
