import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '../../../ui/page';
import { TabPanels, Tabs, TabsList, TabsTrigger } from '../../../ui/tabs';
import { useSelectedTabInView } from '../dashboard/parts';
import { StaffHeader } from '../dashboard/staff-header';
import { AccountsTab } from './accounts-tab';
import { EntriesTab } from './entries-tab';
import { LoginActivityTab } from './login-activity-tab';
import { RewardsTab } from './rewards-tab';
import { StatsTab } from './stats-tab';

const TABS = [
  { value: 'accounts', label: msg`Account Management`, Panel: AccountsTab },
  { value: 'entries', label: msg`Journal Entries`, Panel: EntriesTab },
  { value: 'rewards', label: msg`Rewards & Gamification`, Panel: RewardsTab },
  { value: 'stats', label: msg`Basic Stats`, Panel: StatsTab },
  { value: 'logins', label: msg`Login Activity`, Panel: LoginActivityTab },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** The admin area: accounts, all entries, rewards, stats and login activity. The tab lives in `?tab=`. */
export default function AdminPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const asked = new URLSearchParams(search).get('tab');
  const tab: Tab = TABS.find((one) => one.value === asked)?.value ?? 'accounts';
  const tabList = useRef<HTMLDivElement>(null);
  useSelectedTabInView(tabList, tab);
  const { i18n, t } = useLingui();

  return (
    <div>
      <StaffHeader area="admin" />
      <PageHeader
        title={t`Admin Dashboard`}
        subtitle={t`Manage accounts, rewards and the health of the journal`}
      />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          navigate(next === 'accounts' ? '/admin' : `/admin?tab=${next}`, { replace: true })
        }
      >
        <TabsList ref={tabList} aria-label={t`Admin sections`} className="flex-wrap sm:w-fit sm:flex-nowrap">
          {TABS.map((one) => (
            <TabsTrigger key={one.value} value={one.value} wraps>
              {i18n._(one.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabPanels tabs={TABS} />
      </Tabs>
    </div>
  );
}
