import { useLingui } from '@lingui/react/macro';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { ManagerTrends } from '../../../../shared/dashboards';
import { formatDay } from '../../../lib/dates';
import { ChartBox, TOOLTIP_CARD } from '../../../ui/chart-box';

/**
 * Entries per day (or week) as an area chart. Loaded lazily: only the manager's Analytics tab pays for
 * Recharts. The chart is decoration for sighted users; its figures are in a table beside it.
 */
export default function TrendChart({
  points,
  bucket,
}: {
  points: ManagerTrends['points'];
  bucket: ManagerTrends['bucket'];
}) {
  const { t } = useLingui();
  const data = points.map((p) => ({
    ...p,
    label: formatDay(p.start, 'dayMonth'),
  }));
  return (
    <ChartBox chart={AreaChart} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
      <defs>
        <linearGradient id="trend-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="var(--primary)" stopOpacity={0.35} />
          <stop offset="100%" stopColor="var(--primary)" stopOpacity={0.02} />
        </linearGradient>
      </defs>
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="label"
        tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
        tickLine={false}
        axisLine={{ stroke: 'var(--border)' }}
        minTickGap={16}
      />
      <YAxis
        allowDecimals={false}
        tick={{ fill: 'var(--muted-foreground)', fontSize: 12 }}
        tickLine={false}
        axisLine={false}
        width={48}
      />
      <Tooltip
        cursor={{ stroke: 'var(--border)' }}
        contentStyle={TOOLTIP_CARD}
        labelFormatter={(l) => (bucket === 'week' ? t`Week from ${String(l)}` : String(l))}
        formatter={(v) => [v, t`Entries`]}
      />
      <Area
        type="monotone"
        dataKey="entries"
        stroke="var(--primary)"
        strokeWidth={2}
        fill="url(#trend-fill)"
        isAnimationActive={false}
      />
    </ChartBox>
  );
}
