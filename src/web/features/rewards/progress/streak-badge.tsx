import { useQuery } from '@tanstack/react-query';
import { streakTier } from '../../../../shared/progression-rules';
import { cn } from '../../../lib/cn';
import { plural } from '../../../lib/format';
import { progressQueries } from './api';
import { STREAK_STYLE } from './streak-tier';

export const streakDays = (n: number) => plural(n, 'Day');

/**
 * Home's day-streak badge: days logged in a row (the Rewards screen's "Login Streak" counts visits), named
 * for what it counts and coloured by tier.
 */
export function StreakBadge({ className }: { className?: string }) {
  const { data } = useQuery(progressQueries.progression());
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
      {streak === 1 ? '1 day logged in a row' : `${streak} days logged in a row`}
    </span>
  );
}
