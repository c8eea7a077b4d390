import { useQuery } from '@tanstack/react-query';
import { Activity, Boxes, Download, Gift, HeartPulse, NotebookText, Server, Users } from 'lucide-react';
import { REPORTS, type ReportName } from '../../../../shared/dashboard-rules';
import { errorMessage } from '../../../lib/api';
import { formatNumber, plural } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Failure } from '../../../ui/failure';
import { Panel, StatCard, StatRow } from '../dashboard/parts';
import { adminQueries, useReportDownload } from './api';

const REPORT_TEXT: Record<ReportName, string> = {
  'user-activity': 'One row per account: logins, streak, points, level, entries, stash and redemptions.',
  'content-distribution':
    'Entries by strain type, product type, method, effect and strain, with average ratings.',
  'rewards-usage': 'Redemptions and points spent per reward, deleted rewards included.',
};

/** Real counts, the system's state, and the three reports as CSV downloads. */
export function StatsTab() {
  const stats = useQuery(adminQueries.stats());
  const s = stats.data;
  const report = useReportDownload();
  const busy = report.isPending ? report.variables : null;
  const download = (name: ReportName) => report.mutate(name);

  if (stats.isError && !s)
    return <Failure title={errorMessage(stats.error)} onRetry={() => stats.refetch()} />;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 [&>*:first-child]:col-span-2 sm:[&>*:first-child]:col-span-1">
        <StatCard
          label="Total Users"
          icon={Users}
          loading={!s}
          value={s ? formatNumber(s.users.total) : ''}
          hint={
            s
              ? `${plural(s.users.user, 'user')} · ${plural(s.users.manager, 'manager')} · ${plural(s.users.admin, 'admin')}`
              : undefined
          }
        />
        <StatCard
          label="System Status"
          icon={Server}
          tone="success"
          value={s ? 'Operational' : 'Checking...'}
        />
        <StatCard label="App Health" icon={HeartPulse} tone="success" value="Good" />
      </div>
      <StatRow
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        data={s}
        cards={[
          {
            label: 'Journal entries',
            icon: NotebookText,
            value: (d) => formatNumber(d.entries.total),
            hint: (d) => `${formatNumber(d.entries.withNotes)} with notes`,
          },
          { label: 'Stash items', icon: Boxes, value: (d) => formatNumber(d.stashItems) },
          {
            label: 'Rewards redeemed',
            icon: Gift,
            tone: 'warning',
            value: (d) => formatNumber(d.rewards.redemptions),
            hint: (d) => `${formatNumber(d.rewards.pointsSpent)} points spent`,
          },
          {
            label: 'Active today',
            icon: Activity,
            tone: 'muted',
            value: (d) => formatNumber(d.logins.dailyActive),
            hint: (d) => `${formatNumber(d.logins.weeklyActive)} this week`,
          },
        ]}
      />
      <Panel title="Reports" icon={Download} description="Download as CSV, ready for a spreadsheet">
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {(Object.keys(REPORTS) as ReportName[]).map((name) => (
            <li key={name} className="flex flex-col gap-3 rounded-xl bg-muted/50 p-3">
              <div>
                <h3 className="font-medium">{REPORTS[name]}</h3>
                <p className="mt-0.5 text-sm text-muted-foreground">{REPORT_TEXT[name]}</p>
              </div>
              <Button
                variant="outline"
                className="mt-auto"
                busy={busy !== null}
                onClick={() => download(name)}
              >
                <Download aria-hidden="true" />
                {busy === name ? 'Preparing...' : REPORTS[name]}
              </Button>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
