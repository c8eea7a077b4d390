import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarRange } from 'lucide-react';
import { Link, useParams } from 'wouter';
import {
  RELIEF_DIMENSION_TITLES,
  RELIEF_DIMENSIONS,
  RELIEF_ENOUGH_SESSIONS,
  type ReliefDimension,
  type ReliefGroup,
  reliefDetail,
  type SymptomRelief,
  usualRange,
} from '../../../shared/relief-rules';
import { SYMPTOM_LEVEL_MAX, SYMPTOMS, type Symptom, symptomLabel } from '../../../shared/session-rules';
import { formatMonth } from '../../lib/dates';
import { plural } from '../../lib/format';
import { lazyComponent } from '../../lib/lazy-component';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { ChartSlot } from '../../ui/chart-slot';
import { PageHeader } from '../../ui/page';
import { QueryState } from '../../ui/query-state';
import { ReliefByMonthTable } from '../../ui/relief-by-month-table';
import { reliefQueries } from './api';
import { ExperimentList } from './experiments/experiment-list';
import { NoSessionsYet } from './no-sessions-yet';

const Chart = lazyComponent(() => import('./relief-over-time-chart'));

const DIMENSION_HINTS: Record<ReliefDimension, string> = {
  byStrain: 'Each strain, however you spelled it.',
  byProductType: 'Flower, pre-rolls, edibles and the rest.',
  byMethod: 'How you took it.',
  byStrainType: 'Indica, sativa or hybrid.',
  byCannabinoid: 'THC over CBD from the label: above 2 is THC-dominant, below 0.5 CBD-dominant.',
  byTerpene: 'A session counts once for each terpene on its label.',
  byDose: 'THC in milligrams per session, from the label.',
};

const EMPTY_DIMENSION: Partial<Record<ReliefDimension, string>> = {
  byTerpene: 'No terpenes recorded on these sessions yet.',
};

/**
 * How much relief, on the 0–10 scale: a bar to the average and a thin line across the usual range
 * (the average give or take one spread). Decoration: the sentence beside it says the same.
 */
function ReliefRange({ group }: { group: ReliefGroup }) {
  const at = (v: number) => `${(Math.max(0, Math.min(SYMPTOM_LEVEL_MAX, v)) / SYMPTOM_LEVEL_MAX) * 100}%`;
  const range = usualRange(group);
  return (
    <div className="relative h-3" aria-hidden="true">
      <div className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary" style={{ width: at(group.averageRelief) }} />
      </div>
      {range ? (
        <div
          className="absolute top-1/2 h-3 -translate-y-1/2 border-x-2 border-foreground/70"
          style={{ left: at(range[0]), width: `calc(${at(range[1])} - ${at(range[0])})`, minWidth: 4 }}
        >
          <div className="absolute inset-x-0 top-1/2 h-0.5 -translate-y-1/2 bg-foreground/70" />
        </div>
      ) : null}
    </div>
  );
}

function GroupRow({ group, rank }: { group: ReliefGroup; rank: number | null }) {
  return (
    <li className="space-y-1.5 rounded-xl bg-muted/60 px-3 py-2 text-sm">
      <p className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 font-medium break-words">
          {rank != null ? (
            <span className="mr-2 font-semibold tabular-nums text-muted-foreground">{rank}.</span>
          ) : null}
          {group.label}
        </span>
        {group.enough ? (
          <span className="shrink-0 font-semibold tabular-nums" aria-hidden="true">
            {group.averageRelief.toFixed(1)}
          </span>
        ) : null}
      </p>
      {group.enough ? <ReliefRange group={group} /> : null}
      <p className="text-xs text-muted-foreground">{reliefDetail(group)}</p>
    </li>
  );
}

