import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarRange } from 'lucide-react';
import { Link, useParams } from 'wouter';
import {
  RELIEF_DIMENSION_TITLES,
  RELIEF_DIMENSIONS,
  RELIEF_ENOUGH_SESSIONS,
  type ReliefDimension,
  type ReliefGroup,
  type SymptomRelief,
  usualRange,
} from '../../../shared/relief-rules';
import { SYMPTOM_LEVEL_MAX, SYMPTOMS, type Symptom, symptomLabel } from '../../../shared/session-rules';
import { formatMonth } from '../../lib/dates';
import { formatDecimal, formatNumber, pluralOf } from '../../lib/format';
import { lazyComponent } from '../../lib/lazy-component';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { ChartSlot } from '../../ui/chart-slot';
import { PageHeader } from '../../ui/page';
import { QueryState } from '../../ui/query-state';
import { ReliefByMonthTable } from '../../ui/relief-by-month-table';
import { reliefQueries } from './api';
import { ExperimentList } from './experiments/experiment-list';
import { inSentence, reliefDetailIn } from './labels';
import { NoSessionsYet } from './no-sessions-yet';

const Chart = lazyComponent(() => import('./relief-over-time-chart'));

const DIMENSION_HINTS: Record<ReliefDimension, MessageDescriptor> = {
  byStrain: msg`Each strain, however you spelled it.`,
  byProductType: msg`Flower, pre-rolls, edibles and the rest.`,
  byMethod: msg`How you took it.`,
  byStrainType: msg`Indica, sativa or hybrid.`,
  byCannabinoid: msg`THC over CBD from the label: above 2 is THC-dominant, below 0.5 CBD-dominant.`,
  byTerpene: msg`A session counts once for each terpene on its label.`,
  byDose: msg`THC in milligrams per session, from the label.`,
};

