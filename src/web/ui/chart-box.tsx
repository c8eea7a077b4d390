import type { ReactNode } from 'react';
import {
  type AreaChart,
  type BarChart,
  type ComposedChart,
  type LineChart,
  ResponsiveContainer,
} from 'recharts';
import { useChartInk } from './chart-colours';

/** The tooltip every chart here shows under the pointer: a small card. */
export const TOOLTIP_CARD = {
  background: 'var(--card)',
  border: '1px solid var(--border)',
  borderRadius: 12,
  color: 'var(--foreground)',
};

/**
 * A Recharts chart the size of its place (a `ChartSlot`), as a picture only: without Recharts' keyboard
 * layer, as the slot hides it from screen readers. Recharts is large: only files loaded lazily import this.
 */
export function ChartBox<Row>({
  chart: Chart,
  data,
  margin,
  children,
}: {
  chart: typeof LineChart | typeof BarChart | typeof ComposedChart | typeof AreaChart;
  data: Row[];
  margin: { top: number; right: number; bottom: number; left: number };
  children: ReactNode;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <Chart data={data} margin={margin} accessibilityLayer={false}>
        {children}
      </Chart>
    </ResponsiveContainer>
  );
}

/** The page's chart ink (light or dark) as Recharts' grid, axes and tooltips take it. */
export function useChartLook() {
  const ink = useChartInk();
  return {
    ink,
    grid: { stroke: ink.grid, strokeDasharray: '3 3' },
    axis: { tick: { fill: ink.text, fontSize: 11 }, stroke: ink.grid },
    /** The band a bar chart shades under the pointer. */
    barCursor: { fill: ink.grid, opacity: 0.4 },
    /** Series appear drawn (no animation); a line is 2.5 px wide. */
    bars: { isAnimationActive: false },
    line: { strokeWidth: 2.5, isAnimationActive: false },
  };
}
