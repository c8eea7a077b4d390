import { useSyncExternalStore } from 'react';

/**
 * Which session the quick log sheet ("Log again", a stash item's "Log a session", an experiment's "Log
 * today's session") is open for: the last entry of a product, an item of the stash, or today's product of
 * an experiment. A store in the kit, so a feature below entries (the stash, insights) can open the sheet
 * the entries feature draws (mounted once for the signed-in app), without importing it.
 */
export type QuickLogTarget = { entryId: number } | { stashItemId: number } | { experimentId: number };

/** Where New Entry finds the sheet's values after "More details" (the history entry's state). */
export const QUICK_LOG_STATE = 'quickLog';

let current: QuickLogTarget | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function openQuickLog(target: QuickLogTarget) {
  current = target;
  emit();
}

export function closeQuickLog() {
  current = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The sheet's target while it is open, null while it is closed. */
export function useQuickLogTarget(): QuickLogTarget | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
