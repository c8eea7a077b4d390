/**
 * The journal list's JSON, kept in this process per user under the user's `entries_version` (decision
 * 0035). The version is read from the database on every request (in the session look-up's statement where
 * it can be), and triggers give it a new random value on every write the list shows, whatever path made
 * it. So a kept body is served only while the database still says it is current, on one server or many.
 *
 * The body is read after the version, so a body is never older than the version it is kept under (at
 * worst newer, when a write committed in between: the next request reads the new version and reads again).
 *
 * A body is kept as its UTF-8 bytes, the answer as sent: a string was encoded again for every answer
 * (and its byte length counted), which was half of the server's CPU for sending a list of 100 entries.
 */
import { gzipText, keptBodies } from '../kept-bodies.js';

/** Bytes kept at most (the UTF-8 JSON text of every list kept). */
export const LIST_CACHE_MAX_BYTES = 64 * 2 ** 20;
/** A body larger than this is not kept (a few huge journals would push everybody else out). */
const MAX_BODY_BYTES = LIST_CACHE_MAX_BYTES / 8;
/** Nobody's journal stays in memory longer than this after it was read from the database. */
export const LIST_CACHE_MAX_AGE_MS = 10 * 60_000;

const lists = keptBodies({
  maxBytes: LIST_CACHE_MAX_BYTES,
  maxBodyBytes: MAX_BODY_BYTES,
  maxAgeMs: LIST_CACHE_MAX_AGE_MS,
});

/**
 * The same lists gzipped, for the clients that accept it (every browser): compressed once per version, in
 * libuv's thread pool rather than on the event loop, and kept under the same version. JSON of entries
 * compresses to about a twentieth (295 kB → 17 kB for the demo's journal), which is most of a phone's wait
 * for the whole list (decision 0069).
 */
const gzippedLists = keptBodies({
  maxBytes: LIST_CACHE_MAX_BYTES / 8,
  maxBodyBytes: MAX_BODY_BYTES / 8,
  maxAgeMs: LIST_CACHE_MAX_AGE_MS,
});

/** The list's JSON for `userId` if one is kept under `version` and still young; undefined otherwise. */
export function keptList(userId: number, version: string, now: number): Buffer | undefined {
  return lists.get(userId, version, now);
}

/**
 * Keeps `body` (read after `version`) and lets the least recently used and the old ones go; answers it as
 * kept (its UTF-8 bytes).
 */
export function keepList(userId: number, version: string, text: string, now: number): Buffer {
  const body = Buffer.from(text);
  lists.keep(userId, version, body, now);
  return body;
}

/**
 * The gzipped list kept under `version`, or `text` (the list read after `version`) compressed and kept.
 * Two requests at once may both compress; either result is the same list.
 */
export function gzippedList(userId: number, version: string, text: Buffer, now: number): Promise<Buffer> {
  return gzippedLists.orMake(userId, version, now, () => gzipText(text));
}

/** Forgets a user's list (the account is erased: its journal leaves this process's memory at once). */
export function forgetList(userId: number) {
  lists.forget(userId);
  gzippedLists.forget(userId);
}

/** How much is kept (for tests and metrics): the lists' UTF-8 bytes, and their gzipped copies' apart. */
export function listCacheSize() {
  const { ids, bytes } = lists.size();
  return { users: ids, bytes, gzipBytes: gzippedLists.size().bytes };
}
