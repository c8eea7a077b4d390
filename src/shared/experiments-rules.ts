/**
 * Personal experiments (N-of-1 trials), without zod: two products alternate over repeated blocks (A then B,
 * or B then A, drawn at random per block and kept on the server), and the answer says how sure it is
 * (decision 0075). Screens that only show an experiment load this, not the schemas.
 */

import { productTypeLabel } from './entry-rules.js';

/** How long each product is taken in a row, in days. */
export const PERIOD_DAYS_MIN = 1;
export const PERIOD_DAYS_MAX = 14;
export const PERIOD_DAYS_DEFAULT = 3;
/** Edibles act longer and linger: a longer period by default. */
export const PERIOD_DAYS_EDIBLE = 4;
/** Blocks (each one period of A and one of B) planned at creation. */
export const BLOCKS_MIN = 2;
export const BLOCKS_MAX = 8;
export const BLOCKS_DEFAULT = 3;
/** Blocks an experiment may reach by extending, and blocks one extension adds at most. */
export const BLOCKS_TOTAL_MAX = 16;
export const EXTEND_BLOCKS_MAX = 8;
/** Days at the start of each period that do not count (the last product may still act). */
export const WASHOUT_DAYS = [0, 1] as const;
export const WASHOUT_DAYS_DEFAULT = 1;
/** A period counts only with at least this many rated days (after its washout). */
export const PERIOD_RATED_DAYS_MIN = 2;
/** The smallest difference worth acting on, in points of relief on the 0–10 scale. */
export const MINIMUM_DIFFERENCE_DEFAULT = 1;
export const MINIMUM_DIFFERENCE_MAX = 5;
/** How far ahead an experiment may be planned to start. */
export const STARTS_WITHIN_DAYS = 90;
export const TIME_OF_DAY_MAX = 40;

/** A winner is named only at this probability (for either product). */
export const WINNER_PROBABILITY = 0.95;
/** The interval the answer gives (and that must lie within ±minimum for "no difference"). */
export const INTERVAL_LEVEL = 0.95;
/** With fewer blocks counted the answer is still "collecting". */
export const BLOCKS_COUNTED_MIN = 2;
/**
 * The spread of block differences is taken as at least this (points): whole-point ratings measure no finer,
 * and blocks that happen to agree exactly would otherwise claim certainty from two numbers.
 */
export const SPREAD_FLOOR = 0.5;
/** "More blocks would likely settle it" looks this many blocks ahead at most. */
export const MORE_BLOCKS_HORIZON = 8;

export const ARMS = ['A', 'B'] as const;
export type Arm = (typeof ARMS)[number];
/** A block's order: A's period first, or B's. */
export const BLOCK_ORDERS = ['AB', 'BA'] as const;
export type BlockOrder = (typeof BLOCK_ORDERS)[number];

export const VERDICTS = ['collecting', 'winner', 'no-clear-winner', 'no-difference'] as const;
export type Verdict = (typeof VERDICTS)[number];
export const RESULT_STATUSES = [...VERDICTS, 'stopped'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
/** Where the plan stands: before its first day, on its days, past its last day, or stopped early. */
export const EXPERIMENT_STATUSES = ['scheduled', 'running', 'finished', 'stopped'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

export const EXPERIMENT_MESSAGES = {
  symptom: 'Pick the symptom the experiment is about',
  arms: 'An experiment compares exactly two products',
  arm: 'Each product is a stash item (stashItemId) or a strain name with its product type',
  sameArm: 'The two products are the same: pick two different ones',
  stashItem: 'That stash item is not in your stash',
  dose: 'Say the dose you will take each time',
  method: 'Please select a consumption method',
  timeOfDay: `Say when in the day you will take it (at most ${TIME_OF_DAY_MAX} characters), e.g. "before bed"`,
  periodDays: `A period is ${PERIOD_DAYS_MIN} to ${PERIOD_DAYS_MAX} days`,
  periodTooShort: `Each period needs at least ${PERIOD_RATED_DAYS_MIN} days that count after its washout: make the periods longer or set the washout to 0`,
  blocks: `Plan ${BLOCKS_MIN} to ${BLOCKS_MAX} blocks`,
  washoutDays: 'The washout is 0 or 1 day',
  minimumDifference: `The smallest difference worth acting on is above 0 and at most ${MINIMUM_DIFFERENCE_MAX} points, in steps of 0.1`,
  startsOn: 'The start must be a real day written YYYY-MM-DD',
  startsInPast: 'An experiment starts today or later, never in the past',
  startsTooLate: `An experiment starts within ${STARTS_WITHIN_DAYS} days`,
  activeForSymptom: 'You already have an experiment running for this symptom: stop it or let it finish first',
  extendBlocks: `Extend by 1 to ${EXTEND_BLOCKS_MAX} blocks`,
  extendTooMany: `An experiment has at most ${BLOCKS_TOTAL_MAX} blocks`,
  extendEnded: 'This experiment has ended: start a new one',
  stopEnded: 'This experiment has already ended',
  experimentId: 'Pick one of your experiments',
  notFound: 'Experiment not found',
} as const;

/** The session's day is not one of the experiment's days (before it, after it, or after it was stopped). */
export const notAnExperimentDay = (day: string) => `Your experiment has no day on ${day}`;
/** A session of another product on an experiment day: names the day's product. */
export const wrongArmMessage = (arm: Arm, product: string, day: string) =>
  `On ${day} your experiment is product ${arm}: ${product}. Log that product, or log this session outside the experiment`;

/** The period length when none is given: longer for edibles. */
export function defaultPeriodDays(productTypes: string[], method: string): number {
  return method === 'edible' || productTypes.includes('edible') ? PERIOD_DAYS_EDIBLE : PERIOD_DAYS_DEFAULT;
}

/** Days from `from` to `to` ('YYYY-MM-DD'), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function plusDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The plan's shape: enough to place any day in it. */
export interface PlanShape {
  startsOn: string;
  periodDays: number;
  washoutDays: number;
  blocks: number;
}

export const planLength = (plan: PlanShape) => plan.blocks * 2 * plan.periodDays;
export const lastDayOf = (plan: PlanShape) => plusDays(plan.startsOn, planLength(plan) - 1);

/** Where a day falls in the plan (block and period from 1), or null outside it. */
export function placeOf(plan: PlanShape, day: string) {
  const index = daysBetween(plan.startsOn, day);
  if (index < 0 || index >= planLength(plan)) return null;
  const dayOfPeriod = (index % plan.periodDays) + 1;
  return {
    index,
    block: Math.floor(index / (2 * plan.periodDays)) + 1,
    period: (Math.floor(index / plan.periodDays) % 2) + 1,
    dayOfPeriod,
    washout: dayOfPeriod <= plan.washoutDays,
  };
}

/** The product of a block's first or second period. */
export const armOf = (order: BlockOrder, period: number): Arm => order[period - 1] as Arm;

/** A product in words: "Gelato edible", "Blue Dream flower". */
export function productName(arm: { strainName: string; productType: string }): string {
  return `${arm.strainName} ${productTypeLabel(arm.productType).toLowerCase()}`;
}
