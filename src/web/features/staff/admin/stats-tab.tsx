import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Activity, Boxes, Download, Gift, HeartPulse, NotebookText, Server, Users } from 'lucide-react';
import { REPORTS, type ReportName } from '../../../../shared/dashboard-rules';
import { errorMessage } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Failure } from '../../../ui/failure';
import { Panel, StatCard, StatRow } from '../dashboard/parts';
import { adminQueries, useReportDownload } from './api';

const REPORT_TEXT: Record<ReportName, MessageDescriptor> = {
  'user-activity': msg`One row per account: logins, streak, points, level, entries, stash and redemptions.`,
  'content-distribution': msg`Entries by strain type, product type, method, effect and strain, with average ratings.`,
  'rewards-usage': msg`Redemptions and points spent per reward, deleted rewards included.`,
};

/** Real counts, the system's state, and the three reports as CSV downloads. */
export function StatsTab() {
  const stats = useQuery(adminQueries.stats());
  const s = stats.data;
  const report = useReportDownload();
  const busy = report.isPending ? report.variables : null;
  const download = (name: ReportName) => report.mutate(name);
  const { i18n, t } = useLingui();

  if (stats.isError && !s)
    return <Failure title={errorMessage(stats.error)} onRetry={() => stats.refetch()} />;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 [&>*:first-child]:col-span-2 sm:[&>*:first-child]:col-span-1">
        <StatCard
          label={t`Total Users`}
          icon={Users}
          loading={!s}
          value={s ? formatNumber(s.users.total) : ''}
          hint={
            s
              ? t`${plural(s.users.user, { one: '# user', other: '# users' })} · ${plural(s.users.manager, { one: '# manager', other: '# managers' })} · ${plural(s.users.admin, { one: '# admin', other: '# admins' })}`
              : undefined
          }
        />
        <StatCard
          label={t`System Status`}
          icon={Server}
          tone="success"
          value={s ? t`Operational` : t`Checking...`}
        />
        <StatCard label={t`App Health`} icon={HeartPulse} tone="success" value={t`Good`} />
      </div>
      <StatRow
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        data={s}
        cards={[
          {
            label: t`Journal entries`,
            icon: NotebookText,
            value: (d) => formatNumber(d.entries.total),
            hint: (d) => t`${formatNumber(d.entries.withNotes)} with notes`,
          },
          { label: t`Stash items`, icon: Boxes, value: (d) => formatNumber(d.stashItems) },
          {
            label: t`Rewards redeemed`,
            icon: Gift,
            tone: 'warning',
            value: (d) => formatNumber(d.rewards.redemptions),
            hint: (d) => t`${formatNumber(d.rewards.pointsSpent)} points spent`,
          },
          {
            label: t`Active today`,
            icon: Activity,
            tone: 'muted',
            value: (d) => formatNumber(d.logins.dailyActive),
            hint: (d) => t`${formatNumber(d.logins.weeklyActive)} this week`,
          },
        ]}
      />
      <Panel title={t`Reports`} icon={Download} description={t`Download as CSV, ready for a spreadsheet`}>
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {(Object.keys(REPORTS) as ReportName[]).map((name) => (
            <li key={name} className="flex flex-col gap-3 rounded-xl bg-muted/50 p-3">
              <div>
                <h3 className="font-medium">{i18n._(REPORTS[name])}</h3>
                <p className="mt-0.5 text-sm text-muted-foreground">{i18n._(REPORT_TEXT[name])}</p>
              </div>
              <Button
                variant="outline"
                className="mt-auto"
                busy={busy !== null}
                onClick={() => download(name)}
              >
                <Download aria-hidden="true" />
                {busy === name ? t`Preparing...` : i18n._(REPORTS[name])}
              </Button>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
