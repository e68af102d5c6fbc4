import type { FastifyInstance } from 'fastify';
import { quoteAudiencesOf } from '../market-data/quote-audience.service';
import { findLiveSessionHashes } from './live-events.repository';
import type { SseHub } from './sse-hub';

type Deps = Pick<FastifyInstance, 'db' | 'now' | 'log'>;

/** One query per interval for the accounts of all open streams of this process. */
export async function refreshQuoteAudiences(deps: Deps, hub: SseHub): Promise<void> {
  const accountIds = hub.accountIds();
  if (accountIds.length === 0) return;
  try {
    hub.setAudiences(await quoteAudiencesOf(deps.db, accountIds));
  } catch (err) {
    deps.log.warn({ err }, 'could not refresh the quote audiences of open event streams');
  }
}

/** One query per interval for all open streams of this process, whatever their number. */
export async function endStreamsOfEndedSessions(deps: Deps, hub: SseHub): Promise<number> {
  const hashes = hub.sessionIdHashes();
  if (hashes.length === 0) return 0;
  try {
    const valid = await findLiveSessionHashes(deps.db, hashes, deps.now());
    return hub.endStreamsExcept(valid);
  } catch (err) {
    deps.log.warn({ err }, 'could not check the sessions of open event streams');
    return 0;
  }
}
