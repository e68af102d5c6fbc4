import { QuotesResponseSchema } from '@fuel/domain/contracts/market-data';
import { apiGet } from '../api-client';
import { createLiveConnection } from './live-connection';

/** GET /api/quotes: the latest quote per symbol and source, seeding the store on (re)connect. */
const fetchQuotes = async () => (await apiGet('/api/quotes', { schema: QuotesResponseSchema })).quotes;

/** The tab's one live connection (started with the session, see ../session/session.ts). */
export const liveConnection = createLiveConnection({
  openSource: () => new EventSource('/api/events'),
  fetchQuotes,
});

/** Opens GET /api/events (idempotent). */
export const startLiveEvents = (): void => liveConnection.start();
/** Closes the stream and forgets the quotes (logout). */
export const stopLiveEvents = (): void => liveConnection.stop();
/** Every parsed market event; returns the unsubscribe function. */
export const subscribeMarketEvents = liveConnection.subscribeEvents;
/** 'marketWindow' events only; returns the unsubscribe function. */
export const subscribeMarketWindow = liveConnection.subscribeMarketWindow;
