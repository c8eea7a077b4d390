import { Trans, useLingui } from '@lingui/react/macro';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useReturnFocus } from './dialog';
import { useEscapeOverToasts } from './escape-over-toasts';
import { ModalRoot } from './modal-root';
import type { OpenProps } from './overlay';

/**
 * A question that must be answered before going on: its title, what it means, Cancel, and the answers
 * (`children`). The confirmation below and the sign-out question are drawn with it.
 */
export function AlertFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
}: OpenProps & { title: ReactNode; description: ReactNode; children: ReactNode }) {
  const returnFocus = useReturnFocus({});
  const content = useEscapeOverToasts<HTMLDivElement>({ close: () => onOpenChange(false) });
  return (
    <ModalRoot kit={AlertDialog} open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Content
        ref={content}
        {...returnFocus}
        className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-card p-5 text-card-foreground shadow-xl animate-pop-in"
      >
        <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
        <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
          {description}
        </AlertDialog.Description>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialog.Cancel asChild>
            <Button variant="outline">
              <Trans>Cancel</Trans>
            </Button>
          </AlertDialog.Cancel>
          {children}
        </div>
      </AlertDialog.Content>
    </ModalRoot>
  );
}

/** The Radix half of `confirm-dialog.tsx`, loaded when a confirmation first opens. */
export default function ConfirmDialogParts({
  confirmLabel,
  busy,
  onConfirm,
  ...frame
}: OpenProps & {
  title: ReactNode;
  description: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <AlertFrame {...frame}>
      <Button
        variant="destructive"
        busy={busy}
        onClick={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        {busy ? t`Working...` : (confirmLabel ?? t`Delete`)}
      </Button>
    </AlertFrame>
  );
}
