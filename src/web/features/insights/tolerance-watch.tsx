import type { I18n } from '@lingui/core';
import { msg, plural, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { TOLERANCE_WINDOW_WEEKS, type Tolerance, usingMoreForSameRelief } from '../../../shared/relief-rules';
import { formatDay } from '../../lib/dates';
import { formatDecimal, formatNumber, pluralOf } from '../../lib/format';
import { lazyComponent } from '../../lib/lazy-component';
import { ChartSlot, FiguresTable } from '../../ui/chart-slot';
import { QueryCard } from '../../ui/query-card';
import { reliefQueries } from './api';

const Chart = lazyComponent(() => import('./tolerance-chart'));

const mg = (n: number) => `${formatNumber(Math.round(n * 10) / 10)} mg`;

function lastSession(i18n: I18n, days: number | null): string {
  if (days == null) return i18n._(msg`No sessions logged yet.`);
  if (days === 0) return i18n._(msg`Your last session was today.`);
  return days === 1
    ? i18n._(msg`Your last session was yesterday.`)
    : i18n._(msg`Your last session was ${plural(days, { one: '# day ago', other: '# days ago' })}.`);
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
  const share = formatNumber(thcShare(weeks));
  return (
    <div className="space-y-2 rounded-xl border border-border bg-muted/60 px-4 py-3 text-sm">
      <p>
        <Trans>
          <strong>You are using more for the same relief.</strong> The last {TOLERANCE_WINDOW_WEEKS} weeks
          took {share}% more THC than the {TOLERANCE_WINDOW_WEEKS} before them, and your relief was no better.
        </Trans>
      </p>
      <details id="plan-a-break" className="group">
        <summary className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline">
          <Trans>Plan a break</Trans>
        </summary>
        <div className="mt-2 space-y-2 text-muted-foreground">
          <p>
            <Trans>
              Some people take a short break (a few days to two weeks) so that a smaller amount works again.
              Pick days that suit you, and keep logging how your symptoms feel: this chart will show whether
              the same relief comes with less THC afterwards.
            </Trans>
          </p>
          <p>
            <Trans>
              If you take cannabis for a medical reason, talk a break over with whoever helps you with it.
            </Trans>
          </p>
        </div>
      </details>
    </div>
  );
}

/** "3.0 points lower": the word agrees with the figure as shown, one decimal. */
function pointsLower(n: number): string {
  const value = formatDecimal(n);
  return select(pluralOf(n, 1), { one: `${value} point lower`, other: `${value} points lower` });
}

/** THC per week beside relief, and a plain sentence when more THC has brought no more relief. */
export function ToleranceWatch() {
  const tolerance = useQuery(reliefQueries.tolerance());
  const { i18n, t } = useLingui();
  return (
    <QueryCard
      title={t`Tolerance watch`}
      icon={Gauge}
      description={t`THC per week, from the milligrams on your sessions' labels, beside how much your symptoms eased.`}
      contentClassName="space-y-3"
      queries={[tolerance]}
      loading={t`Loading your weeks...`}
      failed={t`Could not load the tolerance watch`}
      isEmpty={(data) => data.weeks.every((w) => w.sessions === 0)}
      empty={
        <p className="text-sm text-muted-foreground">
          <Trans>No sessions in the last 12 weeks.</Trans>
        </p>
      }
    >
      {(data) => {
        const weeks = data.weeks.map((w) => ({ ...w, label: formatDay(w.weekStart, 'dayMonth') }));
        const total = data.weeks.reduce((a, w) => a + w.thcMg, 0);
        return (
          <>
            <p className="text-sm">
              {lastSession(i18n, data.daysSinceLastSession)}{' '}
              {total > 0
                ? t`${mg(total)} of THC over ${plural(data.weeks.length, { one: '# week', other: '# weeks' })}.`
                : t`Add THC in mg to your sessions to see how much you take.`}
            </p>
            {usingMoreForSameRelief(data.weeks) ? <UsingMore weeks={data.weeks} /> : null}
            <ChartSlot height="h-56">
              <Chart weeks={weeks} />
            </ChartSlot>
            <FiguresTable
              caption={t`THC and relief per week`}
              columns={[t`Week of`, t({ message: 'Sessions', context: 'cannabis use' }), t`THC`, t`Relief`]}
              rows={weeks}
              rowKey={(w) => w.weekStart}
              cells={(w) => [
                formatDay(w.weekStart),
                formatNumber(w.sessions),
                mg(w.thcMg),
                w.averageRelief == null ? t`none rated` : pointsLower(w.averageRelief),
              ]}
            />
          </>
        );
      }}
    </QueryCard>
  );
}
