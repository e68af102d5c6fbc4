import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { feedStatus } from '../price-feed/price-feed.service';
import type { MarketEvent } from '@fuel/domain/contracts/market-data';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { requireAuth } from '../../plugins/authorization';
import { AppError } from '../../shared/app-error';
import { quoteAudienceOf } from '../market-data/quote-audience.service';
import { endStreamsOfEndedSessions, refreshQuoteAudiences } from './live-events.service';
import { SSE_PING, SseHub, sseFrame } from './sse-hub';

const PING_MS = 15_000;
/** EventSource waits this long before reconnecting after a dropped stream. */
const RETRY_MS = 3000;
/**
 * Streams one session may hold open in one process (a tab each). A further one is refused with 429
 * rather than closing the oldest: a closed stream reconnects by itself, so two tabs would keep
 * pushing each other out. The web app retries a refused stream after 10 s.
 */
export const MAX_STREAMS_PER_SESSION = 5;

/**
 * GET /api/events: server-sent events of the market (ticks, market windows, feed status) for every
 * logged-in page. Each event is turned into its frame once and written to all open streams.
 */
export async function liveEventsRoutes(app: FastifyInstance) {
  const hub = new SseHub();
  const unsubscribe = app.events.subscribe((event, json) => {
    // Sales only tell the server processes' market caches (decision 035); browsers never hear them.
    if (event.type !== 'offersSold') hub.broadcast(sseFrame(event.type, json), sellerOf(event));
  });
  // A deleted session (logout, a block, a password reset) is announced at commit in every process: its
  // streams end at once rather than at the next check below.
  const stopSessionChanges = app.database.onSessionChange((change) => {
    if (change.startsWith('s:')) hub.endStreamsOfSession(change.slice(2));
  });
  // Comments keep proxies and load balancers from closing a quiet stream. At the same pace the streams
  // of ended sessions are closed (a blocked user stops receiving prices without waiting for a request)
  // and the API sellers each stream may hear follow relationship changes.
  const ping = setInterval(() => {
    hub.broadcast(SSE_PING);
    void endStreamsOfEndedSessions(app, hub);
    void refreshQuoteAudiences(app, hub);
  }, PING_MS);
  ping.unref();
  // Open streams never become idle: end them before the server waits for its connections.
  app.addHook('preClose', async () => {
    clearInterval(ping);
    unsubscribe();
    stopSessionChanges();
    hub.closeAll();
  });

  // Open before the terms are accepted: the header on /agb keeps its stream (ticks, market window).
  app.get(
    '/api/events',
    { config: { audience: 'authenticated', allowBeforeGtc: true, refusals: ['TOO_MANY_EVENT_STREAMS'] } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const [status, sellers] = await Promise.all([feedStatus(app), quoteAudienceOf(app.db, auth.accountId)]);
      // Counted after the awaits and added below without one: parallel opens cannot slip past the bound.
      if (hub.countOfSession(auth.sessionIdHash) >= MAX_STREAMS_PER_SESSION) {
        throw new AppError(429, 'TOO_MANY_EVENT_STREAMS', ERROR_MESSAGES.TOO_MANY_EVENT_STREAMS);
      }
      reply.hijack();
      const raw = reply.raw;
      // A stream is quiet between events and pings by design: the idle timeout (IDLE_TIMEOUT_SECONDS)
      // is for connections that hold nothing open; a dead stream is dropped by its write errors instead.
      // (app.inject's fake socket has no timer.)
      if (typeof raw.socket?.setTimeout === 'function') raw.socket.setTimeout(0);
      raw.writeHead(200, {
        // Headers set by earlier hooks (a slid session cookie) still go out.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies must not buffer the stream.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);
      const initial = {
        type: 'feedStatus' as const,
        running: status.running,
        liveGasPricesAvailable: status.liveGasPricesAvailable,
      };
      raw.write(sseFrame(initial.type, JSON.stringify(initial)));
      hub.add(raw, { sessionIdHash: auth.sessionIdHash, accountId: auth.accountId, sellers });
      request.log.debug({ streams: hub.size }, 'event stream opened');
    },
  );
}

/**
 * The seller an event belongs to, heard only by the seller and its trading buyers: an API seller's
 * ticks (one batch comes from one source) and a seller's market change. Null: everyone's event.
 */
function sellerOf(event: MarketEvent): number | null {
  if (event.type === 'ticks') return event.ticks[0]?.sellerAccountId ?? null;
  if (event.type === 'sellerMarketChanged') return event.sellerAccountId;
  return null;
}
