import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyChunk, withTimeout } from './chunk-loading';

afterEach(() => vi.useRealTimers());

describe('chunk loading', () => {
  it('fails with a timeout error when a chunk does not arrive in time', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const result = withTimeout(never, 120_000).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(120_000);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('timeout');
  });

  it('passes a chunk through that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('page'), 1000)).resolves.toBe('page');
  });

  it('reports a failed download as a chunk error', async () => {
    const error = await withTimeout(
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      1000,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ChunkLoadError', reason: 'failed' });
  });

  it('shares one download and tries again after a failure', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: 'page' });
    const load = lazyChunk(importer, 1000);
    await expect(load()).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(load()).resolves.toEqual({ default: 'page' });
    await expect(load()).resolves.toEqual({ default: 'page' });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
