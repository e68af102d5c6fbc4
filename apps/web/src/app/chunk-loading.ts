import { CHUNK_LOADING_TIMEOUT_MS } from '@fuel/domain/constants';

/** A lazy page chunk did not arrive in time (spec section 9: 120 s) or failed to load. */
export class ChunkLoadError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? 'page chunk loading timed out' : 'page chunk failed to load', options);
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause }));
      },
    );
  });
}

/**
 * Wraps a dynamic import: one shared request per chunk, a time limit, and a fresh attempt after a
 * failure (the next navigation may succeed).
 */
export function lazyChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_LOADING_TIMEOUT_MS): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= withTimeout(importer(), timeoutMs).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
