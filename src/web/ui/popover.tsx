import { Popover as RadixPopover } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

/** A panel anchored to its trigger; closes on an outside click or Escape and returns focus. */
export function PopoverContent({ className, ...props }: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        sideOffset={8}
        collisionPadding={12}
        className={cn(
          'z-50 max-h-[var(--radix-popover-content-available-height)] w-[min(calc(100vw-1.5rem),30rem)] overflow-y-auto',
          'rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-xl animate-pop-in',
          className,
        )}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
