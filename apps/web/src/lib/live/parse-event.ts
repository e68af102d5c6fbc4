import { MarketEventSchema, type MarketEvent } from '@fuel/domain/contracts/market-data';

/** The SSE event names of GET /api/events (the event name is the payload's type). */
export const MARKET_EVENT_TYPES = [
  'ticks',
  'marketWindow',
  'feedStatus',
  'sellerMarketChanged',
] as const satisfies readonly MarketEvent['type'][];

/** Parses one SSE message with the contract; null (and a console note) when it does not match. */
export function parseMarketEvent(data: string): MarketEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    console.error('GET /api/events: a message is not JSON');
    return null;
  }
  const parsed = MarketEventSchema.safeParse(json);
  if (!parsed.success) {
    console.error('GET /api/events: a message does not match its contract', parsed.error.issues);
    return null;
  }
  return parsed.data;
}
