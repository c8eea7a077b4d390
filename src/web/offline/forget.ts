/** The API answers the service worker keeps for offline use (see public/sw.js). */
export const API_CACHE = 'api-data';

/** Forgets them: on sign-in and sign-out, so nobody else's data opens offline on a shared device. */
export function forgetOfflineData(): Promise<unknown> {
  return typeof caches === 'undefined' ? Promise.resolve() : caches.delete(API_CACHE).catch(() => false);
}
