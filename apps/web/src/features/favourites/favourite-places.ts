import type { Region } from '@fuel/domain/contracts/metadata';

export type RegionState = 'all' | 'some' | 'none';

/** How much of a region a selection of terminals covers (the region checkbox: checked, indeterminate, empty). */
export function regionState(region: Pick<Region, 'terminals'>, selected: readonly number[]): RegionState {
  const chosen = region.terminals.filter((terminal) => selected.includes(terminal.id)).length;
  if (chosen === 0) return 'none';
  return chosen === region.terminals.length ? 'all' : 'some';
}

/** Ticking a region chooses all its terminals; unticking a fully chosen region lets them all go. Order follows the metadata. */
export function toggleRegion(
  region: Pick<Region, 'terminals'>,
  selected: readonly number[],
  regions: readonly Pick<Region, 'terminals'>[],
): number[] {
  const own = new Set(region.terminals.map((terminal) => terminal.id));
  const next = regionState(region, selected) === 'all' ? selected.filter((id) => !own.has(id)) : [...selected, ...own];
  return inMetadataOrder(new Set(next), regions);
}

export function toggleTerminal(
  id: number,
  selected: readonly number[],
  regions: readonly Pick<Region, 'terminals'>[],
): number[] {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return inMetadataOrder(next, regions);
}

function inMetadataOrder(ids: Set<number>, regions: readonly Pick<Region, 'terminals'>[]): number[] {
  return regions
    .flatMap((region) => region.terminals.map((terminal) => terminal.id))
    .filter((id, i, all) => ids.has(id) && all.indexOf(id) === i);
}
