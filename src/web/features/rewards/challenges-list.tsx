import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock } from 'lucide-react';
import { useId } from 'react';
import {
  type Challenge,
  DEFAULT_CHALLENGE_EXPIRY_DAYS,
  DEFAULT_CHALLENGE_TARGET,
  type UserChallenge,
} from '../../../shared/challenges';
import { label } from '../../../shared/constants';
import { formatRelative } from '../../lib/format';
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

interface Row {
  challenge: Challenge;
  progress: number;
  target: number;
  completed: boolean;
  expiresAt: Date;
}

/** "Expired" once past, otherwise how long is left. */
export function expiryText(expiresAt: Date, now = new Date()): string {
  if (expiresAt.getTime() <= now.getTime()) return 'Expired';
  // "Expires in 3 days": the relative time's own words (formatRelative), after "Expires".
  return `Expires ${formatRelative(expiresAt, now)}`;
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
  return (
    <li>
      <Card tone={completed ? 'primary' : 'default'} className="p-[var(--space)]" aria-labelledby={titleId}>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={titleId} className="font-semibold">
                {c.title}
              </h3>
              <ToneBadge value={c.type} tones={TYPE_BADGE} />
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{c.description}</p>
          </div>
          <span className="shrink-0 rounded-full bg-primary-soft px-2.5 py-1 text-xs font-bold text-foreground tabular-nums">
            +{c.pointValue} pts
          </span>
        </div>
        <div className="mt-3">
          {completed ? (
            <p className="flex items-center gap-1.5 text-sm font-semibold text-primary">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              Completed
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
  return (
    <QueryState
      queries={[challenges, mine]}
      loading="Loading challenges..."
      failed="Failed to load challenges"
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
  return (
    <Tabs defaultValue="all">
      <TabsList aria-label="Challenge types">
        {FILTERS.map((f) => (
          <TabsTrigger key={f} value={f} compact>
            {label(f)}
          </TabsTrigger>
        ))}
      </TabsList>
      {FILTERS.map((f) => {
        const shown = pick(f);
        return (
          <TabsContent key={f} value={f}>
            {shown.length === 0 ? (
              <p className="rounded-card border border-dashed border-border py-10 text-center text-sm text-muted-foreground">
                No challenges found
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
