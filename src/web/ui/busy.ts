import type { MouseEvent, MouseEventHandler } from 'react';

/**
 * A control at work (its save in flight): it reads and looks disabled (`aria-disabled`, styled by the
 * `aria-disabled:` classes) but keeps the focus, and a press or Enter does nothing (a submit button's
 * click is cancelled, so its form is not sent twice). A native `disabled` would drop the focus to the
 * page mid-save: a keyboard or screen reader user lost their place after a failed save (decision 0071).
 */
export function busyProps<E extends HTMLElement>(busy: boolean | undefined, onClick?: MouseEventHandler<E>) {
  return busy
    ? { 'aria-disabled': true as const, onClick: (event: MouseEvent<E>) => event.preventDefault() }
    : { onClick };
}

/** How a control at work looks: as a disabled one. */
export const BUSY_CLASSES = 'aria-disabled:pointer-events-none aria-disabled:opacity-50';
