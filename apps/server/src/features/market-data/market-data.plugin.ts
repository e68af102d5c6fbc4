// Transitional: the market data (quote cache, tick recording) is plugins/market-data.ts. basket/ and
// orders/ still import this path until they become features/trading; delete this file when they are gone.
export type { MarketData, TickInput, TickListener } from '../../plugins/market-data';
