import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReliefMonth } from '../../shared/relief-rules';
import { SYMPTOM_LEVEL_MAX } from '../../shared/session-rules';
import { useSettings } from '../lib/settings';
import { CHART_INK, useSeriesColours } from '../ui/chart-colours';

/** Average relief per month (recharts: load this file lazily). The table beside it says the same. */
export default function ReliefOverTimeChart({ months }: { months: Array<ReliefMonth & { label: string }> }) {
  const dark = useSettings().settings.display.darkMode;
  const ink = CHART_INK[dark ? 'dark' : 'light'];
  const [colour] = useSeriesColours(1);
  const lowest = Math.min(0, ...months.map((m) => Math.floor(m.averageRelief)));
  return (
    <div aria-hidden="true" className="h-48 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={months}
          margin={{ top: 8, right: 8, bottom: 0, left: -24 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={ink.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: ink.text, fontSize: 11 }} stroke={ink.grid} />
          <YAxis
            domain={[lowest, SYMPTOM_LEVEL_MAX]}
            allowDecimals={false}
            tick={{ fill: ink.text, fontSize: 11 }}
            stroke={ink.grid}
          />
          <Tooltip
            cursor={{ fill: ink.grid, opacity: 0.4 }}
            contentStyle={{
              background: 'var(--card)',
              border: '1px solid var(--border)',
              borderRadius: 12,
              color: 'var(--foreground)',
            }}
          />
          <Bar
            dataKey="averageRelief"
            name="Points lower"
            fill={colour}
            radius={[6, 6, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
