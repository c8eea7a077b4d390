import { useLingui } from '@lingui/react/macro';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox, TOOLTIP_CARD, useChartLook } from '../../ui/chart-box';
import { useSeriesColours } from '../../ui/chart-colours';

export interface RatingPoint {
  date: string;
  label: string;
  rating: number;
}

/** Overall rating of one strain over time (recharts: load this file lazily). */
export default function StrainRatingsChart({ points }: { points: RatingPoint[] }) {
  const look = useChartLook();
  const { t } = useLingui();
  const [colour] = useSeriesColours(1);
  return (
    <ChartBox chart={LineChart} data={points} margin={{ top: 8, right: 12, bottom: 0, left: -24 }}>
      <CartesianGrid {...look.grid} />
      <XAxis dataKey="label" {...look.axis} />
      <YAxis domain={[0, 5]} ticks={[0, 1, 2, 3, 4, 5]} {...look.axis} />
      <Tooltip contentStyle={TOOLTIP_CARD} />
      <Line
        type="monotone"
        dataKey="rating"
        name={t`Overall`}
        stroke={colour}
        dot={{ r: 4 }}
        {...look.line}
      />
    </ChartBox>
  );
}
