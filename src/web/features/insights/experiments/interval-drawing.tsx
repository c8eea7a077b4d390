import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ExperimentSummary } from '../../../../shared/experiments';
import { SYMPTOM_LEVEL_MAX } from '../../../../shared/session-rules';
import { formatNumber, pluralOf } from '../../../lib/format';
import { differenceWords } from './experiment-words';

const W = 600;
const PAD = 12;
const AXIS = SYMPTOM_LEVEL_MAX;
const x = (v: number) => PAD + ((Math.max(-AXIS, Math.min(AXIS, v)) + AXIS) / (2 * AXIS)) * (W - 2 * PAD);
const TICKS = [-10, -5, 0, 5, 10];

/**
 * The answer's uncertainty, drawn: the difference A − B on a −10…10 axis (right: A helps more), the band
 * of ±minimum (differences too small to act on), zero, the 95% interval as a bar and the estimate as a
 * dot. An end beyond the axis is drawn as an arrow. Named and described in words for a screen reader.
 */
export function IntervalDrawing({
  experiment,
}: {
  experiment: Pick<ExperimentSummary, 'arms' | 'minimumDifference' | 'result'>;
}) {
  const id = useId();
  const { t } = useLingui();
  const { result, minimumDifference: min } = experiment;
  const m = result.difference;
  const interval = result.interval;
  const y = 20;
  const line = { vectorEffect: 'non-scaling-stroke' } as const;
  return (
    <figure className="max-w-xl space-y-1">
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>
          <Trans>← B helps more</Trans>
        </span>
        <span>
          <Trans>A helps more →</Trans>
        </span>
      </div>
      <svg
        viewBox={`0 0 ${W} 40`}
        className="w-full text-foreground"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{t`Difference in relief, A minus B, with its 95% likely range`}</title>
        <desc id={`${id}-desc`}>{differenceWords(result, experiment.arms)}</desc>
        <rect x={x(-min)} y={y - 12} width={x(min) - x(-min)} height={24} rx={4} className="fill-muted" />
        <line {...line} x1={PAD} x2={W - PAD} y1={y} y2={y} className="stroke-border" strokeWidth={2} />
        <line
          {...line}
          x1={x(0)}
          x2={x(0)}
          y1={y - 14}
          y2={y + 14}
          className="stroke-muted-foreground"
          strokeWidth={1.5}
        />
        {interval ? (
          <g className="stroke-primary" strokeWidth={5} strokeLinecap="round">
            <line {...line} x1={x(interval[0])} x2={x(interval[1])} y1={y} y2={y} strokeWidth={6} />
            {interval[0] < -AXIS ? (
              <path
                d={`M${x(-AXIS) + 10} ${y - 10} L${x(-AXIS)} ${y} L${x(-AXIS) + 10} ${y + 10}`}
                fill="none"
                strokeWidth={3}
              />
            ) : null}
            {interval[1] > AXIS ? (
              <path
                d={`M${x(AXIS) - 10} ${y - 10} L${x(AXIS)} ${y} L${x(AXIS) - 10} ${y + 10}`}
                fill="none"
                strokeWidth={3}
              />
            ) : null}
          </g>
        ) : null}
        {m !== null ? (
          <circle
            cx={x(m)}
            cy={y}
            r={9}
            className="fill-card stroke-primary"
            strokeWidth={3}
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
      </svg>
      <div className="relative h-4 text-xs tabular-nums text-muted-foreground" aria-hidden="true">
        {TICKS.map((tick) => (
          <span key={tick} className="absolute -translate-x-1/2" style={{ left: `${(x(tick) / W) * 100}%` }}>
            {tick > 0 ? `+${formatNumber(tick)}` : tick < 0 ? `−${formatNumber(-tick)}` : '0'}
          </span>
        ))}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        {t`Dot: the average difference. Bar: where it likely lies (95%). Shaded: within ±${select(pluralOf(min, min % 1 ? 1 : 0), { one: `${formatNumber(min)} point`, other: `${formatNumber(min)} points` })}, too small to act on.`}
      </figcaption>
    </figure>
  );
}
