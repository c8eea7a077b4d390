import { useState } from 'react';
import type { StashItem } from '../../../shared/stash';
import { useRemoveStashItem } from './api';

/**
 * Removing an item from /stash or /wishlist: `ask` picks the item, the page's `ConfirmDialog` takes
 * `dialog`, which closes on the answer (`useRemoveStashItem` says what it was).
 */
export function useConfirmRemove(listName: 'Stash' | 'Wishlist') {
  const [target, setTarget] = useState<StashItem | null>(null);
  const remove = useRemoveStashItem(listName);
  const onConfirm = () => {
    if (!target) return;
    remove.mutate(target, { onSettled: () => setTarget(null) });
  };
  return {
    target,
    ask: setTarget,
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setTarget(null);
      },
      busy: remove.isPending,
      onConfirm,
    },
  };
}
