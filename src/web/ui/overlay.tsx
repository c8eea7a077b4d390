import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useRef,
  useState,
} from 'react';

export interface OverlayState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The trigger, for a panel placed beside it. */
  trigger: RefObject<HTMLElement | null>;
}

/** A dialog or popover opened and closed by its owner, as a content part hands it to its Radix half. */
export interface OpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type ButtonProps = ComponentProps<'button'> & { asChild?: boolean };

/**
 * The light half of a dialog or popover: whether it is open, its trigger and its close button, in a few
 * lines of our own. The Radix half (focus trap, scroll lock, placement: 17 to 20 kB gzip) is `loadParts`,
 * asked for as soon as the pointer or keyboard reaches a trigger, or on the first open; `useOverlay`
 * tells the content part when to render it (from the first open on, then it stays mounted so closing
 * animates and gives focus back).
 */
export function createOverlay(name: string, loadParts: () => Promise<unknown>) {
  const Context = createContext<OverlayState | null>(null);

  function useOverlayState(part: string) {
    const state = useContext(Context);
    if (!state) throw new Error(`<${name}${part}> must be inside <${name}>`);
    return state;
  }

  /** Holds whether it is open; controlled (`open` and `onOpenChange`) or not (`defaultOpen`). */
  function Root({
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
    const trigger = useRef<HTMLElement | null>(null);
    const open = controlled ?? own;
    const setOpen = (next: boolean) => {
      if (controlled === undefined) setOwn(next);
      onOpenChange?.(next);
    };
    return <Context.Provider value={{ open, setOpen, trigger }}>{children}</Context.Provider>;
  }

  /** Opens and closes it. The names and states Radix's trigger gave it are kept (`aria-haspopup`, …). */
  function Trigger({ asChild, onClick, onPointerEnter, onFocus, ...props }: ButtonProps) {
    const { open, setOpen, trigger } = useOverlayState('Trigger');
    const Comp = asChild ? Slot.Root : 'button';
    return (
      <Comp
        type={asChild ? undefined : 'button'}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        {...props}
        ref={(el: HTMLElement | null) => {
          trigger.current = el;
        }}
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

  /** Closes the dialog or popover it is in. */
  function Close({ asChild, onClick, ...props }: ButtonProps) {
    const { setOpen } = useOverlayState('Close');
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

  /** The state, and whether it has opened yet (the content part renders the Radix half from then on). */
  function useOverlay() {
    const state = useOverlayState('Content');
    const [opened, setOpened] = useState(state.open);
    if (state.open && !opened) setOpened(true);
    return { ...state, opened };
  }

  return { Root, Trigger, Close, useOverlay };
}
