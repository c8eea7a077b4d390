import { useLingui } from '@lingui/react/macro';
import { CloudOff, TriangleAlert } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';

/**
 * The one "this could not load" block: what failed, why (the error's own words, when the title is not them),
 * and a way to try again. `compact` inside a card or a dialog; full size for a screen or a tab.
 */
export function Failure({
  title,
  detail,
  onRetry,
  retryLabel,
  compact,
  offline,
  heading: Heading = 'p',
  className,
}: {
  title: string;
  detail?: string;
  onRetry?: () => void;
  retryLabel?: string;
  compact?: boolean;
  /** Waiting for the network rather than failed: a calmer icon. */
  offline?: boolean;
  heading?: 'p' | 'h1' | 'h2';
  className?: string;
}) {
  const { t } = useLingui();
  const Icon = offline ? CloudOff : TriangleAlert;
  return (
    <div
      role={offline ? 'status' : 'alert'}
      className={cn(
        'flex items-center',
        compact
          ? cn(
              'gap-3 rounded-xl border p-3 text-sm',
              offline ? 'border-border bg-muted/50' : 'border-destructive/30 bg-destructive/5',
            )
          : 'mx-auto max-w-md flex-col px-6 py-10 text-center',
        className,
      )}
    >
      <span
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-full',
          offline ? 'bg-muted text-muted-foreground' : 'bg-destructive/10 text-destructive',
          compact ? 'size-8' : 'mb-3 size-12',
        )}
      >
        <Icon className={compact ? 'size-4' : 'size-6'} aria-hidden="true" />
      </span>
      <div className={cn('min-w-0', compact && 'flex-1')}>
        <Heading className={cn('font-semibold', !compact && 'text-lg')}>{title}</Heading>
        {detail ? <p className="mt-0.5 text-sm text-muted-foreground">{detail}</p> : null}
      </div>
      {onRetry ? (
        <Button variant="outline" size="sm" className={compact ? undefined : 'mt-5'} onClick={onRetry}>
          {retryLabel ?? t`Try again`}
        </Button>
      ) : null}
    </div>
  );
}