function DimensionCard({ dimension, groups }: { dimension: ReliefDimension; groups: ReliefGroup[] }) {
  const id = `dimension-${dimension}`;
  const enough = groups.filter((g) => g.enough);
  const few = groups.filter((g) => !g.enough);
  const title = RELIEF_DIMENSION_TITLES[dimension];
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        <CardDescription>{DIMENSION_HINTS[dimension]}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">{EMPTY_DIMENSION[dimension] ?? 'Nothing yet.'}</p>
        ) : null}
        {enough.length > 0 ? (
          <ol className="space-y-2" aria-label={`${title}, most relief first`}>
            {enough.map((g, i) => (
              <GroupRow key={g.key} group={g} rank={i + 1} />
            ))}
          </ol>
        ) : groups.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing here has {RELIEF_ENOUGH_SESSIONS} sessions yet, so nothing is ranked.
          </p>
        ) : null}
        {few.length > 0 ? (
          <details className="group rounded-xl" open={enough.length === 0}>
            <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-primary">
              {few.length === 1 ? '1 more' : `${few.length} more`} with fewer than {RELIEF_ENOUGH_SESSIONS}{' '}
              sessions
            </summary>
            <ul className="mt-1 space-y-2" aria-label={`${title}, not enough sessions yet`}>
              {few.map((g) => (
                <GroupRow key={g.key} group={g} rank={null} />
              ))}
            </ul>
          </details>
        ) : null}
      </CardContent>
    </Card>
  );
}

function OverTime({ data }: { data: SymptomRelief }) {
  const months = data.overTime.map((m) => ({ ...m, label: formatMonth(m.month) }));
  return (
    <Card aria-labelledby="relief-over-time">
      <CardHeader>
        <CardTitle id="relief-over-time" icon={CalendarRange}>
          Relief over time
        </CardTitle>
        <CardDescription>Average points lower per month.</CardDescription>
      </CardHeader>
      <CardContent>
        {months.length >= 2 ? (
          <ChartSlot height="h-48">
            <Chart months={months} />
          </ChartSlot>
        ) : (
          <p className="text-sm text-muted-foreground">
            One month so far: a chart appears once your sessions span two months.
          </p>
        )}
        <ReliefByMonthTable className="mt-3" months={data.overTime} caption="Average relief per month" />
      </CardContent>
    </Card>
  );
}

function BackLink() {
  return (
    <Button asChild variant="ghost" tone="primary" className="-ml-3 mb-2">
      <Link href="/what-helps">
        <ArrowLeft aria-hidden="true" /> What helps
      </Link>
    </Button>
  );
}

/** `/what-helps/:symptom`: one symptom's relief by every dimension, ranked, and by month. */
export default function SymptomReliefPage() {
  const { symptom = '' } = useParams<{ symptom: string }>();
  const known = (SYMPTOMS as readonly string[]).includes(symptom);
  const relief = useQuery({ ...reliefQueries.symptom(symptom), enabled: known });
  const name = symptomLabel(symptom);
  if (!known)
    return (
      <div className="mx-auto max-w-3xl">
        <BackLink />
        <PageHeader title="No such symptom" subtitle="Pick a symptom from What helps." />
      </div>
    );
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink />
      <PageHeader
        title={`${name}: what helps`}
        subtitle={
          relief.data?.sessions
            ? `From ${plural(relief.data.sessions, 'session')} rated before and after: ${relief.data.averageRelief?.toFixed(1)} points lower on average, on a scale of 0 to ${SYMPTOM_LEVEL_MAX}.`
            : 'From your own sessions: the level before, minus the level after.'
        }
      />
      <div className="mb-4">
        <ExperimentList symptom={symptom as Symptom} />
      </div>
      <QueryState
        queries={[relief]}
        loading={`Loading what helps your ${name.toLowerCase()}...`}
        failed="Could not load what helps"
        isEmpty={(data) => data.sessions === 0}
        empty={
          <NoSessionsYet
            title={`No ${name.toLowerCase()} sessions rated yet`}
            hint={`Log a session for ${name.toLowerCase()} (under "Why" on a new entry), then say how you feel once it has kicked in.`}
          />
        }
      >
        {(data) => (
          <div className="space-y-4">
            <p className="rounded-xl border border-border bg-card px-4 py-3 text-sm text-muted-foreground">
              A group is ranked once it has {RELIEF_ENOUGH_SESSIONS} sessions; "usually" is the average give
              or take one standard deviation. Groups with fewer sessions are listed without a claim.
            </p>
            <OverTime data={data} />
            <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
              {RELIEF_DIMENSIONS.map((d) => (
                <DimensionCard key={d} dimension={d} groups={data[d]} />
              ))}
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
