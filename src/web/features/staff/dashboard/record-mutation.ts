import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceError } from '../../../lib/form-errors';
import { type ToastOptions, toast, toastError } from '../../../lib/toast';

/**
 * A dashboard change (create, edit, delete, a redemption's answer) as admin/api.ts words it: on success
 * the toast and a refetch of every query under `renew`; on failure an error `place` puts on a form's field
 * stays there, any other goes to a toast.
 */
export function useRecordMutation<A>({
  mutationFn,
  done,
  failed,
  renew,
  place,
}: {
  mutationFn: (arg: A) => Promise<unknown>;
  /** The success toast. */
  done: ToastOptions;
  /** The failure toast's title (and its fallback description). */
  failed: string;
  /** The query key whose queries the change makes stale. */
  renew: readonly unknown[];
  place?: PlaceError;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      toast(done);
      void queryClient.invalidateQueries({ queryKey: renew });
    },
    onError: (err) => {
      if (place?.(err)) return;
      toastError(failed, err, failed);
    },
  });
}
