import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { STREAK_GOAL, streakGoalProgress, streakTier } from '../../../shared/progression-rules';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/dates';
import { Card } from '../../ui/card';
import { IconTile } from '../../ui/icon-tile';
import { ProgressBar } from '../../ui/progress';
import { streakDays } from './progress/streak-badge';
import { STREAK_STYLE } from './progress/streak-tier';

/** "N Day(s)", "Login Streak", a "Today" mark after today's visit, and the way to a 30-day streak. */
export function StreakCard({
  streak,
  lastLoginDate,
  loggedStreak,
}: {
  streak: number;
  lastLoginDate: string | null;
  /** Days logged in a row: Home's streak, said beside this one so neither is read as the other. */
  loggedStreak: number;
}) {
  const tier = streakTier(streak);
  const { gradient, text, icon: Icon } = STREAK_STYLE[tier];
  // Today in the account's zone, as every date on screen is (lib/dates.ts).
  const today = lastLoginDate ? formatDate(lastLoginDate) === formatDate(Date.now()) : false;
  const { t } = useLingui();
  const shown = Math.min(streak, STREAK_GOAL);
  return (
    <Card className="flex flex-col gap-4 p-[var(--space)]" aria-labelledby="streak-title">
      <div className="flex items-center gap-3">
        <IconTile
          icon={Icon}
          tone={cn('bg-gradient-to-br', gradient, text)}
          className="shadow-sm"
          data-tier={tier}
        />
        <div className="min-w-0 flex-1">
          <p className="text-2xl font-bold leading-tight tabular-nums">{streakDays(streak)}</p>
          <h2 id="streak-title" className="text-sm text-muted-foreground">
            <Trans>Login Streak</Trans>
          </h2>
          <p className="text-xs text-muted-foreground">
            {t`Days you opened the app in a row. Logged in a row (Home’s streak): ${plural(loggedStreak, { one: '# day', other: '# days' })}.`}
          </p>
        </div>
        {today ? (
          <span className="rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-primary-foreground">
            <Trans>Today</Trans>
          </span>
        ) : null}
      </div>
      <div>
        <ProgressBar value={streakGoalProgress(streak)} aria-label={t`Progress to a 30-day streak`} />
        <p className="mt-1.5 text-xs text-muted-foreground tabular-nums">
          <Trans>
            {shown}/{STREAK_GOAL} days
          </Trans>
        </p>
      </div>
    </Card>
  );
}
