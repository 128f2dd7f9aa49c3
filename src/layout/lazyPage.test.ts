import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, withChunkTimeout } from './lazyPage';

afterEach(() => vi.useRealTimers());

describe('loading a page’s code', () => {
  it('reports a chunk that has not arrived after 120 s as a chunk loading error', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise(() => {}));
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a chunk that arrives in time, and turns a failed one into a chunk loading error', async () => {
    await expect(withChunkTimeout(Promise.resolve('page'))).resolves.toBe('page');
    await expect(withChunkTimeout(Promise.reject(new Error('404')))).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
  });
});
