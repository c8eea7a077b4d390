import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Activity, Coins, Gift, Trophy, Users } from 'lucide-react';
import type { ComponentProps } from 'react';
import { label } from '../../../../shared/constants';
import { RECENT_ACTIVITY_COUNT } from '../../../../shared/dashboard-rules';
import type { RewardsUsage } from '../../../../shared/dashboards';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatNumber, signedPoints } from '../../../lib/format';
import { QueryState } from '../../../ui/query-state';
import { TierBadge } from '../../../ui/tier-badge';
import { type Column, DataTable, NothingToShow, PagedList } from '../dashboard/data-table';
import { Translated } from '../dashboard/labels';
import { Meter } from '../dashboard/meter';
import { Panel, StatRow } from '../dashboard/parts';
import { usePagedQuery } from '../dashboard/use-paged-query';
import { managerQueries } from './api';

type UsageRow = RewardsUsage['rewards'][number];

const REDEMPTIONS_PAGE_SIZE = 10;

const USAGE_COLUMNS: Column<UsageRow>[] = [
  {
    key: 'name',
    header: <Trans>Reward</Trans>,
    phone: 'title',
    cell: (r) => (
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          <Translated id={r.name} />
        </span>
        <TierBadge tier={r.tier} />
        {r.isActive === false ? (
          <span className="text-xs text-muted-foreground">
            <Trans>Inactive</Trans>
          </span>
        ) : null}
        {r.isActive === null ? (
          <span className="text-xs text-muted-foreground">
            <Trans>Deleted</Trans>
          </span>
        ) : null}
      </span>
    ),
  },
  {
    key: 'cost',
    header: <Trans>Cost (Points)</Trans>,
    className: 'tabular-nums',
    cell: (r) => formatNumber(r.pointsCost),
  },
  {
    key: 'redemptions',
    header: <Trans>Redemptions</Trans>,
    className: 'tabular-nums',
    cell: (r) => formatNumber(r.redemptions),
  },
  {
    key: 'spent',
    header: <Trans>Points spent</Trans>,
    className: 'tabular-nums',
    cell: (r) => formatNumber(r.pointsSpent),
  },
  {
    key: 'last',
    header: <Trans>Last redeemed</Trans>,
    className: 'whitespace-nowrap',
    cell: (r) => formatDate(r.lastRedeemedAt) || '—',
  },
];

/** A point activity's type (the ledger's `activity_type`), as the feed names it. */
const ACTIVITY_LABELS: Record<string, MessageDescriptor> = {
  login: msg`Login`,
  entry: msg`Entry`,
  retroactive: msg`Retroactive`,
  stash_add: msg`Stash add`,
  stash_update: msg`Stash update`,
  challenge: msg`Challenge`,
  achievement: msg`Achievement`,
  redeem: msg`Redeem`,
  refund: msg`Refund`,
};

/** How rewards are used: totals, per reward, the latest redemptions and the latest point activity. */
export function RewardsTab() {
  const usage = useQuery(managerQueries.rewardsUsage());
  const [, , redemptions] = usePagedQuery({ page: 1 }, REDEMPTIONS_PAGE_SIZE, managerQueries.userRewards);
  const activity = useQuery(managerQueries.pointActivities({ page: 1, pageSize: RECENT_ACTIVITY_COUNT }));
  const u = usage.data;
  const max = Math.max(1, ...(u?.rewards.map((r) => r.redemptions) ?? []));
  const { i18n, t } = useLingui();
  const activityLabel = (type: string) =>
    ACTIVITY_LABELS[type] ? i18n._(ACTIVITY_LABELS[type]) : label(type.replaceAll('_', ' '));

  return (
    <div className="grid grid-cols-1 gap-4">
      <StatRow
        data={u}
        query={usage}
        cards={[
          { label: t`Redemptions`, icon: Gift, value: (d) => formatNumber(d.redemptions) },
          { label: t`Points spent`, icon: Coins, tone: 'warning', value: (d) => formatNumber(d.pointsSpent) },
          {
            label: t`Users who redeemed`,
            icon: Users,
            tone: 'success',
            value: (d) => formatNumber(d.redeemers),
          },
        ]}
      />

      <Panel title={t`Rewards usage`} icon={Gift} description={t`Every reward in the catalogue`}>
        <QueryState queries={[usage]} loading={t`Loading...`}>
          {({ rewards }) => (
            <DataTable
              label={t`Rewards usage`}
              columns={USAGE_COLUMNS}
              rows={rewards}
              rowKey={(r) => `${r.rewardId}-${r.name}`}
              empty={t`No rewards found`}
            />
          )}
        </QueryState>
      </Panel>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 xl:grid-cols-3">
        <Panel title={t`Most redeemed`} icon={Trophy} description={t`Redemptions per reward`}>
          <QueryState
            queries={[usage]}
            compact
            loading={t`Loading redemptions...`}
            isEmpty={(u) => u.redemptions === 0}
            empty={<NothingToShow>{t`No rewards redeemed yet`}</NothingToShow>}
          >
            {(u) => (
              <div className="grid grid-cols-1 gap-3">
                {u.rewards
                  .filter((r) => r.redemptions > 0)
                  .slice(0, 6)
                  .map((r) => (
                    <Meter
                      key={`${r.rewardId}-${r.name}`}
                      label={i18n._(r.name)}
                      value={formatNumber(r.redemptions)}
                      percent={(r.redemptions / max) * 100}
                    />
                  ))}
              </div>
            )}
          </QueryState>
        </Panel>
        <Panel title={t`Recent redemptions`} icon={Coins} description={t`Newest first`}>
          <Feed
            empty={t`No rewards redeemed yet`}
            pageLabel={t`redemptions`}
            {...redemptions}
            line={(r) => ({
              title: i18n._(r.rewardName),
              detail: `${r.username} · ${formatDateTime(r.redeemedAt ?? r.createdAt)}`,
              amount: `−${formatNumber(r.rewardCost)}`,
            })}
          />
        </Panel>
        <Panel
          title={t`Recent point activity`}
          icon={Activity}
          description={t`The last ${RECENT_ACTIVITY_COUNT}, newest first`}
        >
          <Feed
            query={activity}
            empty={t`No points earned yet`}
            line={(a) => ({
              title: i18n._(a.description),
              detail: `${a.username} · ${activityLabel(a.activityType)} · ${formatDateTime(a.createdAt)}`,
              amount: signedPoints(a.points),
            })}
            gain
          />
        </Panel>
      </div>
    </div>
  );
}

/** A feed of points moved, newest first: per row what, who and when, and the points spent or (`gain`) earned. */
function Feed<T extends { id: number }>({
  line,
  gain,
  ...list
}: Omit<ComponentProps<typeof PagedList<T>>, 'children'> & {
  line: (row: T) => { title: string; detail: string; amount: string };
  gain?: boolean;
}) {
  return (
    <PagedList<T> {...list}>
      {(rows) => (
        <ul className="grid gap-2">
          {rows.map((row) => {
            const { title, detail, amount } = line(row);
            return (
              <li key={row.id} className="flex items-center gap-3 rounded-xl bg-muted/50 px-3 py-2 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium">{title}</p>
                  <p className="break-words text-xs text-muted-foreground">{detail}</p>
                </div>
                <span
                  className={
                    gain
                      ? 'shrink-0 font-semibold text-emerald-700 tabular-nums dark:text-emerald-300'
                      : 'shrink-0 font-semibold tabular-nums text-muted-foreground'
                  }
                >
                  {amount}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </PagedList>
  );
}
