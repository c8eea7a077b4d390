import { useLingui } from '@lingui/react/macro';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { ToleranceWeek } from '../../../shared/relief-rules';
import { SYMPTOM_LEVEL_MAX } from '../../../shared/session-rules';
import { ChartBox, TOOLTIP_CARD, useChartLook } from '../../ui/chart-box';
import { useSeriesColours } from '../../ui/chart-colours';

/** THC per week (bars) beside relief (a line) (recharts: load this file lazily). */
export default function ToleranceChart({ weeks }: { weeks: Array<ToleranceWeek & { label: string }> }) {
  const look = useChartLook();
  const { t } = useLingui();
  const [thc, relief] = useSeriesColours(2);
  return (
    <ChartBox chart={ComposedChart} data={weeks} margin={{ top: 8, right: -8, bottom: 0, left: -16 }}>
      <CartesianGrid {...look.grid} vertical={false} />
      <XAxis dataKey="label" {...look.axis} interval="preserveStartEnd" minTickGap={12} />
      <YAxis yAxisId="mg" {...look.axis} allowDecimals={false} />
      <YAxis
        yAxisId="relief"
        orientation="right"
        domain={[0, SYMPTOM_LEVEL_MAX]}
        {...look.axis}
        allowDecimals={false}
      />
      <Tooltip cursor={look.barCursor} contentStyle={TOOLTIP_CARD} />
      <Legend wrapperStyle={{ fontSize: 12, color: look.ink.text }} />
      <Bar yAxisId="mg" dataKey="thcMg" name={t`THC (mg)`} fill={thc} radius={[4, 4, 0, 0]} {...look.bars} />
      <Line
        yAxisId="relief"
        dataKey="averageRelief"
        name={t`Relief (points lower)`}
        stroke={relief}
        dot={{ r: 3 }}
        connectNulls
        {...look.line}
      />
    </ChartBox>
  );
}
