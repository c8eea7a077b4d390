import { Popover as RadixPopover } from 'radix-ui';
import { type ComponentProps, type RefObject, useRef } from 'react';
import { cn } from '../lib/cn';
import { useEscapeOverToasts } from './escape-over-toasts';
import type { OpenProps } from './overlay';

/**
 * The Radix half of `popover.tsx`, loaded on a popover's first open: floating-ui's positioning and
 * Radix's layers are about 10 kB gzip that no screen needs before a popover opens. The panel is anchored
 * to the trigger, which `popover.tsx` renders itself.
 */
export default function PopoverParts({
  open,
  onOpenChange,
  trigger,
  className,
  onInteractOutside,
  onCloseAutoFocus,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof RadixPopover.Content> & OpenProps & { trigger: RefObject<HTMLElement | null> }) {
  const interactedOutside = useRef(false);
  const content = useEscapeOverToasts<HTMLDivElement>({
    close: () => onOpenChange(false),
    onEscapeKeyDown,
    modal: false,
  });
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Anchor virtualRef={trigger as RefObject<HTMLElement>} />
      <RadixPopover.Portal>
        <RadixPopover.Content
          ref={content}
          onEscapeKeyDown={onEscapeKeyDown}
          sideOffset={8}
          collisionPadding={12}
          className={cn(
            'z-50 max-h-[var(--radix-popover-content-available-height)] w-[min(calc(100vw-1.5rem),30rem)] overflow-y-auto',
            'rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-xl animate-pop-in',
            className,
          )}
          {...props}
          onInteractOutside={(e) => {
            onInteractOutside?.(e);
            // A press on the trigger toggles the popover itself (as Radix's own trigger does).
            if (e.target instanceof Node && trigger.current?.contains(e.target)) e.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(e) => {
            onCloseAutoFocus?.(e);
            if (e.defaultPrevented) return;
            e.preventDefault();
            // Focus goes back to the trigger, unless the user clicked elsewhere (it stays there).
            if (!interactedOutside.current) trigger.current?.focus();
            interactedOutside.current = false;
          }}
        />
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
