import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { MarketEvent } from '@fuel/domain/contracts/market-data';
import { sql } from 'drizzle-orm';

/** Called with the event and its JSON text, so subscribers that forward it need not serialise again. */
export type EventListener = (event: MarketEvent, json: string) => void;

export type EventBus = {
  /** Delivers the event to every subscriber of every server process (this one included). */
  publish(event: MarketEvent): Promise<void>;
  subscribe(listener: EventListener): () => void;
  /**
   * Called after the PostgreSQL listener reconnected: notifications sent while it was away are lost,
   * so holders of derived state (the quote cache) reload it.
   */
  onReconnect(listener: () => void): () => void;
  /** False while the PostgreSQL listener is away (this process would miss other processes' events); readiness says so. */
  isListening(): boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export const EVENT_CHANNEL = 'fuel_market_events';
/** PostgreSQL refuses NOTIFY payloads from 8000 bytes on; stay clearly below. */
export const MAX_NOTIFY_BYTES = 7900;
/**
 * Reconnect attempts of the listener back off to at most this: one connection attempt every two
 * seconds costs nothing, and after a database restart the process must hear events again at once.
 */
const MAX_BACKOFF_MS = 2_000;

/**
 * Splits an event into JSON payloads below MAX_NOTIFY_BYTES: tick batches are cut into smaller
 * batches, other events are small by construction (a market window holds nine prices).
 */
export function splitForNotify(event: MarketEvent): string[] {
  const json = JSON.stringify(event);
  if (Buffer.byteLength(json) <= MAX_NOTIFY_BYTES) return [json];
  if (event.type !== 'ticks')
    throw new Error(`event ${event.type} too large for NOTIFY (${Buffer.byteLength(json)} bytes)`);
  const out: string[] = [];
  let batch: MarketEvent & { type: 'ticks' } = { type: 'ticks', ticks: [] };
  let size = Buffer.byteLength(JSON.stringify(batch));
  for (const tick of event.ticks) {
    const tickSize = Buffer.byteLength(JSON.stringify(tick)) + 1;
    if (batch.ticks.length > 0 && size + tickSize > MAX_NOTIFY_BYTES) {
      out.push(JSON.stringify(batch));
      batch = { type: 'ticks', ticks: [] };
      size = Buffer.byteLength(JSON.stringify(batch));
    }
    batch.ticks.push(tick);
    size += tickSize;
  }
  out.push(JSON.stringify(batch));
  return out;
}

function makeDispatcher(app: FastifyInstance) {
  const listeners = new Set<EventListener>();
  const reconnectListeners = new Set<() => void>();
  return {
    listeners,
    reconnectListeners,
    deliver(event: MarketEvent, json: string) {
      for (const listener of listeners) {
        try {
          listener(event, json);
        } catch (err) {
          app.log.error({ err, type: event.type }, 'event listener failed');
        }
      }
    },
    subscribe(listener: EventListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onReconnect(listener: () => void) {
      reconnectListeners.add(listener);
      return () => void reconnectListeners.delete(listener);
    },
  };
}

/**
 * The market event bus. PGlite runs in one process, so events are delivered in-process. On
 * PostgreSQL every process LISTENs on one channel on its own connection and publishing is a
 * NOTIFY: the publisher receives its own notification like every other process, so there is
 * exactly one delivery path.
 */
export default fp(
  async function eventsPlugin(app: FastifyInstance) {
    const d = makeDispatcher(app);
    // Without a URL (an app built by hand on a shared test database) events stay in this process.
    const url = app.database.kind === 'postgres' ? app.config.databaseUrl : undefined;

    if (!url) {
      app.decorate('events', {
        publish: async (event: MarketEvent) => d.deliver(event, JSON.stringify(event)),
        subscribe: d.subscribe,
        onReconnect: d.onReconnect,
        isListening: () => true,
      });
      return;
    }

    let client: pg.Client | null = null;
    let closed = false;
    let retryTimer: NodeJS.Timeout | null = null;
    let attempt = 0;

    const scheduleReconnect = () => {
      if (closed || retryTimer) return;
      const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt++);
      app.log.warn(`events: LISTEN connection lost, reconnecting in ${delay} ms`);
      retryTimer = setTimeout(() => {
        retryTimer = null;
        connect(true).catch(() => scheduleReconnect());
      }, delay);
    };

    const connect = async (isReconnect: boolean) => {
      const c = new pg.Client({ connectionString: url });
      // Registered before connect: a failed or dropped connection must never crash the process.
      c.on('error', (err) => {
        app.log.error({ err }, 'events: LISTEN connection error');
        if (client === c) client = null;
        c.end().catch(() => undefined);
        scheduleReconnect();
      });
      c.on('end', () => {
        if (client === c) {
          client = null;
          scheduleReconnect();
        }
      });
      c.on('notification', (msg) => {
        if (msg.channel !== EVENT_CHANNEL || !msg.payload) return;
        let event: MarketEvent;
        try {
          event = JSON.parse(msg.payload) as MarketEvent;
        } catch (err) {
          app.log.error({ err }, 'events: unreadable notification');
          return;
        }
        d.deliver(event, msg.payload);
      });
      try {
        await c.connect();
        await c.query(`listen ${EVENT_CHANNEL}`);
      } catch (err) {
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
        app.log.error({ err }, 'events: could not LISTEN');
        throw err;
      }
      if (closed) {
        await c.end().catch(() => undefined);
        return;
      }
      client = c;
      attempt = 0;
      if (isReconnect) {
        app.log.info('events: LISTEN connection restored');
        for (const listener of d.reconnectListeners) {
          try {
            listener();
          } catch (err) {
            app.log.error({ err }, 'events: reconnect listener failed');
          }
        }
      }
    };

    // The first connection must work: a server that cannot receive events should not start.
    try {
      await connect(false);
    } catch (err) {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      throw err;
    }

    app.decorate('events', {
      publish: async (event: MarketEvent) => {
        for (const payload of splitForNotify(event)) {
          await app.db.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${payload})`);
        }
      },
      subscribe: d.subscribe,
      onReconnect: d.onReconnect,
      isListening: () => client !== null,
    });

    app.addHook('onClose', async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
    });
  },
  { name: 'events' },
);
