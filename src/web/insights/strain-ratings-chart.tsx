import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useSettings } from '../lib/settings';
import { CHART_INK, useSeriesColours } from '../ui/chart-colours';

export interface RatingPoint {
  date: string;
  label: string;
  rating: number;
}

/** Overall rating of one strain over time (recharts: load this file lazily). */
export default function StrainRatingsChart({ points }: { points: RatingPoint[] }) {
  const dark = useSettings().settings.display.darkMode;
  const ink = CHART_INK[dark ? 'dark' : 'light'];
  const [colour] = useSeriesColours(1);
  return (
    <div aria-hidden="true" className="h-44 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={points}
          margin={{ top: 8, right: 12, bottom: 0, left: -24 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={ink.grid} strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fill: ink.text, fontSize: 11 }} stroke={ink.grid} />
          <YAxis
            domain={[0, 5]}
            ticks={[0, 1, 2, 3, 4, 5]}
            tick={{ fill: ink.text, fontSize: 11 }}
            stroke={ink.grid}
          />
          <Tooltip
            contentStyle={{
              background: 'var(--card)',
              border: '1px solid var(--border)',
              borderRadius: 12,
              color: 'var(--foreground)',
            }}
          />
          <Line
            type="monotone"
            dataKey="rating"
            name="Overall"
            stroke={colour}
            strokeWidth={2.5}
            dot={{ r: 4 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
