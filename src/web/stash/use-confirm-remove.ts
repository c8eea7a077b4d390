import { useState } from 'react';
import type { StashItem } from '../../shared/stash';
import { toast, toastError } from '../lib/toast';
import { useRemoveStashItem } from './api';

/**
 * Removing an item from /stash or /wishlist: `ask` picks the item, the page's `ConfirmDialog` takes
 * `dialog`, and the answer is toasted.
 */
export function useConfirmRemove(listName: 'Stash' | 'Wishlist') {
  const [target, setTarget] = useState<StashItem | null>(null);
  const remove = useRemoveStashItem();
  const onConfirm = () => {
    if (!target) return;
    const item = target;
    remove.mutate(item.id, {
      onSuccess: () => {
        setTarget(null);
        toast({ title: `Removed from ${listName}`, description: `${item.strainName} was removed.` });
      },
      onError: (err) => {
        setTarget(null);
        toastError('Failed to Remove', err);
      },
    });
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
