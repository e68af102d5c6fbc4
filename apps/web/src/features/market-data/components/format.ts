import type { BrandId } from '@fuel/domain/contracts/identity';
import { formatNumber } from '@fuel/domain/formats/number';
import { DEFAULT_TIME_ZONE, formatClockTime } from '@fuel/domain/formats/date';
import { FX_SYMBOLS } from '@fuel/domain/market-data/symbols';

/** Gasoil in USD/t with 2 decimals, FX rates with 4 (spec section 9 number formats). */
export const decimalsOf = (symbol: string) => ((FX_SYMBOLS as readonly string[]).includes(symbol) ? 4 : 2);

export const formatPrice = (price: number | null, symbol: string, brand: BrandId) =>
  price === null ? '—' : formatNumber(price, { brand, decimals: decimalsOf(symbol) });

/** HH:mm:ss in business time, with its zone ("14:03:09 MEZ"). */
export const formatClock = (value: string | number | null) => (value === null ? '—' : formatClockTime(new Date(value)));

/** HH:mm in business time (chart axis). */
export const formatClockShort = (value: number) =>
  new Date(value).toLocaleTimeString('de-DE', { timeZone: DEFAULT_TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** "FX/EURUSD" -> "EUR/USD". */
export const fxLabel = (symbol: string) => {
  const pair = symbol.replace(/^FX\//, '');
  return pair.length === 6 ? `${pair.slice(0, 3)}/${pair.slice(3)}` : symbol;
};

/** Display name of a market symbol: FX pairs as "EUR/USD", gasoil symbols as they are. */
export const symbolLabel = (symbol: string) => (symbol.startsWith('FX/') ? fxLabel(symbol) : symbol);
