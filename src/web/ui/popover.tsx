import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useRef,
  useState,
} from 'react';
import type PopoverPartsType from './popover-parts';

// Radix Popover with floating-ui loads when a popover first opens, or as soon as the pointer or the
// keyboard reaches its trigger, never with a screen's first load.
const loadParts = () => import('./popover-parts');
const PopoverParts = lazy(loadParts);

interface PopoverState {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLElement | null>;
}
const PopoverContext = createContext<PopoverState | null>(null);

function usePopover(part: string) {
  const state = useContext(PopoverContext);
  if (!state) throw new Error(`<${part}> must be inside <Popover>`);
  return state;
}

/** Holds whether the popover is open; controlled (`open` and `onOpenChange`) or not (`defaultOpen`). */
export function Popover({
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
  return <PopoverContext.Provider value={{ open, setOpen, trigger }}>{children}</PopoverContext.Provider>;
}

/** Opens and closes the popover; the panel is placed beside it. */
export function PopoverTrigger({
  asChild,
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean }) {
  const { open, setOpen, trigger } = usePopover('PopoverTrigger');
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

/** Closes the popover it is in. */
export function PopoverClose({
  asChild,
  onClick,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean }) {
  const { setOpen } = usePopover('PopoverClose');
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

/** A panel anchored to its trigger; closes on an outside click or Escape and returns focus. */
export function PopoverContent(
  props: Omit<ComponentProps<typeof PopoverPartsType>, 'open' | 'onOpenChange' | 'trigger'>,
) {
  const { open, setOpen, trigger } = usePopover('PopoverContent');
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PopoverParts open={open} onOpenChange={setOpen} trigger={trigger} {...props} />
    </Suspense>
  );
}
