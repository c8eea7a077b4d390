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
import { productLabel } from '../../../../shared/stash-rules';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/dates';
import { formatNumber, oneDecimal, plural } from '../../../lib/format';
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
  return (
    <QueryState queries={[summary]} loading="Loading insights...">
      {(s) => <Insights s={s} onViewMore={onViewMore} />}
    </QueryState>
  );
}

function Insights({ s, onViewMore }: { s: ManagerSummary; onViewMore: () => void }) {
  // The first panel is drawn with the figures; the others (below the fold on a phone) from a deferred copy,
  // which React draws right after in a transition it slices and pauses for input, not in the same long task
  // as the figures (the manager's blocking time on a phone, decision 0058).
  const later = useDeferredValue<ManagerSummary | null>(s, null);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Panel
        title="Top Rated Strains"
        icon={Award}
        description={`Average rating, ${TOP_STRAIN_MIN_REVIEWS}+ reviews`}
      >
        {s.topStrains.length ? (
          <ol className="grid gap-2.5">
            {s.topStrains.map((t, i) => (
              <li key={t.strainName} className="flex items-center gap-3">
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{t.strainName}</span>
                  <span className="block text-xs text-muted-foreground">{plural(t.reviews, 'review')}</span>
                </span>
                <Stars rating={Math.round(t.averageRating * 10) / 10} className="text-sm" />
              </li>
            ))}
          </ol>
        ) : (
          <NothingToShow>No strain has {TOP_STRAIN_MIN_REVIEWS} reviews yet</NothingToShow>
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
  return (
    <>
      <Panel title="Most Popular Effects" icon={Sparkles} description="How often each effect is logged">
        {s.topEffects.length ? (
          <div className="grid grid-cols-1 gap-3">
            {s.topEffects.map((e) => (
              <Meter
                key={e.effect}
                label={<span className="capitalize">{e.effect}</span>}
                value={plural(e.count, 'entry', 'entries')}
                percent={(e.count / maxEffect) * 100}
              />
            ))}
          </div>
        ) : (
          <NothingToShow>No effects logged yet</NothingToShow>
        )}
      </Panel>

      <Panel
        title="Rating by Product Type"
        icon={Package}
        description="Average rating; a missing product type is read from the method"
      >
        {s.ratingByProductType.length ? (
          <div className="grid grid-cols-1 gap-3">
            {s.ratingByProductType.map((p) => (
              <Meter
                key={p.productType}
                label={
                  <>
                    <span className="font-medium">{label(p.productType)}</span>{' '}
                    <span className="text-muted-foreground">· {plural(p.entries, 'entry', 'entries')}</span>
                  </>
                }
                value={`${oneDecimal(p.averageRating)}/${RATING_MAX}`}
                percent={(p.averageRating / RATING_MAX) * 100}
                faint={p.entries / maxProduct < 0.05}
              />
            ))}
          </div>
        ) : (
          <NothingToShow>No entries yet</NothingToShow>
        )}
      </Panel>

      <Panel
        title="Inventory Alerts"
        icon={AlertTriangle}
        description={`${plural(s.lowInventory, 'item')} low or empty`}
        action={
          s.lowInventory > 0 ? (
            <Button variant="link" onClick={onViewMore}>
              view more
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
                  <p className="truncate text-xs text-muted-foreground">
                    {a.username} · {productLabel(a.productType)}
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <AmountBadge level={a.currentAmount} />
                  <p className="mt-0.5 text-xs text-muted-foreground">{a.forecast}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <NothingToShow>Every stash is stocked</NothingToShow>
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
  const t = trends.data;
  return (
    <>
      <Panel
        title="Consumption Trend"
        icon={LineChart}
        className="lg:col-span-2"
        description={t ? <TrendSummary t={t} /> : 'Entries logged over time'}
        action={<DaysToggle value={days} onChange={setDays} />}
      >
        <QueryState queries={[trends]} loading="Loading trend...">
          {(t) => (
            <figure aria-label={`Entries per ${t.bucket} over the last ${t.days} days`}>
              <ChartSlot height="h-56">
                <TrendChart points={t.points} bucket={t.bucket} />
              </ChartSlot>
              <FiguresTable
                caption={`Entries per ${t.bucket}`}
                columns={[t.bucket === 'week' ? 'Week from' : 'Day', 'Entries', 'Average rating']}
                rows={t.points}
                rowKey={(p) => p.start}
                cells={(p) => [formatDay(p.start), p.entries, p.averageRating ?? 'none']}
              />
            </figure>
          )}
        </QueryState>
      </Panel>

      <Panel
        title="Forecast"
        icon={Telescope}
        className="lg:col-span-2"
        description="Computed from the data above"
      >
        <QueryState queries={[trends]} compact>
          {(t) => (
            <div className="grid gap-5 md:grid-cols-3">
              <ForecastFigure t={t} />
              <div>
                <h3 className="mb-2 text-sm font-semibold">Trending strains</h3>
                {t.trendingStrains.length ? (
                  <ul className="grid gap-1.5 text-sm">
                    {t.trendingStrains.map((s) => {
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
                            {s.current} <span className="text-muted-foreground">vs {s.previous}</span>
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">No entries in this period</p>
                )}
              </div>
              <div>
                <h3 className="mb-2 text-sm font-semibold">Inventory outlook</h3>
                <ul className="grid gap-1.5 text-sm">
                  {t.inventoryOutlook.map((o) => (
                    <li key={o.level} className="flex items-center justify-between gap-2">
                      <span className="flex items-center gap-2">
                        <AmountBadge level={o.level} />
                        <span className="tabular-nums">{formatNumber(o.items)}</span>
                      </span>
                      <span className="text-muted-foreground">{o.forecast}</span>
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

function TrendSummary({ t }: { t: ManagerTrends }) {
  const change =
    t.changePercent === null
      ? 'nothing in the period before'
      : `${t.changePercent >= 0 ? '+' : ''}${t.changePercent}% vs the ${t.days} days before`;
  return (
    <>
      {plural(t.total, 'entry', 'entries')} in the last {t.days} days · {change}
    </>
  );
}

function ForecastFigure({ t }: { t: ManagerTrends }) {
  const { nextWeekEntries, lastWeekEntries, direction } = t.forecast;
  const Icon = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : ArrowRight;
  const words = { up: 'Rising', down: 'Falling', flat: 'Steady' }[direction];
  return (
    <div className="rounded-xl bg-muted/50 p-3">
      <h3 className="text-sm font-semibold">Next 7 days</h3>
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
        entries expected, from the trend of the last 28 days; {formatNumber(lastWeekEntries)} in the past 7
      </p>
    </div>
  );
}

export function DaysToggle({ value, onChange }: { value: DayFilter; onChange: (d: DayFilter) => void }) {
  return (
    <fieldset className="flex shrink-0 rounded-xl bg-muted p-1">
      <legend className="sr-only">Period</legend>
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
          {d}d<span className="sr-only"> (last {d} days)</span>
        </label>
      ))}
    </fieldset>
  );
}
