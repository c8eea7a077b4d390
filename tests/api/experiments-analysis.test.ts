import jstat from 'jstat';
import { describe, expect, it } from 'vitest';
import {
  analyzeExperiment,
  blockStatistics,
  countBlocks,
  type PeriodRelief,
} from '../../src/server/domain/experiments/analysis.js';

/** A block's two periods with the given counted daily reliefs. */
function block(n: number, a: number[], b: number[], over = true): PeriodRelief[] {
  return [
    { block: n, arm: 'A', from: `2026-01-0${n}`, to: `2026-01-0${n}`, reliefs: a, over },
    { block: n, arm: 'B', from: `2026-01-0${n}`, to: `2026-01-0${n}`, reliefs: b, over },
  ];
}

/** mulberry32: a small seeded generator, so the simulation is the same on every run. */
function seeded(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Box–Muller
  return () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

describe('the t distribution the analysis uses agrees with the printed table', () => {
  it.each([
    [1, 12.706],
    [2, 4.303],
    [4, 2.776],
    [5, 2.571],
    [9, 2.262],
  ])('t(0.975, %i) = %f', (df, table) => {
    expect(jstat.jStat.studentt.inv(0.975, df)).toBeCloseTo(table, 3);
  });
});

describe('block statistics, worked by hand', () => {
  it('differences 2, 1, 3 (min 1): mean 2, interval 2 ± 4.303·1/√3, P(A better) 0.963: A wins', () => {
    // s = 1, se = 1/√3 = 0.57735; half width = 4.303 × 0.57735 = 2.4843 (t from the table).
    // P = T₂(2/0.57735) = T₂(3.4641); for 2 degrees of freedom T₂(t) = ½ + t / (2√(2 + t²)) = 0.96291.
    const s = blockStatistics([2, 1, 3], 1);
    expect(s.difference).toBeCloseTo(2, 10);
    expect(s.interval[0]).toBeCloseTo(2 - 2.4843, 3);
    expect(s.interval[1]).toBeCloseTo(2 + 2.4843, 3);
    expect(s.probabilityABetter).toBeCloseTo(0.96291, 4);
    expect(s.verdict).toBe('winner');
    expect(s.winner).toBe('A');
    expect(s.moreBlocks).toBeNull();
  });

  it('the same with B ahead names B, at the mirrored probability', () => {
    const s = blockStatistics([-2, -1, -3], 1);
    expect(s.probabilityABetter).toBeCloseTo(1 - 0.96291, 4);
    expect(s.winner).toBe('B');
  });

  it('a large difference at 94.5% is no clear winner yet, and one more block like these would settle it', () => {
    // m = 1.6667, s = 1.0408, se = 0.6009, t = 2.7735: T₂ = ½ + t/(2√(2 + t²)) = 0.9454 (< 0.95).
    // With n = 4: t = 1.6667/(1.0408/2) = 3.2028, T₃ = ½ + (t/(√3(1 + t²/3)) + atan(t/√3))/π = 0.9754.
    const s = blockStatistics([2, 0.5, 2.5], 1);
    expect(s.probabilityABetter).toBeCloseTo(0.9454, 3);
    expect(s.verdict).toBe('no-clear-winner');
    expect(s.winner).toBeNull();
    expect(s.moreBlocks).toBe(1);
  });

  it('a small, noisy difference is no clear winner, and more blocks would not settle it soon', () => {
    // m = 0.5, s = √2, se = 1; interval 0.5 ± 12.706; P = T₁(0.5) = ½ + atan(0.5)/π = 0.6476.
    const s = blockStatistics([1.5, -0.5], 1);
    expect(s.interval[0]).toBeCloseTo(0.5 - 12.706, 2);
    expect(s.interval[1]).toBeCloseTo(0.5 + 12.706, 2);
    expect(s.probabilityABetter).toBeCloseTo(0.6476, 4);
    expect(s.verdict).toBe('no-clear-winner');
    expect(s.moreBlocks).toBeNull();
  });

  it('an interval inside ±minimum is "no difference" (the spread floored at 0.5)', () => {
    // sd of these is 0.19 < 0.5, so s = 0.5; se = 0.5/√6 = 0.2041; half = 2.571 × 0.2041 = 0.5248.
    const s = blockStatistics([0.2, -0.1, 0.1, 0, 0.3, -0.2], 1);
    expect(s.difference).toBeCloseTo(0.05, 10);
    expect(s.interval[0]).toBeCloseTo(0.05 - 0.5248, 3);
    expect(s.interval[1]).toBeCloseTo(0.05 + 0.5248, 3);
    expect(s.verdict).toBe('no-difference');
  });

  it('two identical blocks do not claim certainty: the spread floor keeps P(A better) at 0.944', () => {
    // s = 0.5 (floor), se = 0.3536, t = 5.657; T₁ = ½ + atan(5.657)/π = 0.9443.
    const s = blockStatistics([2, 2], 1);
    expect(s.probabilityABetter).toBeCloseTo(0.9443, 3);
    expect(s.verdict).toBe('no-clear-winner');
  });

  it('a winner needs the minimum difference too, however sure', () => {
    const s = blockStatistics([0.8, 0.9, 0.7, 0.8, 0.9, 0.7, 0.8, 0.8], 1);
    expect(s.probabilityABetter).toBeGreaterThan(0.99);
    expect(s.verdict).not.toBe('winner');
  });
});

describe('counting blocks', () => {
  it('a period with fewer than 2 rated days does not count, nor its block; it is listed once over', () => {
    const periods = [...block(1, [4, 4], [2, 2]), ...block(2, [5], [2, 2]), ...block(3, [3], [1, 1], false)];
    const { differences, missedPeriods } = countBlocks(periods);
    expect(differences).toEqual([2]);
    // Block 3's A period is still going: not missed yet.
    expect(missedPeriods).toEqual([
      { block: 2, arm: 'A', from: '2026-01-02', to: '2026-01-02', ratedDays: 1 },
    ]);
  });

  it('with fewer than 2 counted blocks the answer is "collecting" and claims nothing', () => {
    const r = analyzeExperiment([...block(1, [4, 4], [2, 2]), ...block(2, [5], [2, 2])], 1, false);
    expect(r).toMatchObject({
      status: 'collecting',
      verdict: 'collecting',
      blocksCounted: 1,
      difference: 2,
      interval: null,
      probabilityABetter: null,
      winner: null,
    });
    expect(r.missedPeriods).toHaveLength(1);
  });

  it('an early stop says so and still shows the analysis so far', () => {
    const r = analyzeExperiment([...block(1, [4, 4], [2, 2]), ...block(2, [3, 3], [2, 2])], 1, true);
    expect(r.status).toBe('stopped');
    expect(r.stoppedEarly).toBe(true);
    expect(r.verdict).toBe('no-clear-winner');
    expect(r.blocksCounted).toBe(2);
    expect(r.difference).toBeCloseTo(1.5, 10);
    expect(r.summary).toMatch(/^Stopped early with 2 blocks counted\. So far: No clear winner/);
  });

  it('an early stop before two blocks count is stopped, and still collecting', () => {
    const r = analyzeExperiment(block(1, [4, 4], [2]), 1, true);
    expect(r).toMatchObject({ status: 'stopped', verdict: 'collecting', blocksCounted: 0 });
    expect(r.missedPeriods).toEqual([
      { block: 1, arm: 'B', from: '2026-01-01', to: '2026-01-01', ratedDays: 1 },
    ]);
  });
});

describe('a simulated experiment with a known difference', () => {
  /** Daily relief: A 2 points above B, normal noise of sd 1.5 a day, 4-day periods after a washout day. */
  function simulate(normal: () => number, blocks: number, trueDifference: number) {
    const periods: PeriodRelief[] = [];
    for (let b = 1; b <= blocks; b++) {
      const day = (base: number) => Array.from({ length: 3 }, () => base + 1.5 * normal());
      periods.push(...block(b, day(3 + trueDifference), day(3)));
    }
    return analyzeExperiment(periods, 1, false);
  }

  it('8 blocks find A better, the interval holding the true difference', () => {
    const r = simulate(seeded(60), 8, 2);
    expect(r.verdict).toBe('winner');
    expect(r.winner).toBe('A');
    expect(r.interval![0]).toBeLessThan(2);
    expect(r.interval![1]).toBeGreaterThan(2);
  });

  it('the 95% interval holds the true difference in about 95% of 400 experiments of 3 blocks', () => {
    const normal = seeded(2026);
    let covered = 0;
    let wrongWinner = 0;
    for (let i = 0; i < 400; i++) {
      const r = simulate(normal, 3, 2);
      if (r.interval![0] <= 2 && 2 <= r.interval![1]) covered++;
      if (r.winner === 'B') wrongWinner++;
    }
    expect(covered / 400).toBeGreaterThan(0.92);
    expect(wrongWinner).toBe(0);
  });

  it('with no true difference, a winner is named rarely (at most about 5% of the time)', () => {
    const normal = seeded(7);
    let winners = 0;
    for (let i = 0; i < 400; i++) if (simulate(normal, 3, 0).verdict === 'winner') winners++;
    expect(winners / 400).toBeLessThan(0.06);
  });
});
