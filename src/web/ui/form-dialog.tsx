import { Trans, useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogContent } from './dialog';

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
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : undefined} busy={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Are you sure?" before deleting a dashboard record with the feature's `remove` (its toasts are the
 * feature's), open while `id` is set; success closes it.
 */
export function DeleteRecordDialog({
  remove,
  id,
  description,
  onClose,
}: {
  remove: Pick<UseMutationResult<unknown, Error, number>, 'mutate' | 'isPending'>;
  id: number | undefined;
  description: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={id !== undefined}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t`Are you sure?`}
      description={description}
      busy={remove.isPending}
      onConfirm={() => id !== undefined && remove.mutate(id, { onSuccess: onClose })}
    />
  );
}

type RecordDialog<T> = { kind: 'create' } | { kind: 'edit' | 'delete'; record: T } | null;

/**
 * Which of an editable table's dialogs is open, and on which row: the create and edit forms and the
 * delete confirmation (one at a time).
 */
export function useRecordDialogs<T>() {
  const [open, setOpen] = useState<RecordDialog<T>>(null);
  return {
    creating: open?.kind === 'create',
    editing: open?.kind === 'edit' ? open.record : undefined,
    deleting: open?.kind === 'delete' ? open.record : undefined,
    create: () => setOpen({ kind: 'create' }),
    edit: (record: T) => setOpen({ kind: 'edit', record }),
    askDelete: (record: T) => setOpen({ kind: 'delete', record }),
    close: () => setOpen(null),
  };
}
