/** Registers the service worker (production builds only), so the shell loads offline. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .catch((err) => console.warn('Service worker not registered', err));
  // After `load`, so the install's downloads do not compete with the page's own; at once if it has passed.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
