import { createStore, del, set } from 'idb-keyval';
import { KEYS, storage } from './storage';

/**
 * A sign-out the server has not been told of yet (issue 41, finding 2). Signing out clears this device
 * at once; the server's session (and its cookie) ends only when `POST /api/logout` gets through. Until
 * then this marker says so: it is kept in local storage (the app reads it as it starts) and mirrored in
 * IndexedDB for the service worker (public/sw.js), which finishes the sign-out before any request for
 * the API or a page, and answers API reads with 401 while it cannot. It is finished as the app starts,
 * whenever the browser comes back online, and by the worker; then it is removed.
 */
export interface PendingSignOut {
  userId: number;
  username: string | null;
  /** The session's sign-out key (the sign-in answer named it); null for a session signed in otherwise. */
  key: string | null;
  /** When the sign-out was asked: tells this marker from a later one. */
  at: string;
  /** Someone signed in on this browser since: the cookie is no longer the old session's. */
  replaced?: boolean;
}

/** Said while the server could not be told yet (offline): this device is signed out, the server will be. */
export const OFFLINE_SIGN_OUT_MESSAGE =
  /*i18n*/ "You're offline. You're signed out on this device; we'll finish signing you out with the server when you're back online.";

/** Where the worker reads the marker (public/sw.js names the same database, store and key). */
export const SIGN_OUT_DB = 'strain-journal-sign-out';
const SIGN_OUT_STORE = 'pending';
const MIRROR_KEY = 'pending';
const mirror = typeof indexedDB === 'undefined' ? undefined : createStore(SIGN_OUT_DB, SIGN_OUT_STORE);

/**
 * How to finish a pending sign-out: end the session its key names (whatever cookie the browser holds by
 * then), or, without a key, the session of the cookie, but only while nobody signed in since (the cookie
 * is then still the old session's). Null: nothing is left that could be done safely (the old cookie was
 * replaced, so no one at this browser can use it any more).
 */
export function finishRequest(
  pending: PendingSignOut,
  signedInSince: boolean,
): { body?: { session: string } } | null {
  if (pending.key) return { body: { session: pending.key } };
  if (pending.replaced || signedInSince) return null;
  return {};
}

const listeners = new Set<() => void>();
let snapshot = read();
function read(): PendingSignOut | null {
  const value = storage.json<PendingSignOut>(KEYS.signOutPending);
  return value && typeof value.userId === 'number' && typeof value.at === 'string' ? value : null;
}
function emit() {
  snapshot = read();
  for (const l of listeners) l();
}

/** Tells the service worker that the marker changed (it keeps it in memory). */
function tellWorker() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'sign-out-changed' }))
    .catch(() => {});
}

async function writeMirror(value: PendingSignOut | null) {
  if (!mirror) return;
  try {
    if (value) await set(MIRROR_KEY, value, mirror);
    else await del(MIRROR_KEY, mirror);
  } catch {
    // IndexedDB blocked: the app still finishes the sign-out itself.
  }
  tellWorker();
}

export const signOutPending = {
  get: () => snapshot,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Written before the server is asked, so a closed tab or a lost answer still gets it finished. */
  async mark(pending: PendingSignOut) {
    storage.set(KEYS.signOutPending, JSON.stringify(pending));
    emit();
    await writeMirror(pending);
  },
  /** Someone signed in on this browser: the old session can now be ended by its key only. */
  async replaced() {
    const pending = read();
    if (!pending) return;
    await signOutPending.mark({ ...pending, replaced: true });
  },
  /** Removes the marker, unless a later sign-out replaced it meanwhile. */
  async done(at: string) {
    if (read()?.at !== at) return;
    storage.remove(KEYS.signOutPending);
    emit();
    await writeMirror(null);
  },
};

let finishing: Promise<boolean> | null = null;
/** Whether someone is signed in on this browser now (lib/auth.ts says, through `watchPendingSignOut`). */
let signedIn = () => false;
let retry: ReturnType<typeof setTimeout> | undefined;
let retryDelay = 2000;

/**
 * Tells the server (one attempt at a time); true once no sign-out is pending. A failure while the browser
 * says it is online (the server did not answer) is tried again a little later, then less often.
 */
export function finishPendingSignOut(): Promise<boolean> {
  finishing ??= attempt(signedIn()).finally(() => {
    finishing = null;
  });
  return finishing;
}

async function attempt(signedInSince: boolean): Promise<boolean> {
  const pending = read();
  if (!pending) return true;
  const request = finishRequest(pending, signedInSince);
  if (request) {
    try {
      const res = await fetch('/api/logout', {
        method: 'POST',
        credentials: 'include',
        headers: request.body ? { 'content-type': 'application/json' } : {},
        body: request.body ? JSON.stringify(request.body) : undefined,
      });
      if (!res.ok) throw new Error(`logout answered ${res.status}`);
    } catch {
      clearTimeout(retry);
      if (navigator.onLine) {
        retry = setTimeout(() => void finishPendingSignOut(), retryDelay);
        retryDelay = Math.min(retryDelay * 2, 60_000);
      }
      return false;
    }
  }
  retryDelay = 2000;
  await signOutPending.done(pending.at);
  return read() === null;
}

/**
 * Finishes a pending sign-out now (the app is starting), whenever the browser comes back online, and
 * when the service worker says it has (the marker is then removed here too).
 */
export function watchPendingSignOut(isSignedIn: () => boolean) {
  signedIn = isSignedIn;
  if (typeof window === 'undefined') return;
  const run = () => {
    if (read()) void finishPendingSignOut();
  };
  run();
  window.addEventListener('online', run);
  // Another tab signed out or finished it.
  window.addEventListener('storage', (e) => {
    if (e.key === KEYS.signOutPending) emit();
  });
  if ('serviceWorker' in navigator)
    navigator.serviceWorker.addEventListener('message', (e) => {
      if ((e.data as { type?: string } | null)?.type === 'sign-out-finished') run();
    });
}
