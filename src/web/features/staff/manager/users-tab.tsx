import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Flame, Star } from 'lucide-react';
import { achievementProgress } from '../../../../shared/dashboard-rules';
import type { ManagerUser } from '../../../../shared/dashboards';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';
import { PagedCards } from '../dashboard/data-table';
import { UserSearchBar } from '../dashboard/parts';
import { usePagedQuery } from '../dashboard/use-paged-query';
import { managerQueries } from './api';

const PAGE_SIZE = 12;
let remembered = { q: '', page: 1 };

/** Journaling users, a page at a time, each with the four achievements' progress (capped at 100 %). */
export function UsersTab() {
  const [state, update, users] = usePagedQuery(remembered, PAGE_SIZE, managerQueries.users, (next) => {
    remembered = next;
  });
  const { t } = useLingui();

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="rounded-2xl border border-border bg-card p-3 shadow-sm">
        <UserSearchBar id="users-q" value={state.q} onChange={(q) => update({ q })} />
      </div>
      <PagedCards
        label={t`Users`}
        className="xl:grid-cols-3"
        loading={t`Loading users...`}
        empty={t`No users found`}
        pageLabel={t`users`}
        card={(u) => <UserCard user={u} />}
        {...users}
      />
    </div>
  );
}

function UserCard({ user: u }: { user: ManagerUser }) {
  const progress = achievementProgress(u.counts);
  const { i18n, t } = useLingui();
  const lastLogin = u.lastLoginDate ? formatDate(u.lastLoginDate) : '';
  const streak = formatNumber(u.streakCount);
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{u.username}</h3>
          <p className="text-xs text-muted-foreground">
            {u.activityHidden
              ? t`Keeps activity private`
              : lastLogin
                ? t`Last login ${lastLogin}`
                : t`Never logged in`}
          </p>
        </div>
        <div className="flex shrink-0 gap-2 text-xs">
          <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-1 font-semibold text-foreground">
            <Star className="size-3.5" aria-hidden="true" />
            {formatNumber(u.points)}
            <span className="sr-only"> {t`points`}</span>
          </span>
          {!u.activityHidden ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-1 font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
              <Flame className="size-3.5" aria-hidden="true" />
              {/* Visits in a row (the Login Streak), named so: not the days logged Home shows (issue 57). */}
              <Trans>Login streak {streak}</Trans>
            </span>
          ) : null}
        </div>
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        {plural(u.counts.entries, { one: '# entry', other: '# entries' })} ·{' '}
        {plural(u.counts.distinctStrains, { one: '# strain', other: '# strains' })} ·{' '}
        {plural(u.counts.stashItems, { one: '# stash item', other: '# stash items' })}
      </p>
      <ul className="mt-3 grid gap-2.5" aria-label={t`Achievements of ${u.username}`}>
        {progress.map((p) => (
          <li key={p.key} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span id={`ach-${u.id}-${p.key}`}>{i18n._(p.name)}</span>
              <span
                className={cn(
                  'text-xs tabular-nums',
                  p.completed
                    ? 'inline-flex items-center gap-1 font-semibold text-emerald-700 dark:text-emerald-300'
                    : 'text-muted-foreground',
                )}
              >
                {p.completed ? (
                  <>
                    <CheckCircle2 className="size-3.5" aria-hidden="true" /> <Trans>Completed</Trans>
                  </>
                ) : (
                  `${formatNumber(p.value)}/${formatNumber(p.target)}`
                )}
              </span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={`ach-${u.id}-${p.key}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={p.percent}
              aria-valuetext={p.completed ? t`Completed` : `${formatNumber(p.percent)}%`}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn('h-full rounded-full', p.completed ? 'bg-emerald-500' : 'bg-primary')}
                style={{ width: `${p.percent}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
