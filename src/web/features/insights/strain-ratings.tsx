import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TrendingUp } from 'lucide-react';
import { useMemo } from 'react';
import type { Entry } from '../../../shared/entries';
import { formatDate } from '../../lib/dates';
import { formatNumber } from '../../lib/format';
import { lazyComponent } from '../../lib/lazy-component';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { ChartSlot, FiguresTable } from '../../ui/chart-slot';

const Chart = lazyComponent(() => import('./strain-ratings-chart'));

/**
 * How the user has rated this strain over time, from their own entries of the same strain name (`entries`:
 * the journal's list, which the entry's screen reads; none while it loads). The chart is decoration for
 * sighted users; the table beside it carries the same numbers for everyone.
 */
/**
 * What the chart shows, said so it cannot be misread (issue 57): the first and the latest rating, and the
 * range they all fall in ("22 entries: first 4, latest 3 out of 5; all between 2 and 5").
 */
export function ratingsSummary(ratings: number[]): string {
  const low = formatNumber(Math.min(...ratings));
  const high = formatNumber(Math.max(...ratings));
  const first = formatNumber(ratings[0]);
  const latest = formatNumber(ratings[ratings.length - 1]);
  const count = ratings.length;
  return low === high
    ? i18n._(
        msg`${plural(count, { one: '# entry', other: '# entries' })}: first ${first}, latest ${latest} out of 5; all ${low}.`,
      )
    : i18n._(
        msg`${plural(count, { one: '# entry', other: '# entries' })}: first ${first}, latest ${latest} out of 5; all between ${low} and ${high}.`,
      );
}

export function StrainRatings({
  entry,
  entries,
}: {
  entry: Pick<Entry, 'id' | 'strainName'>;
  entries: readonly Entry[] | undefined;
}) {
  const points = useMemo(() => {
    const name = entry.strainName.trim().toLowerCase();
    return (entries ?? [])
      .filter((e) => e.strainName.trim().toLowerCase() === name)
      .sort((a, b) => a.consumedAt.localeCompare(b.consumedAt))
      .map((e) => ({
        date: e.consumedAt,
        label: formatDate(e.consumedAt, 'dayMonth'),
        rating: e.overallRating,
      }));
  }, [entries, entry.strainName]);
  const { t } = useLingui();
  const strain = entry.strainName;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TrendingUp className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0">
            <Trans>Your ratings of {strain}</Trans>
          </span>
        </CardTitle>
        <CardDescription>
          {points.length >= 2
            ? ratingsSummary(points.map((p) => p.rating))
            : t`Log this strain again to see how your ratings change over time.`}
        </CardDescription>
      </CardHeader>
      {points.length >= 2 ? (
        <CardContent>
          <ChartSlot height="h-44">
            <Chart points={points} />
          </ChartSlot>
          <FiguresTable
            caption={t`Overall rating of ${strain} by date`}
            columns={[t`Date`, t`Overall rating`]}
            rows={points}
            rowKey={(p) => p.date}
            cells={(p) => [formatDate(p.date), t`${formatNumber(p.rating)} out of 5`]}
          />
        </CardContent>
      ) : null}
    </Card>
  );
}
