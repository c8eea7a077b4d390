import { useEffect } from 'react';

let drawn: () => void = () => {};
/** Settles once the first screen has been drawn (its content, not a spinner: `FirstScreenDrawn`). */
const firstScreenDrawn = new Promise<void>((resolve) => {
  drawn = resolve;
});

/**
 * Rendered after a screen's content, inside its Suspense boundary: its effect runs once that content is
 * on the page (a boundary showing its fallback commits nothing inside it).
 */
export function FirstScreenDrawn() {
  useEffect(() => drawn(), []);
  return null;
}

/**
 * Registers the service worker (production builds only), so the shell loads offline. Its install
 * downloads every screen's code (a hundred-odd files): it waits for the first screen to be drawn, for
 * `firstData` (that screen's data) and for `load`, and then for an idle moment, so those downloads and
 * their writes to the cache do not compete with the first screen's own code, data and rendering. `load`
 * alone is not enough: the screen's chunks are dynamic imports, which `load` does not wait for; nor is the
 * screen's code having arrived: rendering it came after, and the install slowed it (on /manager, from a
 * fresh browser: figures 518 → 471 ms median, and the next screen opened 505 → 426 ms; decision 0043).
 */
export function registerServiceWorker(firstData: Promise<unknown>) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .catch((err) => console.warn('Service worker not registered', err));
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  void Promise.all([firstScreenDrawn, firstData, loaded]).then(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void register(), { timeout: 2000 });
    else setTimeout(() => void register(), 200);
  });
}
