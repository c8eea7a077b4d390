import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, FlaskConical, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { label } from '../../../../shared/constants';
import type { Experiment } from '../../../../shared/experiments';
import { productName } from '../../../../shared/experiments-rules';
import { symptomLabel } from '../../../../shared/session-rules';
import { formatDay } from '../../../lib/dates';
import { formatNumber, noun, plural } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { PageHeader } from '../../../ui/page';
import { QueryState } from '../../../ui/query-state';
import { TimeZoneNotice } from '../../../ui/time-zone-notice';
import { experimentQueries } from './api';
import { ExperimentActions } from './experiment-actions';
import { ExperimentDays } from './experiment-days';
import { armOf, experimentTitle, loggedToday, todayLine, verdictTitle } from './experiment-words';
import { IntervalDrawing } from './interval-drawing';
import { LogSessionButton } from './log-session-button';

const STATUS_WORDS: Record<Experiment['status'], string> = {
  scheduled: 'Starts',
  running: 'Running',
  finished: 'Finished',
  stopped: 'Stopped',
};

function adherenceLine({ adherence: a, today }: Experiment) {
  // On its first day, today's session is there to log: "nothing to log" only before the start.
  if (a.daysSoFar === 0)
    return `${today ? 'Nothing logged yet' : 'Nothing to log yet'}: ${plural(a.daysPlanned, 'day')} planned.`;
  return `Logged ${formatNumber(a.daysLogged)} of ${plural(a.daysSoFar, 'day')} so far (${formatNumber(a.daysPlanned)} planned).`;
}

function statusLine(e: Experiment) {
  const span = `${formatDay(e.startsOn, 'dayMonth')} – ${formatDay(e.stoppedOn ?? e.endsOn, 'dayMonth')}`;
  return e.status === 'scheduled' ? `Starts ${formatDay(e.startsOn)}` : `${STATUS_WORDS[e.status]} · ${span}`;
}

function Section({
  title,
  icon,
  description,
  children,
}: {
  title: string;
  icon: typeof Scale;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = `experiment-${title.toLowerCase().replaceAll(' ', '-')}`;
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
  if (!e.today) return null;
  const t = e.today;
  return (
    <section
      aria-labelledby="experiment-today"
      className="space-y-3 rounded-card border border-primary/40 bg-primary-soft px-4 py-4"
    >
      <h2 id="experiment-today" className="text-lg font-semibold">
        {todayLine(e)}
      </h2>
      <p className="text-sm">
        Block {t.block}, day {t.dayOfPeriod} of {e.periodDays}
        {t.washout ? ': a washout day, it does not count, but take and log it all the same.' : '.'} Rate your{' '}
        {symptomLabel(e.symptom).toLowerCase()} before, then again once it has kicked in.
        {t.sessions > 0 ? ` ${loggedToday(t.sessions)}` : ''}
      </p>
      <LogSessionButton experimentId={e.id} logged={t.sessions} />
    </section>
  );
}

function Answer({ experiment: e }: { experiment: Experiment }) {
  const r = e.result;
  return (
    <Section title="The answer so far" icon={Scale}>
      <p className="text-lg font-semibold">{verdictTitle(r, e.arms)}</p>
      <p className="text-sm text-muted-foreground">{r.summary}</p>
      <IntervalDrawing experiment={e} />
      {r.missedPeriods.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          Not counted ({plural(r.missedPeriods.length, 'stretch', 'stretches')} with fewer than 2 rated days):{' '}
          {r.missedPeriods
            .map(
              (p) =>
                `block ${p.block}, ${p.arm} (${formatDay(p.from, 'dayMonth')}–${formatDay(p.to, 'dayMonth')})`,
            )
            .join('; ')}
          .
        </p>
      ) : null}
    </Section>
  );
}

function Plan({ experiment: e }: { experiment: Experiment }) {
  const rows: Array<[string, string]> = [
    ['Product A', productName(armOf(e.arms, 'A'))],
    ['Product B', productName(armOf(e.arms, 'B'))],
    ['Each time', `${e.dose}, ${label(e.method).toLowerCase()}, ${e.timeOfDay}`],
    ['Stretches', `${plural(e.periodDays, 'day')} of each product in a row`],
    ['Blocks', `${formatNumber(e.blocks)} (A then B or B then A, drawn at random)`],
    ['Washout', e.washoutDays > 0 ? 'the first day of each stretch does not count' : 'none'],
    [
      'Smallest difference',
      `${formatNumber(e.minimumDifference)} ${noun(e.minimumDifference, 'point')} of relief`,
    ],
    ['Days', `${formatDay(e.startsOn)} to ${formatDay(e.endsOn)}`],
  ];
  return (
    <Section title="The plan" icon={FlaskConical}>
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
  return (
    <div className="mx-auto max-w-3xl">
      <QueryState
        queries={[experiment]}
        loading="Loading the experiment..."
        failed="Could not load the experiment"
      >
        {(e) => (
          <div>
            <Button asChild variant="ghost" tone="primary" className="-ml-3 mb-2">
              <Link href={`/what-helps/${e.symptom}`}>
                <ArrowLeft aria-hidden="true" /> {symptomLabel(e.symptom)}: what helps
              </Link>
            </Button>
            <PageHeader title={experimentTitle(e)} subtitle={statusLine(e)} />
            <div className="space-y-4">
              {/* Which product is today's follows the account's day. */}
              <TimeZoneNotice />
              <Today experiment={e} />
              <Answer experiment={e} />
              <Section title="Days so far" icon={CalendarDays} description={adherenceLine(e)}>
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
