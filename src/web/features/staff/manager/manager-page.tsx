import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Boxes, NotebookText, Users } from 'lucide-react';
import { type ReactNode, Suspense, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '../../../lib/auth';
import { formatTime } from '../../../lib/dates';
import { formatNumber } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import { PageHeader } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { RefreshButton, StatRow, useSelectedTabInView } from '../dashboard/parts';
import { roleName as roleNameOf } from '../dashboard/role-name';
import { StaffHeader } from '../dashboard/staff-header';
import { inventoryFilters, managerQueries } from './api';
import { AnalyticsTab, EntriesTab, InventoryTab, RewardsTab, TABS, type Tab, tabOf, UsersTab } from './tabs';

// Opened from another screen, the figures (and Analytics' trend, as the screen's queries below) are asked for
// as this code arrives, a moment before React renders it (opened directly, first-queries.ts asked already; a
// cached answer or a request in flight is reused). The tab's code comes with this screen's (app.tsx).
void queryClient.prefetchQuery(managerQueries.summary());
if (tabOf(window.location.pathname, window.location.search) === 'analytics')
  void queryClient.prefetchQuery(managerQueries.trends(30));

// Moving between /manager paths mounts the screen afresh; the tab the user picked gets focus back.
let focusTabOnMount: Tab | null = null;

export default function ManagerPage() {
  const { role } = useAuth();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const tab = tabOf(path, search);
  const queryClient = useQueryClient();
  const summary = useQuery(managerQueries.summary());
  // The trend panel's default period is asked for with the summary, not after it.
  useQuery({ ...managerQueries.trends(30), enabled: tab === 'analytics' });
  const tabList = useRef<HTMLDivElement>(null);
  useSelectedTabInView(tabList, tab);
  const { i18n, t } = useLingui();

  useLayoutEffect(() => {
    if (focusTabOnMount !== tab) return;
    focusTabOnMount = null;
    document.querySelector<HTMLElement>(`[data-tab="${tab}"]`)?.focus();
  }, [tab]);

  const show = (next: string) => {
    focusTabOnMount = next as Tab;
    const href = TABS.find((one) => one.value === next)?.href ?? '/manager';
    navigate(href);
  };

  const panels: Record<Tab, ReactNode> = {
    analytics: (
      <AnalyticsTab
        onViewMore={() => {
          inventoryFilters.showNeedsRestocking();
          show('inventory');
        }}
      />
    ),
    entries: <EntriesTab mode="entries" />,
    reviews: <EntriesTab mode="reviews" />,
    inventory: <InventoryTab />,
    users: <UsersTab />,
    rewards: <RewardsTab />,
  };

  const s = summary.data;
  const roleName = roleNameOf(i18n, role ?? 'manager');
  const asOf = s ? formatTime(s.generatedAt) : '';
  return (
    <div>
      <StaffHeader area="manager" />
      <PageHeader
        title={t`Manager Dashboard`}
        subtitle={
          <Trans>
            Read-only insight across every journal. Role:{' '}
            <span className="font-semibold text-foreground">{roleName}</span>
          </Trans>
        }
        actions={
          <div className="flex items-center gap-3">
            {s ? (
              <p className="text-xs text-muted-foreground" aria-live="polite">
                <Trans>Figures as of {asOf}</Trans>
              </p>
            ) : null}
            <RefreshButton renew={() => queryClient.invalidateQueries({ queryKey: managerQueries.all() })}>
              <Trans>Refresh</Trans>
            </RefreshButton>
          </div>
        }
      />

      <StatRow
        as="section"
        aria-label={t`Summary`}
        data-summary={s ? 'ready' : summary.isError ? 'failed' : 'loading'}
        className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4"
        data={s}
        query={summary}
        // The Analytics tab says why itself, with its own Try again.
        explain={tab !== 'analytics'}
        failureClassName="mb-4"
        cards={[
          {
            label: t`Total Users`,
            icon: Users,
            value: (d) => formatNumber(d.totalUsers),
            hint: (d) =>
              d.optedOutUsers
                ? t`${plural(d.optedOutUsers, { one: '# user', other: '# users' })} opted out of insights`
                : t`Journaling users`,
          },
          {
            label: t`Total Entries`,
            icon: NotebookText,
            value: (d) => formatNumber(d.totalEntries),
            hint: t`Logged in journals`,
          },
          {
            label: t`Stash Items`,
            icon: Boxes,
            value: (d) => formatNumber(d.stashItems),
            hint: t`Items on hand`,
          },
          {
            label: t`Low Inventory`,
            icon: AlertTriangle,
            tone: 'warning',
            value: (d) => formatNumber(d.lowInventory),
            hint: t`Needs restocking`,
          },
        ]}
      />
      <Tabs value={tab} onValueChange={show}>
        <TabsList
          ref={tabList}
          aria-label={t`Manager sections`}
          className="flex-wrap sm:w-fit sm:flex-nowrap"
        >
          {TABS.map((one) => (
            <TabsTrigger key={one.value} value={one.value} data-tab={one.value} wraps>
              {i18n._(one.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((one) => (
          <TabsContent key={one.value} value={one.value}>
            <Suspense fallback={<Spinner label={t`Loading...`} />}>{panels[one.value]}</Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
