// Where targets may be filled (domain targetPlaces), with their regions' active terminals read once for all.
import { targetPlaces, type TargetPlaceInput } from '@fuel/domain/target-orders/target-order-rules';
import type { DbOrTx } from '../../db/client';
import { findTerminalsOfRegions } from './target-orders.repository';

export async function placesOfTargets(db: DbOrTx, targets: ReadonlyArray<Pick<TargetPlaceInput, 'regionId'>>) {
  const regionIds = [...new Set(targets.flatMap((t) => (t.regionId === null ? [] : [t.regionId])))];
  const regionTerminals = await findTerminalsOfRegions(db, regionIds);
  const terminalsOf = (regionId: number) => regionTerminals.filter((r) => r.regionId === regionId).map((r) => r.id);
  return (t: TargetPlaceInput) => targetPlaces(t, terminalsOf);
}
