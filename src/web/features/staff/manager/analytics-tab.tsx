import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  AlertTriangle,
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  Award,
  LineChart,
  Package,
  Sparkles,
  Telescope,
} from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { label, RATING_MAX } from '../../../../shared/constants';
import { DAY_FILTERS, type DayFilter, TOP_STRAIN_MIN_REVIEWS } from '../../../../shared/dashboard-rules';
import type { ManagerSummary, ManagerTrends } from '../../../../shared/dashboards';
import { productTypeLabel } from '../../../../shared/entry-rules';
import { productLabel } from '../../../../shared/stash-rules';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/dates';
import { formatNumber, oneDecimal } from '../../../lib/format';
import { lazyComponent } from '../../../lib/lazy-component';
import { queryClient } from '../../../lib/query-client';
import { AmountBadge } from '../../../ui/amount-bar';
import { Button } from '../../../ui/button';
import { ChartSlot, FiguresTable } from '../../../ui/chart-slot';
import { QueryState } from '../../../ui/query-state';
import { NothingToShow } from '../dashboard/data-table';
import { Meter } from '../dashboard/meter';
import { Panel, Stars } from '../dashboard/parts';
import { managerQueries } from './api';
import { ReliefPanel } from './relief-panel';

const TrendChart = lazyComponent(() => import('./trend-chart'));

/**
 * What the tab's panels ask for besides the summary and the trend (the page preloads those), asked as
 * its code arrives.
 */
export function askData() {
  queryClient.prefetchQuery(managerQueries.relief());
}

export function AnalyticsTab({ onViewMore }: { onViewMore: () => void }) {
  const summary = useQuery(managerQueries.summary());
  const { t } = useLingui();
  return (
    <QueryState queries={[summary]} loading={t`Loading insights...`}>
      {(s) => <Insights s={s} onViewMore={onViewMore} />}
    </QueryState>
  );
}

function Insights({ s, onViewMore }: { s: ManagerSummary; onViewMore: () => void }) {
  // The first panel is drawn with the figures; the others (below the fold on a phone) from a deferred copy,
  // which React draws right after in a transition it slices and pauses for input, not in the same long task
  // as the figures (the manager's blocking time on a phone, decision 0058).
  const later = useDeferredValue<ManagerSummary | null>(s, null);
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Panel
        title={t`Top Rated Strains`}
        icon={Award}
        description={t`Average rating, ${TOP_STRAIN_MIN_REVIEWS}+ reviews`}
      >
        {s.topStrains.length ? (
          <ol className="grid gap-2.5">
            {s.topStrains.map((top, i) => (
              <li key={top.strainName} className="flex items-center gap-3">
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{top.strainName}</span>
                  <span className="block text-xs text-muted-foreground">
                    {plural(top.reviews, { one: '# review', other: '# reviews' })}
                  </span>
                </span>
                <Stars rating={Math.round(top.averageRating * 10) / 10} className="text-sm" />
              </li>
            ))}
          </ol>
        ) : (
          <NothingToShow>
            <Trans>No strain has {TOP_STRAIN_MIN_REVIEWS} reviews yet</Trans>
          </NothingToShow>
        )}
      </Panel>

      {later ? <MorePanels s={later} onViewMore={onViewMore} /> : null}
    </div>
  );
}

