/**
 * Registers the service worker (production builds only), so the shell loads offline. Its install
 * downloads every screen's code (a hundred-odd files): it waits for `firstScreen` (the first screen's code
 * and data), for `load`, and then for an idle moment, so those downloads do not queue in front of the
 * first screen's own. `load` alone is not enough: the screen's chunks are dynamic imports, which `load`
 * does not wait for, and the install then competed with them (about 100 ms later figures on /manager).
 */
export function registerServiceWorker(firstScreen: Promise<unknown>) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .catch((err) => console.warn('Service worker not registered', err));
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  void Promise.all([firstScreen, loaded]).then(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void register(), { timeout: 2000 });
    else setTimeout(() => void register(), 200);
  });
}
