import type { ReactNode } from 'react';
import { errorMessage } from './api';

/** The toast store: what toast() says, read by the lazily loaded notification area. */
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

/** A failure's toast: `title`, and why in the server's (or the network's) words, `fallback` without any. */
export function toastError(title: string, err: unknown, fallback?: string) {
  toast({ title, description: errorMessage(err, fallback), variant: 'destructive' });
}

export function dismiss(id: number) {
  current = current.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  // Removed from the tree after its exit animation (dismissed toasts could stay mounted far longer;
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
