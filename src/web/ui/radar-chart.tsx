import { useChartInk, useSeriesColours } from './chart-colours';

export interface RadarSeries {
  name: string;
  /** One value per axis, in the axes' order (0–5). */
  values: number[];
}

const MAX = 5;
/** Width of the drawing per unit of height: room for the axis labels left and right of the web. */
const ASPECT = 1.7;

/**
 * A radar chart on the 0–5 rating scale, drawn as plain SVG (a polygon per series over N axes, the first
 * axis at the top, clockwise): a few hundred bytes where a chart library cost about 100 kB on the first
 * load of home (decision 0030). It is a picture only: callers show the same numbers as text beside it.
 */
export function RadarChart({
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
  const ink = useChartInk();
  const colours = useSeriesColours(series.length);
  const width = Math.round(height * ASPECT);
  const cx = width / 2;
  const cy = height / 2;
  const radius = (height / 2) * 0.72;
  const n = axes.length;
  const at = (i: number, r: number) => {
    const angle = (2 * Math.PI * i) / n;
    return [cx + r * Math.sin(angle), cy - r * Math.cos(angle)] as const;
  };
  const points = (value: (i: number) => number) =>
    axes
      .map((_, i) => {
        const [x, y] = at(i, (radius * Math.max(0, Math.min(MAX, value(i)))) / MAX);
        return `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`;
      })
      .join(' ');
  return (
    <div aria-hidden="true" className="w-full">
      <svg
        data-chart="radar"
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="xMidYMid meet"
        style={{ height }}
        className="block w-full"
      >
        <g fill="none" stroke={ink.grid}>
          {[1, 2, 3, 4, 5].map((step) => (
            <polygon key={step} points={points(() => step)} />
          ))}
          {axes.map((axis, i) => {
            const [x, y] = at(i, radius);
            return <line key={axis} x1={cx} y1={cy} x2={x} y2={y} />;
          })}
        </g>
        {series.map((s, j) => (
          <polygon
            key={s.name}
            points={points((i) => s.values[i] ?? 0)}
            stroke={colours[j]}
            strokeWidth={2}
            strokeLinejoin="round"
            fill={colours[j]}
            fillOpacity={series.length > 1 ? 0.18 : 0.3}
          />
        ))}
        <g fill={ink.text} fontSize={12}>
          {axes.map((axis, i) => {
            const [x, y] = at(i, radius + 10);
            const angle = (2 * Math.PI * i) / n;
            const sin = Math.sin(angle);
            const cos = Math.cos(angle);
            return (
              <text
                key={axis}
                x={x}
                y={y}
                textAnchor={sin > 0.1 ? 'start' : sin < -0.1 ? 'end' : 'middle'}
                dominantBaseline={cos > 0.1 ? 'auto' : cos < -0.1 ? 'hanging' : 'middle'}
              >
                {axis}
              </text>
            );
          })}
        </g>
      </svg>
      {legend ? (
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs" style={{ color: ink.text }}>
          {series.map((s, j) => (
            <li key={s.name} className="flex items-center gap-1.5">
              <span className="inline-block size-2.5 rounded-full" style={{ background: colours[j] }} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
