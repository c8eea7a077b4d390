import { type ComponentProps, Suspense } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { createOverlay, type OpenProps } from './overlay';
import type PopoverPartsType from './popover-parts';

// Radix Popover with floating-ui loads when a popover first opens, or as soon as the pointer or the
// keyboard reaches its trigger, never with a screen's first load.
const PopoverParts = lazyComponent(() => import('./popover-parts'));
const overlay = createOverlay('Popover', PopoverParts.preload);

export const Popover = overlay.Root;
/** Opens and closes the popover; the panel is placed beside it. */
export const PopoverTrigger = overlay.Trigger;
export const PopoverClose = overlay.Close;

/** A panel anchored to its trigger; closes on an outside click or Escape and returns focus. */
export function PopoverContent(
  props: Omit<ComponentProps<typeof PopoverPartsType>, keyof OpenProps | 'trigger'>,
) {
  const { open, setOpen, trigger, opened } = overlay.useOverlay();
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PopoverParts open={open} onOpenChange={setOpen} trigger={trigger} {...props} />
    </Suspense>
  );
}
