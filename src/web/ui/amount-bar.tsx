import { useLingui } from '@lingui/react/macro';
import type { AmountLevel } from '../../shared/constants';
import { AMOUNT_FILL } from '../../shared/constants';
import { AMOUNT_LABELS } from '../../shared/stash-rules';
import { cn } from '../lib/cn';
import { Badge } from './badge';

const BAR: Record<AmountLevel, string> = {
  high: 'bg-green-500',
  medium: 'bg-amber-500',
  low: 'bg-orange-500',
  empty: 'bg-transparent',
};

const BADGE: Record<AmountLevel, string> = {
  high: 'bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300',
  medium: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  low: 'bg-orange-100 text-orange-900 dark:bg-orange-500/15 dark:text-orange-200',
  empty: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

/** How full an item is: High 100 %, Medium 50 %, Low 25 %, Empty no fill. The text says it; the bar shows it. */
export function AmountBar({
  level,
  size = 'md',
  className,
}: {
  level: AmountLevel;
  /** The bar's thickness: `sm` in the amount picker's options. */
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'w-full overflow-hidden rounded-full bg-muted',
        size === 'sm' ? 'h-1.5' : 'h-2',
        className,
      )}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-300', BAR[level])}
        style={{ width: `${AMOUNT_FILL[level]}%` }}
        data-level={level}
      />
    </div>
  );
}

/** An amount as a coloured badge: the user's stash and the dashboards' stash lists alike. */
export function AmountBadge({ level, className }: { level: AmountLevel; className?: string }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={BADGE[level]} className={className}>
      {i18n._(AMOUNT_LABELS[level])}
    </Badge>
  );
}
