import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { ProgressBar } from '../ui/progress';

/** A horizontal bar with its label, for ranked lists; `percent` of the bar is filled. */
export function Meter({
  label,
  value,
  percent,
  className,
  barClassName,
}: {
  label: ReactNode;
  value: ReactNode;
  percent: number;
  className?: string;
  barClassName?: string;
}) {
  return (
    <div className={cn('grid min-w-0 gap-1', className)}>
      <div className="flex min-w-0 items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate">{label}</span>
        <span className="shrink-0 tabular-nums text-muted-foreground">{value}</span>
      </div>
      {/* The figures are the text beside it: the bar is a picture of them. */}
      <ProgressBar value={percent} aria-hidden="true" indicatorClassName={barClassName} />
    </div>
  );
}
