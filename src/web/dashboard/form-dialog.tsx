import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyApiError } from '../lib/form';
import { toast, toastError } from '../lib/toast';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Dialog, DialogContent } from '../ui/dialog';

/**
 * A titled dialog holding a form (a dashboard record's create/edit, the account's deletion), closed by
 * Cancel, Escape or a successful save; the submit button says what it is doing while busy.
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  destructive,
  className = 'grid grid-cols-1 gap-4',
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The submit button warns: what it does cannot be undone. */
  destructive?: boolean;
  /** The form's layout. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} description={description}>
        <form onSubmit={onSubmit} noValidate className={className}>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : undefined} disabled={busy}>
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
      toastError(failed, err, failed);
    },
  });
}

/**
 * "Are you sure?" before deleting a dashboard record (with the feature's `erase`), open while `id` is set; the
 * toasts name the record's kind (`noun`), and success closes it and renews `renew`.
 */
export function DeleteRecordDialog({
  erase,
  id,
  noun,
  description,
  renew,
  onClose,
}: {
  erase: (id: number) => Promise<unknown>;
  id: number | undefined;
  noun: string;
  description: string;
  renew: readonly unknown[];
  onClose: () => void;
}) {
  const remove = useRecordMutation({
    mutationFn: erase,
    done: {
      title: `${noun[0]?.toUpperCase()}${noun.slice(1)} deleted`,
      description: `The ${noun} has been deleted successfully`,
    },
    failed: `Failed to delete ${noun}`,
    renew,
    onSuccess: onClose,
  });
  return (
    <ConfirmDialog
      open={id !== undefined}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title="Are you sure?"
      description={description}
      busy={remove.isPending}
      onConfirm={() => id !== undefined && remove.mutate(id)}
    />
  );
}
