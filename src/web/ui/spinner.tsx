import { Trans } from '@lingui/react/macro';
import { Loader2 } from 'lucide-react';
import { cn } from '../lib/cn';

/** A centred spinner with its text, announced politely; `compact` for a part of a screen. */
export function Spinner({
  label,
  compact,
  className,
}: {
  label?: string;
  compact?: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-muted-foreground',
        compact ? 'py-4' : 'py-10',
        className,
      )}
    >
      <Loader2 className="size-7 animate-spin text-primary" aria-hidden="true" />
      {label ? (
        <p className="text-sm">{label}</p>
      ) : (
        <span className="sr-only">
          <Trans>Loading</Trans>
        </span>
      )}
    </div>
  );
}