const EMPTY_DIMENSION: Partial<Record<ReliefDimension, MessageDescriptor>> = {
  byTerpene: msg`No terpenes recorded on these sessions yet.`,
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

function GroupRow({
  group,
  rank,
  dimension,
}: {
  group: ReliefGroup;
  rank: number | null;
  dimension: ReliefDimension;
}) {
  const { i18n } = useLingui();
  // A strain keeps the name it was logged under; the other groups are shared labels, translated.
  const name = dimension === 'byStrain' ? group.label : i18n._(group.label);
  return (
    <li className="space-y-1.5 rounded-xl bg-muted/60 px-3 py-2 text-sm">
      <p className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 font-medium break-words">
          {rank != null ? (
            <span className="mr-2 font-semibold tabular-nums text-muted-foreground">{rank}.</span>
          ) : null}
          {name}
        </span>
        {group.enough ? (
          <span className="shrink-0 font-semibold tabular-nums" aria-hidden="true">
            {formatDecimal(group.averageRelief)}
          </span>
        ) : null}
      </p>
      {group.enough ? <ReliefRange group={group} /> : null}
      <p className="text-xs text-muted-foreground">{reliefDetailIn(i18n, group)}</p>
    </li>
  );
}

function DimensionCard({ dimension, groups }: { dimension: ReliefDimension; groups: ReliefGroup[] }) {
  const id = `dimension-${dimension}`;
  const enough = groups.filter((g) => g.enough);
  const few = groups.filter((g) => !g.enough);
  const { i18n, t } = useLingui();
  const title = i18n._(RELIEF_DIMENSION_TITLES[dimension]);
  const empty = EMPTY_DIMENSION[dimension];
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        <CardDescription>{i18n._(DIMENSION_HINTS[dimension])}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        {groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty ? i18n._(empty) : t`Nothing yet.`}</p>
        ) : null}
        {enough.length > 0 ? (
          <ol className="space-y-2" aria-label={t`${title}, most relief first`}>
            {enough.map((g, i) => (
              <GroupRow key={g.key} group={g} rank={i + 1} dimension={dimension} />
            ))}
          </ol>
        ) : groups.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Nothing here has {RELIEF_ENOUGH_SESSIONS} sessions yet, so nothing is ranked.</Trans>
          </p>
        ) : null}
        {few.length > 0 ? (
          <details className="group rounded-xl" open={enough.length === 0}>
            <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-primary">
              {t`${plural(few.length, { one: '# more', other: '# more' })} with fewer than ${RELIEF_ENOUGH_SESSIONS} sessions`}
            </summary>
            <ul className="mt-1 space-y-2" aria-label={t`${title}, not enough sessions yet`}>
              {few.map((g) => (
                <GroupRow key={g.key} group={g} rank={null} dimension={dimension} />
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
  const { t } = useLingui();
  return (
    <Card aria-labelledby="relief-over-time">
      <CardHeader>
        <CardTitle id="relief-over-time" icon={CalendarRange}>
          <Trans>Relief over time</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Average points lower per month.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {months.length >= 2 ? (
          <ChartSlot height="h-48">
            <Chart months={months} />
          </ChartSlot>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>One month so far: a chart appears once your sessions span two months.</Trans>
          </p>
        )}
        <ReliefByMonthTable className="mt-3" months={data.overTime} caption={t`Average relief per month`} />
      </CardContent>
    </Card>
  );
}

function BackLink() {
  return (
    <Button asChild variant="ghost" tone="primary" className="-ml-3 mb-2">
      <Link href="/what-helps">
        <ArrowLeft aria-hidden="true" /> <Trans>What helps</Trans>
      </Link>
    </Button>
  );
}

/** The page's subtitle once sessions are rated: how many, and how much lower on average. */
function subtitle(data: SymptomRelief): string {
  const average = formatDecimal(data.averageRelief ?? 0);
  const max = formatNumber(SYMPTOM_LEVEL_MAX);
  const sessions = data.sessions;
  return select(pluralOf(data.averageRelief ?? 0, 1), {
    one: `From ${plural(sessions, { one: '# session', other: '# sessions' })} rated before and after: ${average} point lower on average, on a scale of 0 to ${max}.`,
    other: `From ${plural(sessions, { one: '# session', other: '# sessions' })} rated before and after: ${average} points lower on average, on a scale of 0 to ${max}.`,
  });
}

/** `/what-helps/:symptom`: one symptom's relief by every dimension, ranked, and by month. */
export default function SymptomReliefPage() {
  const { symptom = '' } = useParams<{ symptom: string }>();
  const known = (SYMPTOMS as readonly string[]).includes(symptom);
  const relief = useQuery({ ...reliefQueries.symptom(symptom), enabled: known });
  const { i18n, t } = useLingui();
  const name = i18n._(symptomLabel(symptom));
  const lower = inSentence(i18n, name);
  if (!known)
    return (
      <div className="mx-auto max-w-3xl">
        <BackLink />
        <PageHeader title={t`No such symptom`} subtitle={t`Pick a symptom from What helps.`} />
      </div>
    );
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink />
      <PageHeader
        title={t`${name}: what helps`}
        subtitle={
          relief.data?.sessions
            ? subtitle(relief.data)
            : t`From your own sessions: the level before, minus the level after.`
        }
      />
      <div className="mb-4">
        <ExperimentList symptom={symptom as Symptom} />
      </div>
      <QueryState
        queries={[relief]}
        loading={t`Loading what helps your ${lower}...`}
        failed={t`Could not load what helps`}
        isEmpty={(data) => data.sessions === 0}
        empty={
          <NoSessionsYet
            title={t`No ${lower} sessions rated yet`}
            hint={t`Log a session for ${lower} (under "Why" on a new entry), then say how you feel once it has kicked in.`}
          />
        }
      >
        {(data) => (
          <div className="space-y-4">
            <p className="rounded-xl border border-border bg-card px-4 py-3 text-sm text-muted-foreground">
              <Trans>
                A group is ranked once it has {RELIEF_ENOUGH_SESSIONS} sessions; "usually" is the average give
                or take one standard deviation. Groups with fewer sessions are listed without a claim.
              </Trans>
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
