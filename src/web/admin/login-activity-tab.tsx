import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CalendarDays, Flame, RefreshCw, Search } from 'lucide-react';
import { useState } from 'react';
import type { LoginActivityRow } from '../../shared/dashboards';
import { type Column, DataTable, Pagination } from '../dashboard/data-table';
import { formatDateTime, formatNumber } from '../dashboard/format';
import { useDebounced, withFreshFigures } from '../dashboard/paged';
import { StatCard } from '../dashboard/parts';
import { cn } from '../lib/cn';
import { Button } from '../ui/button';
import { Input, Label } from '../ui/field';
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
    cell: (r) => (r.activityHidden ? '—' : `${r.streakCount} ${r.streakCount === 1 ? 'day' : 'days'}`),
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
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(q);
  const rows = useQuery(adminQueries.loginActivity({ q: search, page, pageSize: PAGE_SIZE }));
  const stats = useQuery(adminQueries.stats());
  const l = stats.data?.logins;
  const leader = l?.streakLeaders[0];
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    await withFreshFigures(() =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminQueries.all(), 'login-activity'] }),
        queryClient.invalidateQueries({ queryKey: adminQueries.stats().queryKey }),
        queryClient.invalidateQueries({ queryKey: [...adminQueries.all(), 'users'] }),
      ]),
    );
    setRefreshing(false);
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 [&>*:last-child]:col-span-2 sm:[&>*:last-child]:col-span-1">
        <StatCard
          label="Daily Active Users"
          icon={CalendarCheck}
          tone="success"
          loading={!l}
          value={l ? formatNumber(l.dailyActive) : ''}
          hint="Last login today"
        />
        <StatCard
          label="Weekly Active Users"
          icon={CalendarDays}
          loading={!l}
          value={l ? formatNumber(l.weeklyActive) : ''}
          hint="Last login within 7 days"
        />
        <StatCard
          label="Login Streak Leaders"
          icon={Flame}
          tone="warning"
          loading={!l}
          value={leader ? `${leader.streakCount} ${leader.streakCount === 1 ? 'day' : 'days'}` : '0 days'}
          hint={
            l?.streakLeaders.length
              ? l.streakLeaders.map((s) => `${s.username} (${s.streakCount})`).join(' · ')
              : 'No streaks yet'
          }
        />
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid w-full max-w-xs gap-1">
          <Label htmlFor="logins-q">Search users</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="logins-q"
              type="search"
              className="pl-9"
              placeholder="Username"
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        <Button variant="outline" onClick={refresh} disabled={refreshing}>
          <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" /> Refresh Login
          Data
        </Button>
      </div>
      <DataTable
        label="Login activity"
        columns={COLUMNS}
        rows={rows.data?.rows}
        rowKey={(r) => r.id}
        empty="No users found"
        loading={rows.isPending}
        error={rows.isError ? rows.error.message : null}
      />
      <Pagination
        page={page}
        pageSize={PAGE_SIZE}
        total={rows.data?.total}
        busy={rows.isFetching}
        onPage={setPage}
        label="users"
      />
    </div>
  );
}
