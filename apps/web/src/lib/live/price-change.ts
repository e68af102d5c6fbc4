// Direction of a live price change between two ticks: drives the brief up/down highlight of a market row.

export type PriceDirection = 'up' | 'down' | null;

/** 'up' or 'down' when both prices are known and differ; null otherwise (first price, or no market data). */
export function priceDirection(previous: number | null, next: number | null): PriceDirection {
  if (previous === null || next === null || previous === next) return null;
  return next > previous ? 'up' : 'down';
}

/** How long a changed price stays highlighted. */
export const PRICE_FLASH_MS = 1200;
