/**
 * The answer of a personal experiment (decision 0075), from its periods' daily relief, with no I/O.
 *
 * Per block, the difference of the two periods' mean relief (A − B; washout days are left out before this
 * is called, and a period with fewer than PERIOD_RATED_DAYS_MIN rated days does not count, nor does its
 * block). Over the n counted blocks, with a noninformative prior (p(μ, σ) ∝ 1/σ) and the differences taken
 * as normal around μ, the posterior of μ is Student's t with n − 1 degrees of freedom around their mean m,
 * scaled by s/√n: the 95% interval is m ± t(0.975, n − 1)·s/√n and P(A better) = P(μ > 0) = T(n − 1)(m/(s/√n)).
 * s is taken as at least SPREAD_FLOOR.
 */
import jstat from 'jstat';
import {
  type Arm,
  BLOCKS_COUNTED_MIN,
  type ExperimentResult,
  INTERVAL_LEVEL,
  MORE_BLOCKS_HORIZON,
  PERIOD_RATED_DAYS_MIN,
  SPREAD_FLOOR,
  type Verdict,
  WINNER_PROBABILITY,
} from '../../../shared/experiments.js';

const { studentt } = jstat.jStat;

/** One period's relief on each of its counted (not washout) days that were rated. */
export interface PeriodRelief {
  block: number;
  arm: Arm;
  from: string;
  to: string;
  reliefs: number[];
  /** Its last day has passed (or the experiment stopped): a period with too few ratings is then missed. */
  over: boolean;
}

export interface BlockStatistics {
  difference: number;
  interval: [number, number];
  probabilityABetter: number;
  verdict: Exclude<Verdict, 'collecting'>;
  winner: Arm | null;
  moreBlocks: number | null;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Sample standard deviation (n − 1), floored at SPREAD_FLOOR. */
function spread(xs: number[]): number {
  const m = mean(xs);
  const s = Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
  return Math.max(s, SPREAD_FLOOR);
}

/** The t model over n blocks of mean m and spread s. */
function posterior(m: number, s: number, n: number) {
  const se = s / Math.sqrt(n);
  const half = studentt.inv(1 - (1 - INTERVAL_LEVEL) / 2, n - 1) * se;
  return { interval: [m - half, m + half] as [number, number], pA: studentt.cdf(m / se, n - 1) };
}

function verdictOf(m: number, interval: [number, number], pA: number, minimum: number) {
  if (Math.abs(m) >= minimum && (pA >= WINNER_PROBABILITY || 1 - pA >= WINNER_PROBABILITY))
    return { verdict: 'winner' as const, winner: (m > 0 ? 'A' : 'B') as Arm };
  if (interval[0] >= -minimum && interval[1] <= minimum)
    return { verdict: 'no-difference' as const, winner: null };
  return { verdict: 'no-clear-winner' as const, winner: null };
}

/**
 * Statistics over the counted blocks' differences (at least 2). `moreBlocks`, with no clear winner: how
 * many more blocks would settle it if the mean and spread stay as they are (null: not within
 * MORE_BLOCKS_HORIZON).
 */
export function blockStatistics(differences: number[], minimumDifference: number): BlockStatistics {
  const n = differences.length;
  if (n < BLOCKS_COUNTED_MIN) throw new Error('blockStatistics needs at least 2 blocks');
  const m = mean(differences);
  const s = spread(differences);
  const { interval, pA } = posterior(m, s, n);
  const { verdict, winner } = verdictOf(m, interval, pA, minimumDifference);
  let moreBlocks: number | null = null;
  if (verdict === 'no-clear-winner') {
    for (let k = 1; k <= MORE_BLOCKS_HORIZON && moreBlocks === null; k++) {
      const next = posterior(m, s, n + k);
      if (verdictOf(m, next.interval, next.pA, minimumDifference).verdict !== 'no-clear-winner')
        moreBlocks = k;
    }
  }
  return { difference: m, interval, probabilityABetter: pA, verdict, winner, moreBlocks };
}

const points = (n: number) => (Math.round(n * 100) / 100).toFixed(2).replace(/\.?0+$/, '') || '0';
const percent = (p: number) => (p > 0.99 ? 'over 99%' : p < 0.01 ? 'under 1%' : `${Math.round(p * 100)}%`);
const blocksWord = (n: number) => `${n} ${n === 1 ? 'block' : 'blocks'}`;

/** Per-block differences and the periods that were missed, from the periods' reliefs. */
export function countBlocks(periods: PeriodRelief[]) {
  const counts = (p: PeriodRelief) => p.reliefs.length >= PERIOD_RATED_DAYS_MIN;
  const missedPeriods = periods
    .filter((p) => p.over && !counts(p))
    .map((p) => ({ block: p.block, arm: p.arm, from: p.from, to: p.to, ratedDays: p.reliefs.length }));
  const differences: number[] = [];
  for (const block of [...new Set(periods.map((p) => p.block))].sort((a, b) => a - b)) {
    const a = periods.find((p) => p.block === block && p.arm === 'A');
    const b = periods.find((p) => p.block === block && p.arm === 'B');
    if (a && b && counts(a) && counts(b)) differences.push(mean(a.reliefs) - mean(b.reliefs));
  }
  return { differences, missedPeriods };
}

/** The experiment's answer from its periods so far; `stoppedEarly`: it was stopped before its last day. */
export function analyzeExperiment(
  periods: PeriodRelief[],
  minimumDifference: number,
  stoppedEarly: boolean,
): ExperimentResult {
  const { differences, missedPeriods } = countBlocks(periods);
  const n = differences.length;
  const base = { stoppedEarly, blocksCounted: n, missedPeriods };
  const stoppedNote = stoppedEarly ? `Stopped early with ${blocksWord(n)} counted. ` : '';
  if (n < BLOCKS_COUNTED_MIN) {
    return {
      ...base,
      status: stoppedEarly ? 'stopped' : 'collecting',
      verdict: 'collecting',
      difference: n === 0 ? null : differences[0],
      interval: null,
      probabilityABetter: null,
      winner: null,
      moreBlocks: null,
      summary: `${stoppedNote}Collecting: ${blocksWord(n)} counted so far; an answer needs at least ${BLOCKS_COUNTED_MIN}.`,
    };
  }
  const stats = blockStatistics(differences, minimumDifference);
  const [lo, hi] = stats.interval;
  const range = `95% interval ${points(lo)} to ${points(hi)} points`;
  let said: string;
  if (stats.verdict === 'winner') {
    const p = stats.winner === 'A' ? stats.probabilityABetter : 1 - stats.probabilityABetter;
    said = `Product ${stats.winner} helped more: ${points(Math.abs(stats.difference))} points more relief a day (${range}), ${percent(p)} likely better.`;
  } else if (stats.verdict === 'no-difference') {
    said = `No difference worth acting on: the ${range} lies within ±${points(minimumDifference)}.`;
  } else {
    const more =
      stats.moreBlocks === null
        ? ' More blocks are unlikely to settle it soon.'
        : ` About ${blocksWord(stats.moreBlocks)} more would likely settle it.`;
    said = `No clear winner: A minus B is ${points(stats.difference)} points (${range}); A is better with probability ${percent(stats.probabilityABetter)}.${more}`;
  }
  return {
    ...base,
    status: stoppedEarly ? 'stopped' : stats.verdict,
    verdict: stats.verdict,
    difference: stats.difference,
    interval: stats.interval,
    probabilityABetter: stats.probabilityABetter,
    winner: stats.winner,
    moreBlocks: stats.moreBlocks,
    summary: `${stoppedNote}${stoppedEarly ? 'So far: ' : ''}${said}`,
  };
}
