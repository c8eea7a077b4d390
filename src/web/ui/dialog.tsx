import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useRef,
  useState,
} from 'react';
import type DialogPartsType from './dialog-parts';

// Radix Dialog (focus trap, scroll lock, portal: about 20 kB gzip) loads when a dialog first opens, or
// as soon as the pointer or keyboard reaches a trigger, never with a screen's first load.
const loadParts = () => import('./dialog-parts');
const DialogParts = lazy(loadParts);

interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
}
const DialogContext = createContext<DialogState | null>(null);

function useDialog(part: string) {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`<${part}> must be inside <Dialog>`);
  return state;
}

/** Holds whether the dialog is open; controlled (`open` and `onOpenChange`) or not (`defaultOpen`). */
export function Dialog({
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(defaultOpen);
  const open = controlled ?? own;
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  return <DialogContext.Provider value={{ open, setOpen }}>{children}</DialogContext.Provider>;
}

/** Opens the dialog. The names and states Radix's trigger gave it are kept (`aria-haspopup`, …). */
export function DialogTrigger({
  asChild,
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean }) {
  const { open, setOpen } = useDialog('DialogTrigger');
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      {...props}
      onPointerEnter={(e) => {
        onPointerEnter?.(e);
        void loadParts();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        void loadParts();
      }}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) setOpen(!open);
      }}
    />
  );
}

/** Closes the dialog it is in. */
export function DialogClose({
  asChild,
  onClick,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean }) {
  const { setOpen } = useDialog('DialogClose');
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      {...props}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) setOpen(false);
      }}
    />
  );
}

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
}: Omit<ComponentProps<typeof DialogPartsType>, 'open' | 'onOpenChange'>) {
  const { open, setOpen } = useDialog('DialogContent');
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogParts open={open} onOpenChange={setOpen} {...props} {...returnFocus} />
    </Suspense>
  );
}
