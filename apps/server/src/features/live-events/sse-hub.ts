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
  private readonly streams = new Set<ServerResponse>();

  get size(): number {
    return this.streams.size;
  }

  add(stream: ServerResponse): void {
    this.streams.add(stream);
    stream.once('close', () => this.streams.delete(stream));
  }

  broadcast(frame: string): void {
    for (const stream of this.streams) {
      if (stream.writableLength > MAX_BUFFERED_BYTES) {
        this.streams.delete(stream);
        stream.destroy();
        continue;
      }
      stream.write(frame);
    }
  }

  closeAll(): void {
    for (const stream of this.streams) stream.end();
    this.streams.clear();
  }
}
