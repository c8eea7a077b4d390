import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { PointActivity, Progression } from '../../../shared/progression';
import { LEVELS, MAX_LEVEL_LABEL } from '../../../shared/progression-rules';
import { cn } from '../../lib/cn';
import { formatNumber, formatRelative, signedPoints } from '../../lib/format';
import { sayMessage } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { ProgressBar } from '../../ui/progress';
import { QueryState } from '../../ui/query-state';
import { progressQueries } from './progress/api';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex flex-col justify-between gap-1 rounded-xl bg-muted p-3">
      <dt className="text-xs leading-tight text-muted-foreground">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">
        {typeof value === 'number' ? formatNumber(value) : value}
      </dd>
    </div>
  );
}

function RecentActivity() {
  const activities = useQuery(progressQueries.activities());
  const { t } = useLingui();
  return (
    <QueryState
      queries={[activities]}
      compact
      loading={t`Loading activity...`}
      failed={t`Failed to fetch point activities`}
      empty={
        <p className="text-sm text-muted-foreground">
          <Trans>No points yet: log an entry to earn your first.</Trans>
        </p>
      }
    >
      {(data) => <ActivityList data={data} />}
    </QueryState>
  );
}

function ActivityList({ data }: { data: PointActivity[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? data : data.slice(0, 3);
  const { i18n, t } = useLingui();
  return (
    <>
      <ul className="divide-y divide-border">
        {shown.map((a) => (
          <li key={a.id} className="flex items-center justify-between gap-3 py-2.5">
            <div className="min-w-0">
              <p className="text-sm font-medium break-words">
                {a.message ? sayMessage(a.message, i18n) : a.description}
              </p>
              <p className="text-xs text-muted-foreground">{formatRelative(a.createdAt)}</p>
            </div>
            <span className="shrink-0 text-sm font-semibold text-primary tabular-nums">
              {signedPoints(a.points)}
            </span>
          </li>
        ))}
      </ul>
      {data.length > 3 ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 min-h-11 w-full"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t`Show less` : t`Show more`}
          <ChevronDown className={cn('transition', expanded && 'rotate-180')} aria-hidden="true" />
        </Button>
      ) : null}
    </>
  );
}

/** "120 points to Explorer", or null at the top level. */
export function pointsToNextLevel(p: Progression): string | null {
  if (!p.nextLevel) return null;
  const points = formatNumber(p.pointsToNextLevel);
  const level = i18n._(p.nextLevelName);
  return i18n._(msg`${points} points to ${level}`);
}

/** "Your Cannabis Journey": level, current points, points to next level, lifetime points, the ladder. */
export function ProgressionCard({ progression: p }: { progression: Progression }) {
  const reached = LEVELS.findIndex((l) => l.key === p.level);
  const { t } = useLingui();
  const level = reached + 1;
  const levels = LEVELS.length;
  const name = i18n._(p.levelName);
  return (
    <Card aria-labelledby="journey-title">
      <CardHeader>
        <CardTitle id="journey-title">
          <Trans>Your Cannabis Journey</Trans>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Level {level} of {levels}: <span className="font-semibold text-foreground">{name}</span>
          </Trans>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div>
          <div className="mb-1.5 flex items-baseline justify-between gap-2 text-sm">
            <span className="font-medium">{name}</span>
            <span className="text-muted-foreground">
              {i18n._(p.nextLevel ? p.nextLevelName : MAX_LEVEL_LABEL)}
            </span>
          </div>
          <ProgressBar value={p.levelProgress} aria-label={t`Progress to the next level`} size="lg" />
          <p className="mt-1.5 text-xs text-muted-foreground">
            {pointsToNextLevel(p) ?? t`You have reached the top level.`}
          </p>
        </div>
        <dl className="grid grid-cols-3 gap-2">
          <Stat label={t`Current points`} value={p.currentPoints} />
          <Stat
            label={t`To next level`}
            value={p.nextLevel ? p.pointsToNextLevel : i18n._(MAX_LEVEL_LABEL)}
          />
          <Stat label={t`Lifetime points`} value={p.lifetimePoints} />
        </dl>
        <section aria-labelledby="levels-title">
          <h3 id="levels-title" className="mb-2 text-sm font-semibold">
            <Trans>Levels</Trans>
          </h3>
          <ol className="flex flex-col gap-1">
            {LEVELS.map((l, i) => {
              const done = i < reached;
              const current = i === reached;
              return (
                <li
                  key={l.key}
                  aria-current={current ? 'step' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm',
                    current && 'bg-primary-soft font-semibold text-foreground',
                    !done && !current && 'text-muted-foreground',
                  )}
                >
                  <span
                    className={cn(
                      'inline-flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-bold',
                      done && 'border-primary bg-primary text-primary-foreground',
                      current && 'border-primary bg-card text-primary',
                      !done && !current && 'border-border',
                    )}
                  >
                    {done ? <Check className="size-3.5" aria-hidden="true" /> : i + 1}
                  </span>
                  <span className="flex-1">{i18n._(l.name)}</span>
                  <span className="text-xs tabular-nums">{t`${formatNumber(l.threshold)} pts`}</span>
                </li>
              );
            })}
          </ol>
        </section>
        <section aria-labelledby="activity-title">
          <h3 id="activity-title" className="mb-1 text-sm font-semibold">
            <Trans>Recent activity</Trans>
          </h3>
          <RecentActivity />
        </section>
      </CardContent>
    </Card>
  );
}
