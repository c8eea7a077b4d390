import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { storage } from '../../../lib/storage';

/**
 * Keeps a form's values in local storage while the user types (a moment after the last change), so a
 * reload, a closed tab or a dead battery loses nothing. `clear` forgets it (saved, or started over); a
 * form back at its blank values keeps nothing.
 */
export function useFormDraft<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  /** Where to keep it; null keeps nothing (an edit of a saved entry). */
  key: string | null,
  /** The form's untouched values: nothing to keep while the form still holds them. */
  blank: V,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cleared = useRef(false);
  const pending = useRef<unknown>(null);
  useEffect(() => {
    if (key === null) return;
    const empty = JSON.stringify(blank);
    const write = () => {
      if (!cleared.current && pending.current) {
        const text = JSON.stringify(pending.current);
        if (text === empty) storage.remove(key);
        else storage.set(key, text);
      }
      pending.current = null;
    };
    const subscription = form.watch((values) => {
      cleared.current = false;
      pending.current = values;
      clearTimeout(timer.current);
      timer.current = setTimeout(write, 300);
    });
    // Closing or reloading the tab keeps the last keystrokes too.
    window.addEventListener('pagehide', write);
    return () => {
      window.removeEventListener('pagehide', write);
      subscription.unsubscribe();
      clearTimeout(timer.current);
      write(); // and so does leaving the screen
    };
  }, [form, key, blank]);
  return {
    clear() {
      cleared.current = true;
      pending.current = null;
      clearTimeout(timer.current);
      if (key !== null) storage.remove(key);
    },
  };
}
