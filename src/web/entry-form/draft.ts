import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { storage } from '../lib/storage';

/** A JSON value kept in local storage, or null when absent or unreadable. */
export function readStored<T>(key: string): T | null {
  const raw = storage.get(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/**
 * Keeps a form's values in local storage while the user types (a moment after the last change), so a
 * reload, a closed tab or a dead battery loses nothing. `clear` forgets it (saved, or started over).
 */
export function useFormDraft<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>, key: string) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cleared = useRef(false);
  const pending = useRef<unknown>(null);
  useEffect(() => {
    const write = () => {
      if (!cleared.current && pending.current) storage.set(key, JSON.stringify(pending.current));
      pending.current = null;
    };
    const subscription = form.watch((values) => {
      cleared.current = false;
      pending.current = values;
      clearTimeout(timer.current);
      timer.current = setTimeout(write, 300);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
      write(); // leaving the screen keeps the last keystrokes too
    };
  }, [form, key]);
  return {
    clear() {
      cleared.current = true;
      pending.current = null;
      clearTimeout(timer.current);
      storage.remove(key);
    },
  };
}
