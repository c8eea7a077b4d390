/**
 * Personal experiments (N-of-1 trials), without zod: two products alternate over repeated blocks (A then B,
 * or B then A, drawn at random per block and kept on the server), and the answer says how sure it is
 * (decision 0075). Screens that only show an experiment load this, not the schemas.
 */

import { productTypeLabel } from './entry-rules.js';
import { type Message, type MessageValue, message } from './message.js';

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
  symptom: /*i18n*/ 'Pick the symptom the experiment is about',
  arms: /*i18n*/ 'An experiment compares exactly two products',
  arm: /*i18n*/ 'Each product is a stash item (stashItemId) or a strain name with its product type',
  sameArm: /*i18n*/ 'The two products are the same: pick two different ones',
  stashItem: /*i18n*/ 'That stash item is not in your stash',
  dose: /*i18n*/ 'Say the dose you will take each time',
  method: /*i18n*/ 'Please select a consumption method',
  timeOfDay: message(
    /*i18n*/ 'Say when in the day you will take it (at most {max} characters), e.g. "before bed"',
    { max: TIME_OF_DAY_MAX },
  ),
  periodDays: message(/*i18n*/ 'A period is {min} to {max} days', {
    min: PERIOD_DAYS_MIN,
    max: PERIOD_DAYS_MAX,
  }),
  periodTooShort: message(
    /*i18n*/ 'Each period needs at least {min} days that count after its washout: make the periods longer or set the washout to 0',
    { min: PERIOD_RATED_DAYS_MIN },
  ),
  blocks: message(/*i18n*/ 'Plan {min} to {max} blocks', { min: BLOCKS_MIN, max: BLOCKS_MAX }),
  washoutDays: /*i18n*/ 'The washout is 0 or 1 day',
  minimumDifference: message(
    /*i18n*/ 'The smallest difference worth acting on is above 0 and at most {max} points, in steps of 0.1',
    { max: MINIMUM_DIFFERENCE_MAX },
  ),
  startsOn: /*i18n*/ 'The start must be a real day written YYYY-MM-DD',
  startsInPast: /*i18n*/ 'An experiment starts today or later, never in the past',
  startsTooLate: message(/*i18n*/ 'An experiment starts within {max} days', { max: STARTS_WITHIN_DAYS }),
  activeForSymptom:
    /*i18n*/ 'You already have an experiment running for this symptom: stop it or let it finish first',
  extendBlocks: message(/*i18n*/ 'Extend by 1 to {max} blocks', { max: EXTEND_BLOCKS_MAX }),
  extendTooMany: message(/*i18n*/ 'An experiment has at most {max} blocks', { max: BLOCKS_TOTAL_MAX }),
  extendEnded: /*i18n*/ 'This experiment has ended: start a new one',
  stopEnded: /*i18n*/ 'This experiment has already ended',
  experimentId: /*i18n*/ 'Pick one of your experiments',
  notFound: /*i18n*/ 'Experiment not found',
} as const;

/** The session's day is not one of the experiment's days (before it, after it, or after it was stopped). */
export const notAnExperimentDay = (day: string): Message => ({
  id: /*i18n*/ 'Your experiment has no day on {day}',
  values: { day },
});
/** A session of another product on an experiment day: names the day's product. */
export const wrongArmMessage = (arm: Arm, product: MessageValue, day: string): Message => ({
  id: /*i18n*/ 'On {day} your experiment is product {arm}: {product}. Log that product, or log this session outside the experiment',
  values: { day, arm, product },
});

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
