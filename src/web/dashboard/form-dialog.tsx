import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../lib/api';
import { applyApiError } from '../lib/form';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { toast } from '../ui/toast';

/**
 * The create/edit dialog of a dashboard record: a titled dialog holding the form, closed by Cancel, Escape
 * or a successful save; the submit button says what it is doing while busy.
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={description}>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A dashboard change (create, edit, delete): on success the toast, `onSuccess` and a refetch of every query
 * under `renew`; on failure an error naming a field of `form` goes onto that field, any other to a toast.
 */
export function useRecordMutation<A, V extends FieldValues = FieldValues>({
  mutationFn,
  done,
  failed,
  renew,
  form,
  onSuccess,
}: {
  mutationFn: (arg: A) => Promise<unknown>;
  /** The success toast. */
  done: { title: string; description: string };
  /** The failure toast's title (and its fallback description). */
  failed: string;
  /** The query key whose queries the change makes stale. */
  renew: readonly unknown[];
  form?: Pick<UseFormReturn<V>, 'setError' | 'getValues'>;
  onSuccess?: () => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      toast(done);
      onSuccess?.();
      void queryClient.invalidateQueries({ queryKey: renew });
    },
    onError: (err) => {
      if (form && applyApiError(form, err)) return;
      toast({ title: failed, description: errorMessage(err, failed), variant: 'destructive' });
    },
  });
}
