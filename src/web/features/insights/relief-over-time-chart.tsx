import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReliefMonth } from '../../../shared/relief-rules';
import { SYMPTOM_LEVEL_MAX } from '../../../shared/session-rules';
import { ChartBox, TOOLTIP_CARD, useChartLook } from '../../ui/chart-box';
import { useSeriesColours } from '../../ui/chart-colours';

/** Average relief per month (recharts: load this file lazily). The table beside it says the same. */
export default function ReliefOverTimeChart({ months }: { months: Array<ReliefMonth & { label: string }> }) {
  const look = useChartLook();
  const { t } = useLingui();
  const [colour] = useSeriesColours(1);
  const lowest = Math.min(0, ...months.map((m) => Math.floor(m.averageRelief)));
  return (
    <ChartBox chart={BarChart} data={months} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
      <CartesianGrid {...look.grid} vertical={false} />
      <XAxis dataKey="label" {...look.axis} />
      <YAxis domain={[lowest, SYMPTOM_LEVEL_MAX]} allowDecimals={false} {...look.axis} />
      <Tooltip cursor={look.barCursor} contentStyle={TOOLTIP_CARD} />
      <Bar
        dataKey="averageRelief"
        name={t`Points lower`}
        fill={colour}
        radius={[6, 6, 0, 0]}
        {...look.bars}
      />
    </ChartBox>
  );
}
