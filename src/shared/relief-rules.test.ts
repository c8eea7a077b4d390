import { describe, expect, it } from 'vitest';
import {
  cannabinoidProfile,
  doseBand,
  reliefDetail,
  reliefGroup,
  reliefSentence,
  type ToleranceWeek,
  usingMoreForSameRelief,
} from './relief-rules.js';

const label = (thc: number | null, cbd: number | null, mg?: [number | null, number | null]) => ({
  thcPercent: thc,
  cbdPercent: cbd,
  thcMg: mg?.[0] ?? null,
  cbdMg: mg?.[1] ?? null,
});

describe('relief rules', () => {
  it('reads a THC:CBD profile at its boundaries, milligrams before percents', () => {
    expect(cannabinoidProfile(label(21, 10))).toBe('thc_dominant'); // 2.1
    expect(cannabinoidProfile(label(20, 10))).toBe('balanced'); // 2
    expect(cannabinoidProfile(label(5, 10))).toBe('balanced'); // 0.5
    expect(cannabinoidProfile(label(4.9, 10))).toBe('cbd_dominant');
    expect(cannabinoidProfile(label(20, 0))).toBe('thc_dominant');
    expect(cannabinoidProfile(label(0, 0))).toBe('unknown');
    expect(cannabinoidProfile(label(20, null))).toBe('unknown');
    expect(cannabinoidProfile(label(20, 0.5, [5, 5]))).toBe('balanced');
    expect(cannabinoidProfile(label(1, 20, [10, null]))).toBe('cbd_dominant');
  });

  it('puts each dose in the band of its lower bound', () => {
    expect([null, 0, 4.999, 5, 9.9, 10, 19.99, 20, 500].map(doseBand)).toEqual([
      'unknown',
      'under_5',
      'under_5',
      '5_to_10',
      '5_to_10',
      '10_to_20',
      '10_to_20',
      '20_plus',
      '20_plus',
    ]);
  });

  it('says a group in plain words, and claims nothing under three sessions', () => {
    const vaporized = reliefGroup('vaporizer', 'Vaporized flower', [2, 3, 4, 5, 3, 4, 3, 2, 5]);
    expect(vaporized).toMatchObject({ sessions: 9, averageRelief: 3.4, spread: 1.1, enough: true });
    expect(reliefSentence(vaporized)).toBe(
      'Vaporized flower: 3.4 lower on average over 9 sessions (usually 2\u2060–\u20605)',
    );
    expect(reliefDetail(reliefGroup('pipe', 'Pipe', [3, 3, 3]))).toBe(
      '3.0 lower on average over 3 sessions (usually 3)',
    );
    expect(reliefDetail(reliefGroup('bong', 'Bong', [-2, 0, 1]))).toBe(
      '0.3 higher on average over 3 sessions (usually -2 to 1)',
    );
    expect(reliefDetail(reliefGroup('bong', 'Bong', [-3, -2, -2]))).toBe(
      '2.3 higher on average over 3 sessions (usually -3 to -2)',
    );
    expect(reliefSentence(reliefGroup('edible', 'Edible', [9, 9]))).toBe(
      'Edible: 2 sessions, not enough sessions yet',
    );
  });

  it('sees more THC for no better relief only over whole weeks with something to compare', () => {
    const weeks = (thc: number[], relief: Array<number | null>): ToleranceWeek[] =>
      thc.map((thcMg, i) => ({ weekStart: `w${i}`, sessions: 1, thcMg, averageRelief: relief[i] }));
    const before = [10, 10, 10, 10];
    const same = Array<number>(9).fill(3);
    // The week in progress (last) is left out.
    expect(usingMoreForSameRelief(weeks([...before, 12, 13, 12, 13, 0], same))).toBe(true); // +25 %
    expect(usingMoreForSameRelief(weeks([...before, 12, 12, 12, 13, 0], same))).toBe(false); // +22.5 %
    expect(usingMoreForSameRelief(weeks([...before, 20, 20, 20, 20, 0], [3, 3, 3, 3, 4, 4, 4, 4, 0]))).toBe(
      false,
    );
    expect(usingMoreForSameRelief(weeks([0, 0, 0, 0, 20, 20, 20, 20, 0], same))).toBe(false);
    expect(
      usingMoreForSameRelief(weeks([...before, 20, 20, 20, 20, 0], [null, null, null, null, 3, 3, 3, 3, 3])),
    ).toBe(false);
    expect(usingMoreForSameRelief(weeks([10, 10, 10, 20, 20, 20, 20, 0], same))).toBe(false); // too few weeks
  });
});
