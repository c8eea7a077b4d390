import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  /** Milliseconds on screen; 5 s by default. */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

// One toast visible at a time: a new one replaces the last.
let current: ToastItem[] = [];
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(options: ToastOptions) {
  current = [{ ...options, id: ++seq, open: true }];
  emit();
}

export function dismiss(id: number) {
  current = current.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  // Removed from the tree after its exit animation (the spec keeps dismissed toasts mounted far longer;
  // nothing reads them, so we free them).
  setTimeout(() => {
    current = current.filter((t) => t.id !== id);
    emit();
  }, 300);
}

export const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const snapshot = () => current;

// The notification area (Radix Toast and its layers) loads with the first toast, so the first screen does
// not carry it; every build's files are precached by the service worker, so it loads offline too.
const ToastView = lazy(() => import('./toast-view'));

/** Mounts the notification area once anything has been said. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  ) : null;
}
