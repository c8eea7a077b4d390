import { type RefObject, useEffect, useEffectEvent, useRef } from 'react';
import { snapshot } from '../lib/toast';

/**
 * Escape closes the dialog or panel the person is in, even while a toast shows (decision 0070).
 *
 * Radix gives Escape to its newest layer only, and a toast that appears while a dialog is open (a save's
 * failure, the sign-in toast arriving late on a slow load) is a newer layer: Escape would close the toast
 * and leave the dialog open. While a toast shows, one listener on the window takes the Escape first (the
 * capture phase, before Radix's listeners on the document) and gives it to the innermost open part that
 * holds focus, or, when focus has fallen to the page (a control removed or disabled; a busy one keeps it,
 * decision 0071), to the innermost modal one, which is where the focus was. That part dismisses as Radix would: its `onEscapeKeyDown`
 * first, which may refuse, then `close`. A toast that holds focus itself (F8) still closes on Escape, as
 * does a toast over a page with nothing open.
 */
interface Part {
  content: RefObject<HTMLElement | null>;
  modal: boolean;
  dismiss: (event: KeyboardEvent) => void;
}

const parts: Part[] = [];

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || !snapshot().some((t) => t.open)) return;
  const active = document.activeElement;
  const lost = active === null || active === document.body;
  const holder = parts.findLast(
    (p) => p.content.current !== null && (p.content.current.contains(active) || (lost && p.modal)),
  );
  if (!holder) return;
  event.stopPropagation();
  holder.dismiss(event);
}

/** Registers an open dialog (`modal`) or panel; returns the ref for its content element. */
export function useEscapeOverToasts<T extends HTMLElement>({
  close,
  onEscapeKeyDown,
  modal = true,
}: {
  close: () => void;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  modal?: boolean;
}) {
  const content = useRef<T>(null);
  const dismiss = useEffectEvent((event: KeyboardEvent) => {
    onEscapeKeyDown?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    close();
  });
  useEffect(() => {
    const part: Part = { content, modal, dismiss: (event) => dismiss(event) };
    if (parts.length === 0) window.addEventListener('keydown', onKeyDown, { capture: true });
    parts.push(part);
    return () => {
      parts.splice(parts.indexOf(part), 1);
      if (parts.length === 0) window.removeEventListener('keydown', onKeyDown, { capture: true });
    };
  }, [modal]);
  return content;
}
