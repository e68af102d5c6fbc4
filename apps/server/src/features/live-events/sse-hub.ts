import type { ServerResponse } from 'node:http';

/** A stream whose unsent output grows past this is too slow to follow the market: it is dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One server-sent event frame; the same string is written to every stream. */
export const sseFrame = (type: string, json: string) => `event: ${type}\ndata: ${json}\n\n`;
export const SSE_PING = ': ping\n\n';

/**
 * The open event streams of this process. Broadcasting costs one write of an already built string per
 * stream, nothing else: no per-stream serialisation, filtering or timer.
 */
export class SseHub {
  /** Each open stream with the hash of the session that opened it. */
  private readonly streams = new Map<ServerResponse, string>();

  get size(): number {
    return this.streams.size;
  }

  add(stream: ServerResponse, sessionIdHash: string): void {
    this.streams.set(stream, sessionIdHash);
    stream.once('close', () => this.streams.delete(stream));
  }

  /** The sessions behind the open streams, each once. */
  sessionIdHashes(): string[] {
    return [...new Set(this.streams.values())];
  }

  /** Ends the streams of sessions that ended (logout, expiry, a blocked user or account). */
  endStreamsExcept(validSessionIdHashes: ReadonlySet<string>): number {
    let ended = 0;
    for (const [stream, hash] of this.streams) {
      if (validSessionIdHashes.has(hash)) continue;
      this.streams.delete(stream);
      stream.end();
      ended++;
    }
    return ended;
  }

  broadcast(frame: string): void {
    for (const stream of this.streams.keys()) {
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
