import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Rocket } from 'lucide-react';
import type { Progression } from '../../../shared/progression';
import { levelName, MAX_LEVEL_LABEL } from '../../../shared/progression-rules';
import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { ProgressRing } from '../../ui/progress-ring';
import { QueryState } from '../../ui/query-state';
import { useRetroactivePoints } from './api';
import { progressQueries } from './progress/api';
import { ProgressionCard, pointsToNextLevel } from './progression-card';
import { StreakCard } from './streak-card';

function BoostCard({ entries }: { entries: number }) {
  const activities = useQuery(progressQueries.activities());
  const retro = useRetroactivePoints();
  const busy = activities.isLoading || retro.isPending;
  const { t } = useLingui();
  return (
    <Card aria-labelledby="boost-title">
      <CardHeader>
        <CardTitle id="boost-title" className="flex items-center gap-2">
          <Rocket className="size-5 text-primary" aria-hidden="true" />
          <Trans>Boost Your Progress</Trans>
        </CardTitle>
        <CardDescription>
          {entries === 1
            ? t`One entry was logged before points existed. Claim the points they would have earned, once.`
            : t`${entries} entries were logged before points existed. Claim the points they would have earned, once.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button className="w-full sm:w-auto" busy={busy} onClick={() => retro.mutate()}>
          {busy ? t`Processing...` : t`Award Retroactive Points`}
        </Button>
      </CardContent>
    </Card>
  );
}

function PointsOverview({ p }: { p: Progression }) {
  const count = 'text-lg font-bold tabular-nums';
  const { i18n } = useLingui();
  const rows = [
    { term: i18n._(msg`Current Points`), value: formatNumber(p.points), className: count },
    { term: i18n._(msg`Lifetime Points`), value: formatNumber(p.lifetimePoints), className: count },
    {
      term: i18n._(msg`Current Level`),
      value: i18n._(levelName(p.level)).toLowerCase(),
      className: 'font-semibold capitalize',
    },
  ];
  return (
    <Card aria-labelledby="overview-title" className="p-[var(--space)]">
      <h2 id="overview-title" className="text-base font-semibold">
        <Trans>Points Overview</Trans>
      </h2>
      <dl className="mt-3 divide-y divide-border">
        {rows.map((r) => (
          <div key={r.term} className="flex items-center justify-between gap-3 py-2">
            <dt className="text-sm text-muted-foreground">{r.term}</dt>
            <dd className={r.className}>{r.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** "Your Progress": level ring, streak, points overview, retroactive award and the journey card. */
export function ProgressTab() {
  const progression = useQuery(progressQueries.progression());
  const { t } = useLingui();
  return (
    <QueryState
      queries={[progression]}
      loading={t`Loading your progress...`}
      failed={t`Failed to load progression data`}
    >
      {(p) => <ProgressView p={p} />}
    </QueryState>
  );
}

function ProgressView({ p }: { p: Progression }) {
  const { i18n, t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex items-center gap-5 overflow-hidden p-[var(--space)]">
        <ProgressRing value={p.levelProgress} label={t`Level progress`}>
          <span className="text-2xl font-bold tabular-nums">{formatNumber(p.levelProgress)}%</span>
          <span className="text-[11px] text-muted-foreground">
            <Trans>to next</Trans>
          </span>
        </ProgressRing>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">
            <Trans>Current Level</Trans>
          </p>
          <p className="text-xl font-bold leading-tight">{i18n._(p.levelName)}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {pointsToNextLevel(p) ?? i18n._(MAX_LEVEL_LABEL)}
          </p>
        </div>
      </Card>
      <div className="grid gap-4 sm:grid-cols-2">
        <StreakCard streak={p.streakCount} lastLoginDate={p.lastLoginDate} loggedStreak={p.loggedStreak} />
        <PointsOverview p={p} />
      </div>
      {/* Offered only when some entry has points left to earn: nothing to award, nothing to press. */}
      {p.retroactiveEntries > 0 ? <BoostCard entries={p.retroactiveEntries} /> : null}
      <ProgressionCard progression={p} />
    </div>
  );
}
