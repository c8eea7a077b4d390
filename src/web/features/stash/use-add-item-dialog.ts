import { useState } from 'react';
import { useEntryPrefill } from './use-entry-prefill';

/**
 * The add dialog of /stash and /wishlist: opened by the page's button (`start`) or by the address's
 * `?add={entryId}`. `dialog` is what `AddItemDialog` takes.
 */
export function useAddItemDialog(path: '/stash' | '/wishlist') {
  const prefill = useEntryPrefill(path);
  const [adding, setAdding] = useState(false);
  return {
    start: () => setAdding(true),
    dialog: {
      open: adding || prefill.open,
      onOpenChange: (open: boolean) => {
        setAdding(open);
        if (!open && prefill.open) prefill.done();
      },
      prefill: prefill.open ? prefill.prefill : null,
      notice: prefill.open ? prefill.notice : null,
    },
  };
}
