import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/**
 * Compresses off the event loop (libuv's thread pool): a kept body once per version, an answer not kept as
 * it is sent.
 */
export const gzipText = promisify(gzip);

/**
 * Answers kept in this process as sent (their UTF-8 bytes: encoding a large text again for every answer
 * was most of the cost of a warm one), one per id under a key that says which data it was built from.
 * Bounded in bytes and in age; in order of last use, so the least recently used and the old go first.
 * The journal's list and the shared reports keep theirs here, each beside a gzipped copy (decision 0069).
 */
export function keptBodies({
  maxBytes,
  maxBodyBytes,
  maxAgeMs,
}: {
  /** Bytes kept at most, all bodies together. */
  maxBytes: number;
  /** A body larger than this is not kept (a few huge ones would push every other out). */
  maxBodyBytes: number;
  /** No body is answered longer than this after it was kept. */
  maxAgeMs: number;
}) {
  // In order of last use: the first is the next to go.
  const kept = new Map<number, { key: string; body: Buffer; keptAt: number }>();
  let keptBytes = 0;

  function drop(id: number) {
    const item = kept.get(id);
    if (!item) return;
    kept.delete(id);
    keptBytes -= item.body.length;
  }

  const store = {
    /** The body kept for `id` under `key` if it is still young (a clock set back counts as old). */
    get(id: number, key: string, now: number): Buffer | undefined {
      const item = kept.get(id);
      if (!item) return undefined;
      if (item.key !== key || now - item.keptAt > maxAgeMs || now < item.keptAt) {
        drop(id);
        return undefined;
      }
      kept.delete(id);
      kept.set(id, item);
      return item.body;
    },
    /** Keeps `body` for `id` under `key`, and lets the least recently used and the old ones go. */
    keep(id: number, key: string, body: Buffer, now: number) {
      drop(id);
      if (body.length > maxBodyBytes) return;
      kept.set(id, { key, body, keptAt: now });
      keptBytes += body.length;
      for (const [other, item] of kept) {
        if (keptBytes <= maxBytes && now - item.keptAt <= maxAgeMs) break;
        drop(other);
      }
    },
    /**
     * The body kept for `id` under `key`, or the one `make` gives, kept under it (a gzipped copy of a
     * plain body, say). Two calls at once may both make it; either result is the same body.
     */
    async orMake(id: number, key: string, now: number, make: () => Promise<Buffer>): Promise<Buffer> {
      const hit = store.get(id, key, now);
      if (hit !== undefined) return hit;
      const body = await make();
      store.keep(id, key, body, now);
      return body;
    },
    forget: drop,
    /** How much is kept (for tests and metrics). */
    size: () => ({ ids: kept.size, bytes: keptBytes }),
  };
  return store;
}
