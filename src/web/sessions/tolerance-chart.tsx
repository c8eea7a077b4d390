import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ToleranceWeek } from '../../shared/relief-rules';
import { SYMPTOM_LEVEL_MAX } from '../../shared/session-rules';
import { useSettings } from '../lib/settings';
import { CHART_INK, useSeriesColours } from '../ui/chart-colours';

/** THC per week (bars) beside relief (a line) (recharts: load this file lazily). */
export default function ToleranceChart({ weeks }: { weeks: Array<ToleranceWeek & { label: string }> }) {
  const dark = useSettings().settings.display.darkMode;
  const ink = CHART_INK[dark ? 'dark' : 'light'];
  const [thc, relief] = useSeriesColours(2);
  const tick = { fill: ink.text, fontSize: 11 };
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={weeks}
          margin={{ top: 8, right: -8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={ink.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={tick} stroke={ink.grid} interval="preserveStartEnd" minTickGap={12} />
          <YAxis yAxisId="mg" tick={tick} stroke={ink.grid} allowDecimals={false} />
          <YAxis
            yAxisId="relief"
            orientation="right"
            domain={[0, SYMPTOM_LEVEL_MAX]}
            tick={tick}
            stroke={ink.grid}
            allowDecimals={false}
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
          <Legend wrapperStyle={{ fontSize: 12, color: ink.text }} />
          <Bar
            yAxisId="mg"
            dataKey="thcMg"
            name="THC (mg)"
            fill={thc}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            yAxisId="relief"
            dataKey="averageRelief"
            name="Relief (points lower)"
            stroke={relief}
            strokeWidth={2.5}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
