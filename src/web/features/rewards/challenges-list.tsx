import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock } from 'lucide-react';
import { useId } from 'react';
import {
  type Challenge,
  DEFAULT_CHALLENGE_EXPIRY_DAYS,
  DEFAULT_CHALLENGE_TARGET,
  type UserChallenge,
} from '../../../shared/challenges';
import { formatNumber, formatRelative } from '../../lib/format';
import { ToneBadge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { ProgressCount } from '../../ui/progress';
import { QueryState } from '../../ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { progressQueries } from './progress/api';

const TYPE_BADGE: Record<string, string> = {
  daily: 'bg-blue-100 text-blue-800 dark:bg-blue-500/15 dark:text-blue-200',
  weekly: 'bg-purple-100 text-purple-800 dark:bg-purple-500/15 dark:text-purple-200',
  monthly: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
};

const FILTERS = ['all', 'daily', 'weekly', 'monthly', 'completed'] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_LABELS = {
  all: msg`All`,
  daily: msg`Daily`,
  weekly: msg`Weekly`,
  monthly: msg`Monthly`,
  completed: msg`Completed`,
} as const;

interface Row {
  challenge: Challenge;
  progress: number;
  target: number;
  completed: boolean;
  expiresAt: Date;
}

/** "Expired" once past, otherwise how long is left. */
export function expiryText(expiresAt: Date, now = new Date()): string {
  if (expiresAt.getTime() <= now.getTime()) return i18n._(msg`Expired`);
  // "Expires in 3 days": the relative time's own words (formatRelative), after "Expires".
  const when = formatRelative(expiresAt, now);
  return i18n._(msg`Expires ${when}`);
}

function merge(challenges: Challenge[], mine: UserChallenge[]): Row[] {
  return challenges.map((challenge) => {
    const m = mine.find((u) => u.challengeId === challenge.id);
    const target = challenge.target || DEFAULT_CHALLENGE_TARGET;
    const created = new Date(challenge.createdAt).getTime();
    const expiresAt = challenge.expiresAt
      ? new Date(challenge.expiresAt)
      : new Date(created + DEFAULT_CHALLENGE_EXPIRY_DAYS * 86_400_000);
    return { challenge, progress: m?.progress ?? 0, target, completed: m?.completed ?? false, expiresAt };
  });
}

function ChallengeCard({ row }: { row: Row }) {
  const { challenge: c, progress, target, completed } = row;
  const titleId = useId();
  const { i18n, t } = useLingui();
  return (
    <li>
      <Card tone={completed ? 'primary' : 'default'} className="p-[var(--space)]" aria-labelledby={titleId}>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={titleId} className="font-semibold">
                {i18n._(c.title)}
              </h3>
              <ToneBadge value={c.type} tones={TYPE_BADGE} />
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{i18n._(c.description)}</p>
          </div>
          <span className="shrink-0 rounded-full bg-primary-soft px-2.5 py-1 text-xs font-bold text-foreground tabular-nums">
            {t`+${formatNumber(c.pointValue)} pts`}
          </span>
        </div>
        <div className="mt-3">
          {completed ? (
            <p className="flex items-center gap-1.5 text-sm font-semibold text-primary">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              <Trans>Completed</Trans>
            </p>
          ) : (
            <ProgressCount value={progress} max={target} labelledBy={titleId} />
          )}
          <p className="mt-2 flex items-center gap-1.5 text-xs text-muted-foreground">
            <Clock className="size-3.5" aria-hidden="true" />
            {expiryText(row.expiresAt)}
          </p>
        </div>
      </Card>
    </li>
  );
}

/** The challenges list: tabs All, Daily, Weekly, Monthly, Completed. */
export function ChallengesList() {
  const challenges = useQuery(progressQueries.challenges());
  const mine = useQuery(progressQueries.userChallenges());
  const { t } = useLingui();
  return (
    <QueryState
      queries={[challenges, mine]}
      loading={t`Loading challenges...`}
      failed={t`Failed to load challenges`}
    >
      {(all, own) => <ChallengeTabs rows={merge(all, own)} />}
    </QueryState>
  );
}

function ChallengeTabs({ rows }: { rows: Row[] }) {
  const pick = (f: Filter) =>
    f === 'all'
      ? rows
      : f === 'completed'
        ? rows.filter((r) => r.completed)
        : rows.filter((r) => r.challenge.type === f);
  const { i18n, t } = useLingui();
  return (
    <Tabs defaultValue="all">
      <TabsList aria-label={t`Challenge types`}>
        {FILTERS.map((f) => (
          <TabsTrigger key={f} value={f} compact>
            {i18n._(FILTER_LABELS[f])}
          </TabsTrigger>
        ))}
      </TabsList>
      {FILTERS.map((f) => {
        const shown = pick(f);
        return (
          <TabsContent key={f} value={f}>
            {shown.length === 0 ? (
              <p className="rounded-card border border-dashed border-border py-10 text-center text-sm text-muted-foreground">
                <Trans>No challenges found</Trans>
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {shown.map((r) => (
                  <ChallengeCard key={r.challenge.id} row={r} />
                ))}
              </ul>
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
