import { useEffect, useState, useSyncExternalStore } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { snapshot, subscribe } from './toast-store';

export { dismiss, type ToastItem, type ToastOptions, toast } from './toast-store';

// The notification area (Radix Toast and its layers) loads with the first toast, so the first screen does
// not carry it; every build's files are precached by the service worker, so it loads offline too.
const ToastView = lazyComponent(() => import('./toast-view'));

/**
 * Mounts the notification area once anything has been said and its code has arrived. Code that cannot
 * arrive (offline before the service worker has it) is asked again when the browser comes back online; the
 * toasts wait in their store meanwhile, and nothing above this part is taken down.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [loaded, setLoaded] = useState(false);
  const waiting = !loaded && toasts.length > 0;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    const load = () =>
      ToastView.preload().then(
        () => live && setLoaded(true),
        () => undefined,
      );
    load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, [waiting]);
  return loaded ? <ToastView /> : null;
}
