import { Suspense, useState, useSyncExternalStore } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { snapshot, subscribe } from '../lib/toast';
import { OptionalPart } from './error-boundary';

// The notification area (Radix Toast and its layers) loads with the first toast, so the first screen does
// not carry it; every build's files are precached by the service worker, so it loads offline too.
const ToastView = lazyComponent(() => import('./toast-view'));

/** Mounts the notification area once anything has been said; it is a part the app works without. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <OptionalPart load={ToastView.preload}>
      <Suspense fallback={null}>
        <ToastView />
      </Suspense>
    </OptionalPart>
  ) : null;
}
