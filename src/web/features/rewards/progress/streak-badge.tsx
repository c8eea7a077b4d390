import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { streakTier } from '../../../../shared/progression-rules';
import { cn } from '../../../lib/cn';
import { progressQueries } from './api';
import { STREAK_STYLE } from './streak-tier';

export const streakDays = (n: number) => i18n._(msg`${plural(n, { one: '# Day', other: '# Days' })}`);

/**
 * Home's day-streak badge: days logged in a row (the Rewards screen's "Login Streak" counts visits), named
 * for what it counts and coloured by tier.
 */
export function StreakBadge({ className }: { className?: string }) {
  const { data } = useQuery(progressQueries.progression());
  const { t } = useLingui();
  if (!data) return null;
  const streak = data.loggedStreak;
  const tier = streakTier(streak);
  const { gradient, text, icon: Icon } = STREAK_STYLE[tier];
  return (
    <span
      data-tier={tier}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 whitespace-nowrap rounded-full bg-gradient-to-r px-3 text-sm font-semibold shadow-sm',
        gradient,
        text,
        className,
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {t`${plural(streak, { one: '# day logged in a row', other: '# days logged in a row' })}`}
    </span>
  );
}
