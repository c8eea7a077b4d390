import type { QueryClient } from '@tanstack/react-query';
import { forgetCopies } from '../../../lib/offline-copy';
import { accountContentKeys, storage } from '../../../lib/storage';

/** The API answers older service workers kept for offline use (public/sw.js keeps none now). */
export const API_CACHE = 'api-data';

/** The worker's caches of the app's own code and shell: no account data (public/sw.js). */
const APP_CODE = /^(shell|assets)-/;

/**
 * Every cache of Cache Storage that could hold an account's answers goes (all but the app's code and
 * shell), and any API answer found in those too.
 */
async function forgetCaches() {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    if (!APP_CODE.test(name)) {
      await caches.delete(name);
      continue;
    }
    const cache = await caches.open(name);
    for (const request of await cache.keys())
      if (new URL(request.url).pathname.startsWith('/api/')) await cache.delete(request);
  }
}

/**
 * Forgets the data kept on this device for offline use (Cache Storage, the app's IndexedDB copy): on
 * sign-in, sign-out and a session ended elsewhere, so nobody else's data opens offline on a shared device.
 * The outbox is not touched: what was never sent stays for its own account (outbox.ts).
 */
export function forgetOfflineData(): Promise<unknown> {
  return Promise.all([forgetCopies(), forgetCaches().catch(() => {})]);
}

/**
 * Everything this device holds of an account but its unsent changes: the data client's cache, the account's
 * content in local storage (lib/storage.ts), and the offline data above.
 */
export function forgetAccount(userId: number, queryClient: QueryClient): Promise<unknown> {
  queryClient.clear();
  for (const key of accountContentKeys(userId)) storage.remove(key);
  return Promise.all([forgetOfflineData(), forgetPushSubscription()]);
}

/**
 * This browser's Web Push subscription ends with the account's session here, as the server's copy does
 * (issue 55): the next person to sign in on this device gets no reminders meant for the last one.
 */
async function forgetPushSubscription() {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // Nothing to forget, or the browser refused: the server has ended the subscription anyway.
  }
}