/** The Analytics panels after the first: effects, product types, stock alerts, relief and the trend. */
function MorePanels({ s, onViewMore }: { s: ManagerSummary; onViewMore: () => void }) {
  const maxEffect = Math.max(1, ...s.topEffects.map((e) => e.count));
  const maxProduct = Math.max(1, ...s.ratingByProductType.map((p) => p.entries));
  const { i18n, t } = useLingui();
  return (
    <>
      <Panel title={t`Most Popular Effects`} icon={Sparkles} description={t`How often each effect is logged`}>
        {s.topEffects.length ? (
          <div className="grid grid-cols-1 gap-3">
            {s.topEffects.map((e) => (
              <Meter
                key={e.effect}
                label={<span className="capitalize">{i18n._(label(e.effect)).toLowerCase()}</span>}
                value={plural(e.count, { one: '# entry', other: '# entries' })}
                percent={(e.count / maxEffect) * 100}
              />
            ))}
          </div>
        ) : (
          <NothingToShow>
            <Trans>No effects logged yet</Trans>
          </NothingToShow>
        )}
      </Panel>

      <Panel
        title={t`Rating by Product Type`}
        icon={Package}
        description={t`Average rating; a missing product type is read from the method`}
      >
        {s.ratingByProductType.length ? (
          <div className="grid grid-cols-1 gap-3">
            {s.ratingByProductType.map((p) => (
              <Meter
                key={p.productType}
                label={
                  <>
                    <span className="font-medium">{i18n._(productTypeLabel(p.productType))}</span>{' '}
                    <span className="text-muted-foreground">
                      · {plural(p.entries, { one: '# entry', other: '# entries' })}
                    </span>
                  </>
                }
                value={`${oneDecimal(p.averageRating)}/${RATING_MAX}`}
                percent={(p.averageRating / RATING_MAX) * 100}
                faint={p.entries / maxProduct < 0.05}
              />
            ))}
          </div>
        ) : (
          <NothingToShow>
            <Trans>No entries yet</Trans>
          </NothingToShow>
        )}
      </Panel>

      <Panel
        title={t`Inventory Alerts`}
        icon={AlertTriangle}
        description={t`${plural(s.lowInventory, { one: '# item', other: '# items' })} low or empty`}
        action={
          s.lowInventory > 0 ? (
            <Button variant="link" onClick={onViewMore}>
              <Trans>view more</Trans>
            </Button>
          ) : null
        }
      >
        {s.inventoryAlerts.length ? (
          <ul className="grid gap-2">
            {s.inventoryAlerts.map((a) => (
              <li key={a.id} className="flex items-center gap-3 rounded-xl bg-muted/50 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{a.strainName}</p>
                  <p className="text-xs break-words text-muted-foreground">
                    {a.username} · {i18n._(productLabel(a.productType))}
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <AmountBadge level={a.currentAmount} />
                  <p className="mt-0.5 text-xs text-muted-foreground">{i18n._(a.forecast)}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <NothingToShow>
            <Trans>Every stash is stocked</Trans>
          </NothingToShow>
        )}
      </Panel>

      <ReliefPanel />
      <TrendPanels />
    </>
  );
}

function TrendPanels() {
  const [days, setDays] = useState<DayFilter>(30);
  const trends = useQuery(managerQueries.trends(days));
  const data = trends.data;
  const { i18n, t } = useLingui();
  return (
    <>
      <Panel
        title={t`Consumption Trend`}
        icon={LineChart}
        className="lg:col-span-2"
        description={data ? <TrendSummary t={data} /> : t`Entries logged over time`}
        action={<DaysToggle value={days} onChange={setDays} />}
      >
        <QueryState queries={[trends]} loading={t`Loading trend...`}>
          {(tr) => (
            <figure
              aria-label={
                tr.bucket === 'week'
                  ? t`Entries per week over the last ${tr.days} days`
                  : t`Entries per day over the last ${tr.days} days`
              }
            >
              <ChartSlot height="h-56">
                <TrendChart points={tr.points} bucket={tr.bucket} />
              </ChartSlot>
              <FiguresTable
                caption={tr.bucket === 'week' ? t`Entries per week` : t`Entries per day`}
                columns={[tr.bucket === 'week' ? t`Week from` : t`Day`, t`Entries`, t`Average rating`]}
                rows={tr.points}
                rowKey={(p) => p.start}
                cells={(p) => [
                  formatDay(p.start),
                  formatNumber(p.entries),
                  p.averageRating == null ? t`none` : formatNumber(p.averageRating),
                ]}
              />
            </figure>
          )}
        </QueryState>
      </Panel>

      <Panel
        title={t`Forecast`}
        icon={Telescope}
        className="lg:col-span-2"
        description={t`Computed from the data above`}
      >
        <QueryState queries={[trends]} compact>
          {(tr) => (
            <div className="grid gap-5 md:grid-cols-3">
              <ForecastFigure t={tr} />
              <div>
                <h3 className="mb-2 text-sm font-semibold">
                  <Trans>Trending strains</Trans>
                </h3>
                {tr.trendingStrains.length ? (
                  <ul className="grid gap-1.5 text-sm">
                    {tr.trendingStrains.map((s) => {
                      const change = s.current - s.previous;
                      return (
                        <li key={s.strainName} className="flex items-center justify-between gap-2">
                          <span className="min-w-0 truncate">{s.strainName}</span>
                          <span
                            className={cn(
                              'shrink-0 tabular-nums',
                              change > 0
                                ? 'text-emerald-700 dark:text-emerald-300'
                                : change < 0
                                  ? 'text-red-700 dark:text-red-300'
                                  : 'text-muted-foreground',
                            )}
                          >
                            {formatNumber(s.current)}{' '}
                            <span className="text-muted-foreground">{t`vs ${formatNumber(s.previous)}`}</span>
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">
                    <Trans>No entries in this period</Trans>
                  </p>
                )}
              </div>
              <div>
                <h3 className="mb-2 text-sm font-semibold">
                  <Trans>Inventory outlook</Trans>
                </h3>
                <ul className="grid gap-1.5 text-sm">
                  {tr.inventoryOutlook.map((o) => (
                    <li key={o.level} className="flex items-center justify-between gap-2">
                      <span className="flex items-center gap-2">
                        <AmountBadge level={o.level} />
                        <span className="tabular-nums">{formatNumber(o.items)}</span>
                      </span>
                      <span className="text-muted-foreground">{i18n._(o.forecast)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
        </QueryState>
      </Panel>
    </>
  );
}

function TrendSummary({ t: tr }: { t: ManagerTrends }) {
  const { t } = useLingui();
  const days = tr.days;
  const percent =
    tr.changePercent === null ? '' : `${tr.changePercent >= 0 ? '+' : ''}${formatNumber(tr.changePercent)}`;
  const change =
    tr.changePercent === null ? t`nothing in the period before` : t`${percent}% vs the ${days} days before`;
  return (
    <>{t`${plural(tr.total, { one: '# entry', other: '# entries' })} in the last ${days} days · ${change}`}</>
  );
}

function ForecastFigure({ t: tr }: { t: ManagerTrends }) {
  const { nextWeekEntries, lastWeekEntries, direction } = tr.forecast;
  const Icon = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : ArrowRight;
  const { t } = useLingui();
  const words = { up: t`Rising`, down: t`Falling`, flat: t`Steady` }[direction];
  const lastWeek = formatNumber(lastWeekEntries);
  return (
    <div className="rounded-xl bg-muted/50 p-3">
      <h3 className="text-sm font-semibold">
        <Trans>Next 7 days</Trans>
      </h3>
      <p className="mt-1 flex items-center gap-2 text-3xl font-bold tabular-nums">
        ~{formatNumber(nextWeekEntries)}
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
            direction === 'up'
              ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200'
              : direction === 'down'
                ? 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-200'
                : 'bg-muted text-muted-foreground',
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" /> {words}
        </span>
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        <Trans>entries expected, from the trend of the last 28 days; {lastWeek} in the past 7</Trans>
      </p>
    </div>
  );
}

export function DaysToggle({ value, onChange }: { value: DayFilter; onChange: (d: DayFilter) => void }) {
  const { t } = useLingui();
  return (
    <fieldset className="flex shrink-0 rounded-xl bg-muted p-1">
      <legend className="sr-only">
        <Trans>Period</Trans>
      </legend>
      {DAY_FILTERS.map((d) => (
        <label
          key={d}
          className={cn(
            'inline-flex min-h-11 min-w-11 cursor-pointer sm:min-h-9 items-center justify-center rounded-lg px-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
            value === d ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground',
          )}
        >
          <input
            type="radio"
            name="trend-days"
            className="sr-only"
            checked={value === d}
            onChange={() => onChange(d)}
          />
          {t`${d}d`}
          <span className="sr-only"> {t`(last ${d} days)`}</span>
        </label>
      ))}
    </fieldset>
  );
}
