import { Progress as RadixProgress } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** A horizontal progress bar (role progressbar); give it a name with aria-label or aria-labelledby. */
export function ProgressBar({
  value,
  max = 100,
  size = 'md',
  faint = false,
  className,
  ...props
}: Omit<ComponentProps<typeof RadixProgress.Root>, 'value' | 'max'> & {
  value: number;
  max?: number;
  /** The bar's thickness: `lg` for a screen's main figure (the level). */
  size?: 'md' | 'lg';
  /** Drawn faint: a figure too thin to rank by (the manager's product types with a handful of entries). */
  faint?: boolean;
}) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.max(0, Math.min(value, safeMax));
  return (
    <RadixProgress.Root
      value={clamped}
      max={safeMax}
      className={cn(
        'relative w-full overflow-hidden rounded-full bg-muted',
        size === 'lg' ? 'h-3' : 'h-2',
        className,
      )}
      {...props}
    >
      <RadixProgress.Indicator
        className={cn(
          'h-full rounded-full bg-primary transition-[width] duration-500 ease-out',
          faint && 'opacity-60',
        )}
        style={{ width: `${(clamped / safeMax) * 100}%` }}
      />
    </RadixProgress.Root>
  );
}

/** A bar named by `labelledBy` with its count beside it ("3/5"): an achievement's or a challenge's progress. */
export function ProgressCount({
  value,
  max,
  labelledBy,
  className,
}: {
  value: number;
  max: number;
  labelledBy: string;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <ProgressBar value={value} max={max} aria-labelledby={labelledBy} className="flex-1" />
      <span className="shrink-0 text-sm font-medium tabular-nums">
        {value}/{max}
      </span>
    </div>
  );
}
