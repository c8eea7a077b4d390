import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Kept } from '../kept.js';

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
  const kept = new Kept<number, { key: string; body: Buffer }>({
    maxBytes,
    maxEntryBytes: maxBodyBytes,
    maxAgeMs,
    sizeOf: (item) => item.body.length,
  });

  const store = {
    /** The body kept for `id` under `key` if it is still young (a clock set back counts as old). */
    get(id: number, key: string, now: number): Buffer | undefined {
      const item = kept.get(id, now);
      if (item && item.key !== key) {
        kept.delete(id);
        return undefined;
      }
      return item?.body;
    },
    /** Keeps `body` for `id` under `key`, and lets the least recently used and the old ones go. */
    keep(id: number, key: string, body: Buffer, now: number) {
      kept.set(id, { key, body }, now);
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
    forget: (id: number) => kept.delete(id),
    /** How much is kept (for tests and metrics). */
    size: () => {
      const { entries, bytes } = kept.size();
      return { ids: entries, bytes };
    },
  };
  return store;
}
