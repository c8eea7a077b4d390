import type { I18n } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, FlaskConical, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { label } from '../../../../shared/constants';
import type { Experiment } from '../../../../shared/experiments';
import { symptomLabel } from '../../../../shared/session-rules';
import { formatDay } from '../../../lib/dates';
import { formatNumber, pluralOf } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { PageHeader } from '../../../ui/page';
import { QueryState } from '../../../ui/query-state';
import { TimeZoneNotice } from '../../../ui/time-zone-notice';
import { inSentence } from '../labels';
import { experimentQueries } from './api';
import { ExperimentActions } from './experiment-actions';
import { ExperimentDays } from './experiment-days';
import {
  armOf,
  experimentTitle,
  loggedToday,
  productNameIn,
  todayLine,
  verdictTitle,
} from './experiment-words';
import { IntervalDrawing } from './interval-drawing';
import { LogSessionButton } from './log-session-button';
import { resultSummary } from './result-summary';

function adherenceLine(i18n: I18n, { adherence: a, today }: Experiment) {
  // On its first day, today's session is there to log: "nothing to log" only before the start.
  if (a.daysSoFar === 0)
    return today
      ? i18n._(msg`Nothing logged yet: ${plural(a.daysPlanned, { one: '# day', other: '# days' })} planned.`)
      : i18n._(msg`Nothing to log yet: ${plural(a.daysPlanned, { one: '# day', other: '# days' })} planned.`);
  const logged = formatNumber(a.daysLogged);
  const planned = formatNumber(a.daysPlanned);
  return i18n._(
    msg`Logged ${logged} of ${plural(a.daysSoFar, { one: '# day', other: '# days' })} so far (${planned} planned).`,
  );
}

function statusLine(i18n: I18n, e: Experiment) {
  const span = `${formatDay(e.startsOn, 'dayMonth')} – ${formatDay(e.stoppedOn ?? e.endsOn, 'dayMonth')}`;
  const starts = formatDay(e.startsOn);
  switch (e.status) {
    case 'scheduled':
      return i18n._(msg`Starts ${starts}`);
    case 'running':
      return i18n._(msg`Running · ${span}`);
    case 'finished':
      return i18n._(msg`Finished · ${span}`);
    default:
      return i18n._(msg`Stopped · ${span}`);
  }
}

function Section({
  title,
  icon,
  description,
  name,
  children,
}: {
  title: string;
  icon: typeof Scale;
  description?: ReactNode;
  /** The section's id, the same in every language. */
  name: string;
  children: ReactNode;
}) {
  const id = `experiment-${name}`;
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id} icon={icon}>
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-3">{children}</CardContent>
    </Card>
  );
}

function Today({ experiment: e }: { experiment: Experiment }) {
  const { i18n } = useLingui();
  if (!e.today) return null;
  const t = e.today;
  const symptom = inSentence(i18n, i18n._(symptomLabel(e.symptom)));
  const block = t.block;
  const day = t.dayOfPeriod;
  const days = e.periodDays;
  return (
    <section
      aria-labelledby="experiment-today"
      className="space-y-3 rounded-card border border-primary/40 bg-primary-soft px-4 py-4"
    >
      <h2 id="experiment-today" className="text-lg font-semibold">
        {todayLine(e)}
      </h2>
      <p className="text-sm">
        {t.washout
          ? i18n._(
              msg`Block ${block}, day ${day} of ${days}: a washout day, it does not count, but take and log it all the same.`,
            )
          : i18n._(msg`Block ${block}, day ${day} of ${days}.`)}{' '}
        {i18n._(msg`Rate your ${symptom} before, then again once it has kicked in.`)}
        {t.sessions > 0 ? ` ${loggedToday(t.sessions)}` : ''}
      </p>
      <LogSessionButton experimentId={e.id} logged={t.sessions} />
    </section>
  );
}

function Answer({ experiment: e }: { experiment: Experiment }) {
  const r = e.result;
  const { t, i18n } = useLingui();
  const count = r.missedPeriods.length;
  const list = r.missedPeriods
    .map((p) => {
      const block = p.block;
      const arm = p.arm;
      const from = formatDay(p.from, 'dayMonth');
      const to = formatDay(p.to, 'dayMonth');
      return t`block ${block}, ${arm} (${from}–${to})`;
    })
    .join('; ');
  return (
    <Section title={t`The answer so far`} name="the-answer-so-far" icon={Scale}>
      <p className="text-lg font-semibold">{verdictTitle(r, e.arms)}</p>
      <p className="text-sm text-muted-foreground">{resultSummary(i18n, e)}</p>
      <IntervalDrawing experiment={e} />
      {r.missedPeriods.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          {t`Not counted (${plural(count, { one: '# stretch', other: '# stretches' })} with fewer than 2 rated days): ${list}.`}
        </p>
      ) : null}
    </Section>
  );
}

function Plan({ experiment: e }: { experiment: Experiment }) {
  const { i18n, t } = useLingui();
  const method = i18n._(label(e.method)).toLowerCase();
  const blocks = formatNumber(e.blocks);
  const min = e.minimumDifference;
  const minText = formatNumber(min);
  const from = formatDay(e.startsOn);
  const to = formatDay(e.endsOn);
  const rows: Array<[string, string]> = [
    [t`Product A`, productNameIn(armOf(e.arms, 'A'))],
    [t`Product B`, productNameIn(armOf(e.arms, 'B'))],
    [t`Each time`, `${e.dose}, ${method}, ${e.timeOfDay}`],
    [t`Stretches`, t`${plural(e.periodDays, { one: '# day', other: '# days' })} of each product in a row`],
    [t`Blocks`, t`${blocks} (A then B or B then A, drawn at random)`],
    [t`Washout`, e.washoutDays > 0 ? t`the first day of each stretch does not count` : t`none`],
    [
      t`Smallest difference`,
      t`${select(pluralOf(min, min % 1 ? 1 : 0), { one: `${minText} point`, other: `${minText} points` })} of relief`,
    ],
    [t`Days`, t`${from} to ${to}`],
  ];
  return (
    <Section title={t`The plan`} name="the-plan" icon={FlaskConical}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd className="min-w-0 break-words">{v}</dd>
          </div>
        ))}
      </dl>
      <ExperimentActions experiment={e} />
    </Section>
  );
}

/** `/experiments/:id`: one experiment: today's product, the days so far, the answer drawn, the plan. */
export default function ExperimentPage() {
  const { id = '' } = useParams<{ id: string }>();
  const n = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const experiment = useQuery({ ...experimentQueries.detail(n), enabled: n > 0 });
  const { i18n, t } = useLingui();
  return (
    <div className="mx-auto max-w-3xl">
      <QueryState
        queries={[experiment]}
        loading={t`Loading the experiment...`}
        failed={t`Could not load the experiment`}
      >
        {(e) => (
          <div>
            <Button asChild variant="ghost" tone="primary" className="-ml-3 mb-2">
              <Link href={`/what-helps/${e.symptom}`}>
                <ArrowLeft aria-hidden="true" /> {t`${i18n._(symptomLabel(e.symptom))}: what helps`}
              </Link>
            </Button>
            <PageHeader title={experimentTitle(e)} subtitle={statusLine(i18n, e)} />
            <div className="space-y-4">
              {/* Which product is today's follows the account's day. */}
              <TimeZoneNotice />
              <Today experiment={e} />
              <Answer experiment={e} />
              <Section
                title={t`Days so far`}
                name="days-so-far"
                icon={CalendarDays}
                description={adherenceLine(i18n, e)}
              >
                <ExperimentDays experiment={e} />
              </Section>
              <Plan experiment={e} />
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
