import { type ComponentProps, type ReactNode, Suspense, useRef } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import type DialogPartsType from './dialog-parts';
import { createOverlay, type OpenProps } from './overlay';

// Radix Dialog (focus trap, scroll lock, portal: about 20 kB gzip) loads when a dialog first opens, or
// as soon as the pointer or keyboard reaches a trigger, never with a screen's first load.
const DialogParts = lazyComponent(() => import('./dialog-parts'));
const overlay = createOverlay('Dialog', DialogParts.preload);

export const Dialog = overlay.Root;
/** Fetches Radix's half ahead, for a dialog opened from a button that is not its Trigger (offline too). */
export const preloadDialog = () => DialogParts.preload();
export const DialogTrigger = overlay.Trigger;
export const DialogClose = overlay.Close;

/**
 * Focus goes back to whatever had it when the dialog opened: Radix gives it back only to a Trigger, and
 * many dialogs here open from a button or a menu item that is not one.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: (e: Event) => void;
  onCloseAutoFocus?: (e: Event) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (e: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(e);
    },
    onCloseAutoFocus: (e: Event) => {
      onCloseAutoFocus?.(e);
      const el = opener.current;
      opener.current = null;
      if (e.defaultPrevented || !el?.isConnected) return;
      e.preventDefault();
      el.focus();
    },
  };
}

/**
 * A modal: traps focus, closes on Escape, the overlay or the close button, and restores focus. Radix
 * renders it from its first open on (then stays mounted so closing animates and gives focus back).
 */
export function DialogContent({
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: Omit<ComponentProps<typeof DialogPartsType>, keyof OpenProps>) {
  const { open, setOpen, opened } = overlay.useOverlay();
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogParts open={open} onOpenChange={setOpen} {...props} {...returnFocus} />
    </Suspense>
  );
}

/** What opens a dialog about one thing and closes it: the thing (null while closed) and the change. */
export interface OpenFor<T> {
  of: T | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog about one thing, open while there is one (`of` is null when it is closed): its title,
 * description and body are drawn from that thing, and the body is given a way to close it.
 */
export function DialogFor<T>({
  of,
  onOpenChange,
  title,
  description,
  children,
}: OpenFor<T> & {
  title: (value: T) => string;
  description?: (value: T) => ReactNode;
  children: (value: T, close: () => void) => ReactNode;
}) {
  return (
    <Dialog open={of !== null} onOpenChange={onOpenChange}>
      {of !== null ? (
        <DialogContent title={title(of)} description={description?.(of)}>
          {children(of, () => onOpenChange(false))}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
