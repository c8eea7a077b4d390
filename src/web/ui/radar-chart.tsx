import {
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart as RechartsRadar,
  ResponsiveContainer,
} from 'recharts';
import { useSettings } from '../lib/settings';
import { CHART_INK, useSeriesColours } from './chart-colours';

export interface RadarSeries {
  name: string;
  /** One value per axis, in the axes' order (0–5). */
  values: number[];
}

/**
 * A radar chart on the 0–5 rating scale (Recharts; this file is loaded lazily). It is a picture only:
 * callers show the same numbers as text beside it.
 */
export default function RadarChart({
  axes,
  series,
  height = 260,
  legend = false,
}: {
  axes: readonly string[];
  series: readonly RadarSeries[];
  height?: number;
  legend?: boolean;
}) {
  const { display } = useSettings().settings;
  const ink = CHART_INK[display.darkMode ? 'dark' : 'light'];
  const colours = useSeriesColours(series.length);
  const data = axes.map((axis, i) => {
    const row: Record<string, string | number> = { axis };
    series.forEach((s, j) => {
      row[`s${j}`] = s.values[i] ?? 0;
    });
    return row;
  });
  return (
    <div aria-hidden="true" style={{ height }} className="w-full">
      <ResponsiveContainer width="100%" height="100%">
        <RechartsRadar
          data={data}
          outerRadius="72%"
          accessibilityLayer={false}
          margin={{ top: 8, bottom: 8 }}
        >
          <PolarGrid stroke={ink.grid} />
          <PolarAngleAxis dataKey="axis" tick={{ fill: ink.text, fontSize: 12 }} />
          <PolarRadiusAxis domain={[0, 5]} tickCount={6} angle={90} tick={false} axisLine={false} />
          {series.map((s, j) => (
            <Radar
              key={s.name}
              name={s.name}
              dataKey={`s${j}`}
              stroke={colours[j]}
              strokeWidth={2}
              fill={colours[j]}
              fillOpacity={series.length > 1 ? 0.18 : 0.3}
              isAnimationActive={false}
            />
          ))}
          {legend ? <Legend wrapperStyle={{ fontSize: 12, color: ink.text }} /> : null}
        </RechartsRadar>
      </ResponsiveContainer>
    </div>
  );
}
