import type { AlertDialog, Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import type { OpenProps } from './overlay';

/**
 * A modal's frame, for Radix's dialog and alert dialog alike (`kit`): open while `open`, drawn in a portal
 * over a dimmed page. `first` is the first-day introduction, which sits above everything else.
 * Only types are imported: each caller's Radix part stays in its own lazily loaded chunk.
 */
export function ModalRoot({
  kit: Kit,
  open,
  onOpenChange,
  first = false,
  children,
}: OpenProps & { kit: typeof Dialog | typeof AlertDialog; first?: boolean; children: ReactNode }) {
  return (
    <Kit.Root open={open} onOpenChange={onOpenChange}>
      <Kit.Portal>
        <Kit.Overlay
          className={
            first
              ? 'fixed inset-0 z-[60] bg-black/60 animate-fade-in'
              : 'fixed inset-0 z-50 bg-black/50 animate-fade-in'
          }
        />
        {children}
      </Kit.Portal>
    </Kit.Root>
  );
}
