import { useQuery } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { TOLERANCE_WINDOW_WEEKS, type Tolerance, usingMoreForSameRelief } from '../../../shared/relief-rules';
import { formatDay } from '../../lib/dates';
import { formatDecimal, formatNumber, plural } from '../../lib/format';
import { lazyComponent } from '../../lib/lazy-component';
import { ChartSlot, FiguresTable } from '../../ui/chart-slot';
import { QueryCard } from '../../ui/query-card';
import { reliefQueries } from './api';

const Chart = lazyComponent(() => import('./tolerance-chart'));

const mg = (n: number) => `${formatNumber(Math.round(n * 10) / 10)} mg`;

function lastSession(days: number | null): string {
  if (days == null) return 'No sessions logged yet.';
  if (days === 0) return 'Your last session was today.';
  return days === 1 ? 'Your last session was yesterday.' : `Your last session was ${days} days ago.`;
}

/** Four weeks' THC beside the four before (the week in progress left out), for the sentence. */
function thcShare(weeks: Tolerance['weeks']): number {
  const whole = weeks.slice(0, -1);
  const sum = (list: Tolerance['weeks']) => list.reduce((a, w) => a + w.thcMg, 0);
  const recent = sum(whole.slice(-TOLERANCE_WINDOW_WEEKS));
  const before = sum(whole.slice(-TOLERANCE_WINDOW_WEEKS * 2, -TOLERANCE_WINDOW_WEEKS));
  return before > 0 ? Math.round((recent / before - 1) * 100) : 0;
}

function UsingMore({ weeks }: { weeks: Tolerance['weeks'] }) {
  return (
    <div className="space-y-2 rounded-xl border border-border bg-muted/60 px-4 py-3 text-sm">
      <p>
        <strong>You are using more for the same relief.</strong> The last {TOLERANCE_WINDOW_WEEKS} weeks took{' '}
        {thcShare(weeks)}% more THC than the {TOLERANCE_WINDOW_WEEKS} before them, and your relief was no
        better.
      </p>
      <details id="plan-a-break" className="group">
        <summary className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline">
          Plan a break
        </summary>
        <div className="mt-2 space-y-2 text-muted-foreground">
          <p>
            Some people take a short break (a few days to two weeks) so that a smaller amount works again.
            Pick days that suit you, and keep logging how your symptoms feel: this chart will show whether the
            same relief comes with less THC afterwards.
          </p>
          <p>If you take cannabis for a medical reason, talk a break over with whoever helps you with it.</p>
        </div>
      </details>
    </div>
  );
}

/** THC per week beside relief, and a plain sentence when more THC has brought no more relief. */
export function ToleranceWatch() {
  const tolerance = useQuery(reliefQueries.tolerance());
  return (
    <QueryCard
      title="Tolerance watch"
      icon={Gauge}
      description="THC per week, from the milligrams on your sessions' labels, beside how much your symptoms eased."
      contentClassName="space-y-3"
      queries={[tolerance]}
      loading="Loading your weeks..."
      failed="Could not load the tolerance watch"
      isEmpty={(data) => data.weeks.every((w) => w.sessions === 0)}
      empty={<p className="text-sm text-muted-foreground">No sessions in the last 12 weeks.</p>}
    >
      {(data) => {
        const weeks = data.weeks.map((w) => ({ ...w, label: formatDay(w.weekStart, 'dayMonth') }));
        const total = data.weeks.reduce((a, w) => a + w.thcMg, 0);
        return (
          <>
            <p className="text-sm">
              {lastSession(data.daysSinceLastSession)}{' '}
              {total > 0
                ? `${mg(total)} of THC over ${plural(data.weeks.length, 'week')}.`
                : 'Add THC in mg to your sessions to see how much you take.'}
            </p>
            {usingMoreForSameRelief(data.weeks) ? <UsingMore weeks={data.weeks} /> : null}
            <ChartSlot height="h-56">
              <Chart weeks={weeks} />
            </ChartSlot>
            <FiguresTable
              caption="THC and relief per week"
              columns={['Week of', 'Sessions', 'THC', 'Relief']}
              rows={weeks}
              rowKey={(w) => w.weekStart}
              cells={(w) => [
                formatDay(w.weekStart),
                formatNumber(w.sessions),
                mg(w.thcMg),
                w.averageRelief == null ? 'none rated' : `${formatDecimal(w.averageRelief)} points lower`,
              ]}
            />
          </>
        );
      }}
    </QueryCard>
  );
}
