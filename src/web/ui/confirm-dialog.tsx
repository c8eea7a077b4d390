import { type ComponentProps, Suspense, useState } from 'react';
import { lazyComponent } from '../lib/lazy-component';

// Radix AlertDialog loads when a confirmation first opens, not with the screen that may ask for one.
const ConfirmDialogParts = lazyComponent(() => import('./confirm-dialog-parts'));

/** "Are you sure?" before something that cannot be undone. */
export function ConfirmDialog(props: ComponentProps<typeof ConfirmDialogParts>) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogParts {...props} />
    </Suspense>
  );
}
