import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarDays, Flame } from 'lucide-react';
import type { LoginActivityRow } from '../../../../shared/dashboards';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';
import { type Column, PagedTable } from '../dashboard/data-table';
import { RefreshButton, StatRow, UserSearchBar } from '../dashboard/parts';
import { usePagedQuery } from '../dashboard/use-paged-query';
import { adminQueries } from './api';

const PAGE_SIZE = 25;

const STATUS_TONE: Record<LoginActivityRow['status'], string> = {
  'Active Today': 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200',
  'Active This Week': 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200',
  Inactive: 'bg-muted text-muted-foreground',
  'Never logged in': 'bg-muted text-muted-foreground',
  Hidden: 'bg-muted text-muted-foreground',
};

/** Each status in words (the server's English name is its key); "Hidden" reads "Private". */
const STATUS_WORDS: Record<LoginActivityRow['status'], MessageDescriptor> = {
  'Active Today': msg`Active Today`,
  'Active This Week': msg`Active This Week`,
  Inactive: msg`Inactive`,
  'Never logged in': msg`Never logged in`,
  Hidden: msg`Private`,
};

function Status({ status }: { status: LoginActivityRow['status'] }) {
  const { i18n } = useLingui();
  return <>{i18n._(STATUS_WORDS[status] ?? status)}</>;
}

function StreakDays({ days }: { days: number }) {
  const { t } = useLingui();
  return <>{t`${plural(days, { one: '# day', other: '# days' })}`}</>;
}

const COLUMNS: Column<LoginActivityRow>[] = [
  {
    key: 'username',
    header: <Trans>Username</Trans>,
    phone: 'title',
    cell: (r) => <span className="font-medium">{r.username}</span>,
  },
  {
    key: 'last',
    header: <Trans>Last Login</Trans>,
    className: 'whitespace-nowrap',
    cell: (r) =>
      r.activityHidden ? (
        <HiddenLogin />
      ) : r.lastLoginDate ? (
        formatDateTime(r.lastLoginDate)
      ) : (
        <Trans>Never</Trans>
      ),
  },
  {
    key: 'streak',
    header: <Trans>Login Streak</Trans>,
    className: 'tabular-nums',
    cell: (r) => (r.activityHidden ? '—' : <StreakDays days={r.streakCount} />),
  },
  {
    key: 'points',
    header: <Trans>Total Points</Trans>,
    className: 'tabular-nums',
    cell: (r) => formatNumber(r.points),
  },
  {
    key: 'status',
    header: <Trans>Status</Trans>,
    cell: (r) => (
      <span
        className={cn(
          'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
          STATUS_TONE[r.status],
        )}
      >
        <Status status={r.status} />
      </span>
    ),
  },
];

function HiddenLogin() {
  const { t } = useLingui();
  return (
    <span className="text-muted-foreground" title={t`This user keeps their activity private`}>
      <Trans>Hidden</Trans>
    </span>
  );
}

/** Who signs in: today, this week, the longest streaks, and everyone's last login. */
export function LoginActivityTab() {
  const queryClient = useQueryClient();
  const [list, update, rows] = usePagedQuery({ q: '', page: 1 }, PAGE_SIZE, adminQueries.loginActivity);
  const stats = useQuery(adminQueries.stats());
  const renew = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...adminQueries.all(), 'login-activity'] }),
      queryClient.invalidateQueries({ queryKey: adminQueries.stats().queryKey }),
      queryClient.invalidateQueries({ queryKey: [...adminQueries.all(), 'users'] }),
    ]);
  const { t } = useLingui();

  return (
    <div className="grid grid-cols-1 gap-4">
      <StatRow
        data={stats.data?.logins}
        query={stats}
        explain
        cards={[
          {
            label: t`Daily Active Users`,
            icon: CalendarCheck,
            tone: 'success',
            value: (l) => formatNumber(l.dailyActive),
            hint: t`Last login today`,
          },
          {
            label: t`Weekly Active Users`,
            icon: CalendarDays,
            value: (l) => formatNumber(l.weeklyActive),
            hint: t`Last login within 7 days`,
          },
          {
            label: t`Login Streak Leaders`,
            icon: Flame,
            tone: 'warning',
            value: (l) =>
              t`${plural(l.streakLeaders[0]?.streakCount ?? 0, { one: '# day', other: '# days' })}`,
            hint: (l) =>
              l.streakLeaders.length
                ? l.streakLeaders.map((s) => `${s.username} (${formatNumber(s.streakCount)})`).join(' · ')
                : t`No streaks yet`,
          },
        ]}
      />
      <UserSearchBar id="logins-q" value={list.q} onChange={(q) => update({ q })}>
        <RefreshButton renew={renew}>
          <Trans>Refresh Login Data</Trans>
        </RefreshButton>
      </UserSearchBar>
      <PagedTable
        label={t`Login activity`}
        columns={COLUMNS}
        empty={t`No users found`}
        pageLabel={t`users`}
        {...rows}
      />
    </div>
  );
}
