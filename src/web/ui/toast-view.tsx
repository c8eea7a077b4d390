import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '../lib/cn';
import { dismiss, snapshot, subscribe } from '../lib/toast';

/** The notification area: swipe right to dismiss, F8 focuses it. */
export default function ToastView() {
  const { t: translate } = useLingui();
  const toasts = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <RadixToast.Provider
      label={translate`Notification`}
      swipeDirection="right"
      swipeThreshold={50}
      duration={5000}
    >
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          // A toast on its way out is fading: nothing to read, and no longer at rest for a contrast check.
          data-transient={t.open ? undefined : ''}
          duration={t.duration ?? 5000}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          className={cn(
            'toast group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-lg',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{t.title}</RadixToast.Title>
            {t.description ? (
              <RadixToast.Description className="text-sm">{t.description}</RadixToast.Description>
            ) : null}
          </div>
          {t.action ? (
            <RadixToast.Action altText={t.action.label} asChild>
              <button
                type="button"
                onClick={t.action.onClick}
                className="ml-auto min-h-11 shrink-0 rounded-lg border border-current px-3 text-sm font-medium"
              >
                {t.action.label}
              </button>
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close
            aria-label={translate`Close`}
            className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        label={translate`Notifications (F8)`}
        className="toast-viewport fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-3 outline-none md:max-w-[420px] md:p-4 lg:top-0 lg:bottom-auto"
      />
    </RadixToast.Provider>
  );
}
