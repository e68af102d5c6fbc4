import type { LiveOfferParams } from '@fuel/domain/pricing/live-pricing';
import { formatNumber } from '@fuel/domain/formats/number';
import type { BrandId } from '@fuel/domain/contracts/identity';
import { futureMonthLabel } from '@fuel/domain/market-data/contract-months';

/** One line with a live offer's parameters for the seller's table: "M01 – Jan 27 · FX live · +15,00 EUR/cbm · 0,8450 kg/l". */
export function liveParamsText(live: LiveOfferParams, brand: BrandId, now: Date): string {
  const n = (v: number, decimals: number) => formatNumber(v, { brand, decimals });
  const fx = live.fxMode === 'LIVE' || live.fxRate === null ? 'FX live' : `FX ${n(live.fxRate, 4)}`;
  const sign = live.surcharge > 0 ? '+' : '';
  const surcharge = `${sign}${n(live.surcharge, 2)} ${live.surchargeUnit === 'USD_MT' ? 'USD/mt' : 'EUR/cbm'}`;
  const parts = [futureMonthLabel(live.futureMonth, now), fx, surcharge];
  if (live.density !== null) parts.push(`${n(live.density, 4)} kg/l`);
  return parts.join(' · ');
}
