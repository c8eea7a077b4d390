import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useEscapeOverToasts } from './escape-over-toasts';
import { ModalRoot } from './modal-root';
import type { OpenProps } from './overlay';

/**
 * The Radix half of `dialog.tsx`, loaded on a dialog's first open: Radix's focus trap, scroll lock and
 * portal are about 20 kB gzip that no screen needs before a dialog opens.
 */
export default function DialogParts({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof RadixDialog.Content> &
  OpenProps & {
    title: ReactNode;
    description?: ReactNode;
  }) {
  const { t } = useLingui();
  const content = useEscapeOverToasts<HTMLDivElement>({ close: () => onOpenChange(false), onEscapeKeyDown });
  return (
    <ModalRoot kit={RadixDialog} open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Content
        ref={content}
        onEscapeKeyDown={onEscapeKeyDown}
        className={cn(
          'fixed z-50 flex max-h-[92dvh] w-full flex-col overflow-hidden bg-card text-card-foreground shadow-xl animate-pop-in',
          'inset-x-0 bottom-0 rounded-t-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 border-b border-border p-4">
          <div className="min-w-0">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          <RadixDialog.Close
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
            aria-label={t`Close`}
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </div>
        <div className="overflow-y-auto p-4">{children}</div>
      </RadixDialog.Content>
    </ModalRoot>
  );
}
