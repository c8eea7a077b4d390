import { clear, createStore, get, set } from 'idb-keyval';

/**
 * The app's own copy of the signed-in account's last answers, for reading offline (decision 0047). The
 * server marks its private answers `Cache-Control: private, no-store`, so the service worker keeps none of
 * them; the request helper keeps them here instead, in IndexedDB, each under its account and address, and
 * answers a read from here only when the network gives no answer, and only for the account that stored it.
 * Every sign-in, sign-out and ended session (a 401) empties it.
 */
export const OFFLINE_COPY_DB = 'strain-journal-offline';
const store = typeof indexedDB === 'undefined' ? undefined : createStore(OFFLINE_COPY_DB, 'answers');

/** Staff screens, shared links and the session's own calls are never kept (as the worker did before). */
const NOT_KEPT = [
  '/api/admin',
  '/api/manager',
  '/api/shared',
  '/api/health',
  '/api/metrics',
  '/api/login',
  '/api/logout',
  '/api/user/sessions',
];

/** Whether an answer to a GET of `url` is kept: the account's JSON data, never a file to download. */
export function keepable(url: string, headers: Headers): boolean {
  const path = new URL(url, 'http://app.invalid').pathname;
  if (!path.startsWith('/api/') || NOT_KEPT.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  if (/attachment/i.test(headers.get('content-disposition') ?? '')) return false;
  return (headers.get('content-type') ?? '').includes('application/json');
}

interface Copy {
  userId: number;
  url: string;
  text: string;
  headers: Array<[string, string]>;
}

const keyOf = (userId: number, url: string) => `${userId} ${url}`;
/** Bumped by every wipe: an answer still being read when it happened is not written after it. */
let generation = 0;

/** Keeps the answer (read from a clone, off the caller's way). */
export function keepCopy(userId: number, url: string, res: Response) {
  if (!store || !keepable(url, res.headers)) return;
  const at = generation;
  const headers = [...res.headers].filter(([name]) => name === 'content-type' || name.startsWith('x-'));
  res
    .clone()
    .text()
    .then((text) => {
      if (at !== generation) return;
      return set(keyOf(userId, url), { userId, url, text, headers } satisfies Copy, store);
    })
    .catch(() => {});
}

/** The account's kept answer to `url`, as a response, or undefined. */
export async function readCopy(userId: number, url: string): Promise<Response | undefined> {
  if (!store) return undefined;
  try {
    const copy = await get<Copy>(keyOf(userId, url), store);
    if (!copy || copy.userId !== userId) return undefined;
    return new Response(copy.text, { status: 200, headers: copy.headers });
  } catch {
    return undefined;
  }
}

/** Forgets every kept answer. */
export async function forgetCopies() {
  generation++;
  if (store) await clear(store).catch(() => {});
}
