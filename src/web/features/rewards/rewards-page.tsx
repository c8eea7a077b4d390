import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'wouter';
import { PageHeader } from '../../ui/page';
import { TabPanels, Tabs, TabsList, TabsTrigger } from '../../ui/tabs';
import { ChallengesList } from './challenges-list';
import { ProgressTab } from './progress-tab';
import { RewardsTab } from './rewards-tab';

const TABS = [
  { value: 'progress', label: msg`Your Progress`, Panel: ProgressTab },
  { value: 'challenges', label: msg`Challenges`, Panel: ChallengesList },
  { value: 'rewards', label: msg`Rewards`, Panel: RewardsTab },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (v: string | null): v is TabValue => TABS.some((t) => t.value === v);

/** Rewards (/rewards): Your Progress, Challenges and Rewards; the open tab lives in `?tab=`. */
export default function RewardsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'progress';
  const { i18n, t } = useLingui();
  return (
    <>
      <PageHeader title={t`Rewards`} subtitle={t`Earn points, keep your streak and treat yourself`} />
      <Tabs
        value={tab}
        onValueChange={(next) => setParams(next === 'progress' ? {} : { tab: next }, { replace: true })}
      >
        <TabsList aria-label={t`Rewards sections`}>
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {i18n._(tab.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabPanels tabs={TABS} />
      </Tabs>
    </>
  );
}
