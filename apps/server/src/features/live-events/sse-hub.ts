import type { ServerResponse } from 'node:http';

/** A stream whose unsent output grows past this is too slow to follow the market: it is dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * One server-sent event frame as ready bytes: encoded once per event, and the same buffer is written
 * to every stream (writing a string would encode it again for each of them).
 */
export const sseFrame = (type: string, json: string): Buffer => Buffer.from(`event: ${type}\ndata: ${json}\n\n`);
export const SSE_PING = Buffer.from(': ping\n\n');

/** Who opened a stream: the session (to end it with the session) and the API sellers it may hear. */
export type StreamOwner = { sessionIdHash: string; accountId: number; sellers: ReadonlySet<number> };

/**
 * The open event streams of this process. Broadcasting costs one write of an already built buffer per
 * stream, nothing else: no per-stream serialisation or timer; an API seller's event is only checked
 * against each stream's set of sellers.
 */
export class SseHub {
  private readonly streams = new Map<ServerResponse, StreamOwner>();

  get size(): number {
    return this.streams.size;
  }

  add(stream: ServerResponse, owner: StreamOwner): void {
    this.streams.set(stream, owner);
    stream.once('close', () => this.streams.delete(stream));
  }

  /** How many streams of this process the session holds. */
  countOfSession(sessionIdHash: string): number {
    let count = 0;
    for (const owner of this.streams.values()) if (owner.sessionIdHash === sessionIdHash) count++;
    return count;
  }

  /** The sessions behind the open streams, each once. */
  sessionIdHashes(): string[] {
    return [...new Set([...this.streams.values()].map((o) => o.sessionIdHash))];
  }

  /** The accounts behind the open streams, each once. */
  accountIds(): number[] {
    return [...new Set([...this.streams.values()].map((o) => o.accountId))];
  }

  /** Replaces the sellers of the streams of the given accounts (relationships change over time). */
  setAudiences(audiences: ReadonlyMap<number, ReadonlySet<number>>): void {
    for (const owner of this.streams.values()) {
      const sellers = audiences.get(owner.accountId);
      if (sellers) owner.sellers = sellers;
    }
  }

  /** Ends the streams of sessions that ended (logout, expiry, a blocked user or account). */
  endStreamsExcept(validSessionIdHashes: ReadonlySet<string>): number {
    let ended = 0;
    for (const [stream, { sessionIdHash }] of this.streams) {
      if (validSessionIdHashes.has(sessionIdHash)) continue;
      this.streams.delete(stream);
      stream.end();
      ended++;
    }
    return ended;
  }

  /** Ends the streams of one session that just ended (its deletion was announced, decision 037). */
  endStreamsOfSession(sessionIdHash: string): number {
    let ended = 0;
    for (const [stream, owner] of this.streams) {
      if (owner.sessionIdHash !== sessionIdHash) continue;
      this.streams.delete(stream);
      stream.end();
      ended++;
    }
    return ended;
  }

  /** Writes the frame to every stream; an API seller's frame only to the streams allowed to hear it. */
  broadcast(frame: Buffer, sellerAccountId: number | null = null): void {
    for (const [stream, owner] of this.streams) {
      if (sellerAccountId !== null && !owner.sellers.has(sellerAccountId)) continue;
      if (stream.writableLength > MAX_BUFFERED_BYTES) {
        this.streams.delete(stream);
        stream.destroy();
        continue;
      }
      stream.write(frame);
    }
  }

  closeAll(): void {
    for (const stream of this.streams.keys()) stream.end();
    this.streams.clear();
  }
}
