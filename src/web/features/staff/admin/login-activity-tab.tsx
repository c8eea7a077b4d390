import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarDays, Flame } from 'lucide-react';
import type { LoginActivityRow } from '../../../../shared/dashboards';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/dates';
import { formatNumber, plural } from '../../../lib/format';
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

const COLUMNS: Column<LoginActivityRow>[] = [
  {
    key: 'username',
    header: 'Username',
    phone: 'title',
    cell: (r) => <span className="font-medium">{r.username}</span>,
  },
  {
    key: 'last',
    header: 'Last Login',
    className: 'whitespace-nowrap',
    cell: (r) =>
      r.activityHidden ? (
        <span className="text-muted-foreground" title="This user keeps their activity private">
          Hidden
        </span>
      ) : r.lastLoginDate ? (
        formatDateTime(r.lastLoginDate)
      ) : (
        'Never'
      ),
  },
  {
    key: 'streak',
    header: 'Login Streak',
    className: 'tabular-nums',
    cell: (r) => (r.activityHidden ? '—' : plural(r.streakCount, 'day')),
  },
  { key: 'points', header: 'Total Points', className: 'tabular-nums', cell: (r) => formatNumber(r.points) },
  {
    key: 'status',
    header: 'Status',
    cell: (r) => (
      <span
        className={cn(
          'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
          STATUS_TONE[r.status],
        )}
      >
        {r.status === 'Hidden' ? 'Private' : r.status}
      </span>
    ),
  },
];

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

  return (
    <div className="grid grid-cols-1 gap-4">
      <StatRow
        data={stats.data?.logins}
        query={stats}
        explain
        cards={[
          {
            label: 'Daily Active Users',
            icon: CalendarCheck,
            tone: 'success',
            value: (l) => formatNumber(l.dailyActive),
            hint: 'Last login today',
          },
          {
            label: 'Weekly Active Users',
            icon: CalendarDays,
            value: (l) => formatNumber(l.weeklyActive),
            hint: 'Last login within 7 days',
          },
          {
            label: 'Login Streak Leaders',
            icon: Flame,
            tone: 'warning',
            value: (l) => plural(l.streakLeaders[0]?.streakCount ?? 0, 'day'),
            hint: (l) =>
              l.streakLeaders.length
                ? l.streakLeaders.map((s) => `${s.username} (${s.streakCount})`).join(' · ')
                : 'No streaks yet',
          },
        ]}
      />
      <UserSearchBar id="logins-q" value={list.q} onChange={(q) => update({ q })}>
        <RefreshButton renew={renew}>Refresh Login Data</RefreshButton>
      </UserSearchBar>
      <PagedTable
        label="Login activity"
        columns={COLUMNS}
        empty="No users found"
        pageLabel="users"
        {...rows}
      />
    </div>
  );
}
