import { z } from 'zod';
import { METHODS, PRODUCT_TYPES, SHORT_TEXT_MAX } from './constants.js';
import { ENTRY_MESSAGES } from './entry-rules.js';
import {
  ARMS,
  BLOCKS_MAX,
  BLOCKS_MIN,
  BLOCKS_TOTAL_MAX,
  EXPERIMENT_STATUSES,
  EXTEND_BLOCKS_MAX,
  EXPERIMENT_MESSAGES as M,
  MINIMUM_DIFFERENCE_DEFAULT,
  MINIMUM_DIFFERENCE_MAX,
  PERIOD_DAYS_MAX,
  PERIOD_DAYS_MIN,
  PERIOD_RATED_DAYS_MIN,
  RESULT_STATUSES,
  TIME_OF_DAY_MAX,
  VERDICTS,
  WASHOUT_DAYS_DEFAULT,
} from './experiments-rules.js';
import { REMINDER_TIME_MESSAGE, REMINDER_TIME_PATTERN } from './reminder-rules.js';
import { SYMPTOMS } from './session-rules.js';
import { calendarDay, instant } from './wire.js';

export * from './experiments-rules.js';

const whole = (min: number, max: number, message: string) =>
  z.number({ message }).int(message).min(min, message).max(max, message);

/** One product of the two: a stash item of the caller's, or a strain name with its product type. */
export const armInput = z
  .strictObject(
    {
      stashItemId: z
        .number({ message: M.arm })
        .int(M.arm)
        .positive(M.arm)
        .max(2_147_483_647, M.arm)
        .optional(),
      strainName: z
        .string({ message: M.arm })
        .trim()
        .min(1, ENTRY_MESSAGES.strainName)
        .max(SHORT_TEXT_MAX, ENTRY_MESSAGES.strainNameLong)
        .optional(),
      productType: z.enum(PRODUCT_TYPES, { message: ENTRY_MESSAGES.productType }).optional(),
    },
    { message: M.arm },
  )
  .superRefine((arm, ctx) => {
    const byItem = arm.stashItemId !== undefined;
    const byName = arm.strainName !== undefined || arm.productType !== undefined;
    if (byItem === byName || (!byItem && (arm.strainName === undefined || arm.productType === undefined)))
      ctx.addIssue({ code: 'custom', message: M.arm });
  });
export type ArmInput = z.output<typeof armInput>;

const day = z
  .string({ message: M.startsOn })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.startsOn)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, M.startsOn);

/** "HH:MM" on a 24-hour clock, in the account's zone (the daily reminder's rule). */
const reminderTime = z
  .string({ message: REMINDER_TIME_MESSAGE })
  .regex(REMINDER_TIME_PATTERN, REMINDER_TIME_MESSAGE);

/**
 * `POST /api/experiments`. Left out: the period length (3 days, 4 for edibles: decided once the products
 * are known), 3 blocks, a 1-day washout, a difference of 1 point, a start today (the account's day).
 * That the start is not in the past, and the products are two, needs the server.
 */
export const experimentCreateInput = z
  .strictObject({
    symptom: z.enum(SYMPTOMS, { message: M.symptom }),
    arms: z.array(armInput, { message: M.arms }).length(2, M.arms),
    dose: z.string({ message: M.dose }).trim().min(1, M.dose).max(SHORT_TEXT_MAX, M.dose),
    method: z.enum(METHODS, { message: M.method }),
    timeOfDay: z
      .string({ message: M.timeOfDay })
      .trim()
      .min(1, M.timeOfDay)
      .max(TIME_OF_DAY_MAX, M.timeOfDay),
    /** When the reminder comes on its days; left out (or null), the account's daily reminder time. */
    reminderTime: reminderTime.nullish(),
    periodDays: whole(PERIOD_DAYS_MIN, PERIOD_DAYS_MAX, M.periodDays).optional(),
    blocks: whole(BLOCKS_MIN, BLOCKS_MAX, M.blocks).default(3),
    washoutDays: whole(0, 1, M.washoutDays).default(WASHOUT_DAYS_DEFAULT),
    minimumDifference: z
      .number({ message: M.minimumDifference })
      .gt(0, M.minimumDifference)
      .max(MINIMUM_DIFFERENCE_MAX, M.minimumDifference)
      .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, M.minimumDifference)
      .default(MINIMUM_DIFFERENCE_DEFAULT),
    startsOn: day.optional(),
  })
  .superRefine((plan, ctx) => {
    if (plan.periodDays !== undefined && plan.periodDays - plan.washoutDays < PERIOD_RATED_DAYS_MIN)
      ctx.addIssue({ code: 'custom', path: ['periodDays'], message: M.periodTooShort });
  });
export type ExperimentCreateInput = z.input<typeof experimentCreateInput>;
export type ExperimentCreate = z.output<typeof experimentCreateInput>;

export const experimentExtendInput = z.strictObject({
  blocks: whole(1, EXTEND_BLOCKS_MAX, M.extendBlocks),
});

const arm = z.enum(ARMS);

/** A product as the plan keeps it: the stash item it came from (if any) and what it is. */
export const armSchema = z.object({
  arm,
  stashItemId: z.number().nullable(),
  strainName: z.string(),
  productType: z.string(),
});

/** A day already come: its product, its sessions for the experiment and their mean relief (null: none rated). */
export const experimentDaySchema = z.object({
  day: calendarDay,
  arm,
  block: z.number().int(),
  washout: z.boolean(),
  sessions: z.number().int(),
  relief: z.number().nullable(),
});

export const experimentResultSchema = z.object({
  /** The verdict, or "stopped" for an experiment stopped early (`verdict` then says what the data say). */
  status: z.enum(RESULT_STATUSES),
  verdict: z.enum(VERDICTS),
  stoppedEarly: z.boolean(),
  /** Mean over counted blocks of (A's relief − B's relief), points; null before a block counts. */
  difference: z.number().nullable(),
  /** 95% interval of the difference; null before 2 blocks count. */
  interval: z.tuple([z.number(), z.number()]).nullable(),
  probabilityABetter: z.number().nullable(),
  winner: arm.nullable(),
  blocksCounted: z.number().int(),
  /** Periods over with fewer than 2 rated days (their block does not count). */
  missedPeriods: z.array(
    z.object({
      block: z.number().int(),
      arm,
      from: calendarDay,
      to: calendarDay,
      ratedDays: z.number().int(),
    }),
  ),
  /** With "no-clear-winner": blocks more that would likely settle it if things go on as so far (null: not within 8). */
  moreBlocks: z.number().int().nullable(),
  /** The answer in one sentence, saying no more than the data do. */
  summary: z.string(),
});
export type ExperimentResult = z.infer<typeof experimentResultSchema>;

export const experimentSummarySchema = z.object({
  id: z.number(),
  symptom: z.string(),
  arms: z.array(armSchema),
  dose: z.string(),
  method: z.string(),
  timeOfDay: z.string(),
  /** Its reminder's time on its days; null: the account's daily reminder time. */
  reminderTime: z.string().nullable(),
  periodDays: z.number().int(),
  blocks: z.number().int(),
  washoutDays: z.number().int(),
  minimumDifference: z.number(),
  startsOn: calendarDay,
  endsOn: calendarDay,
  status: z.enum(EXPERIMENT_STATUSES),
  stoppedOn: calendarDay.nullable(),
  createdAt: instant,
  /** Today's product, while today is an experiment day; never a day to come. */
  today: z
    .object({
      day: calendarDay,
      arm,
      block: z.number().int(),
      dayOfPeriod: z.number().int(),
      washout: z.boolean(),
      sessions: z.number().int(),
    })
    .nullable(),
  /** Days with a session of the experiment, of the days planned so far (yesterday's and before, today once logged). */
  adherence: z.object({
    daysLogged: z.number().int(),
    daysSoFar: z.number().int(),
    daysPlanned: z.number().int(),
  }),
  result: experimentResultSchema,
});
export type ExperimentSummary = z.infer<typeof experimentSummarySchema>;

/** `GET /api/experiments/{id}` and the writes' answers: the summary with every day already come. */
export const experimentSchema = experimentSummarySchema.extend({ days: z.array(experimentDaySchema) });
export type Experiment = z.infer<typeof experimentSchema>;
export const experimentListSchema = z.array(experimentSummarySchema);

/**
 * An experiment in the clinician report and its shared link: the protocol, adherence and the answer with
 * its uncertainty (never a day to come, nor the stash item ids).
 */
export const experimentReportSchema = experimentSummarySchema
  .omit({ id: true, today: true, createdAt: true, reminderTime: true })
  .extend({
    arms: z.array(armSchema.omit({ stashItemId: true })),
  });
export type ExperimentReport = z.infer<typeof experimentReportSchema>;

const importDay = z.object({ day, arm });

/**
 * One experiment of an import (our export's `experiments`): the plan, the days already come with their
 * products (the orders of blocks not yet begun are drawn again), and its sessions by the export's entry ids.
 */
export const experimentImportInput = z.object({
  symptom: z.enum(SYMPTOMS, { message: M.symptom }),
  arms: z
    .array(
      z.object({
        stashItemId: z.number().int().nullish(),
        strainName: z.string().trim().min(1, ENTRY_MESSAGES.strainName).max(SHORT_TEXT_MAX),
        productType: z.enum(PRODUCT_TYPES, { message: ENTRY_MESSAGES.productType }),
      }),
      { message: M.arms },
    )
    .length(2, M.arms),
  dose: z.string({ message: M.dose }).trim().min(1, M.dose).max(SHORT_TEXT_MAX, M.dose),
  method: z.enum(METHODS, { message: M.method }),
  timeOfDay: z.string({ message: M.timeOfDay }).trim().min(1, M.timeOfDay).max(TIME_OF_DAY_MAX, M.timeOfDay),
  reminderTime: reminderTime.nullish(),
  periodDays: whole(PERIOD_DAYS_MIN, PERIOD_DAYS_MAX, M.periodDays),
  blocks: whole(BLOCKS_MIN, BLOCKS_TOTAL_MAX, M.blocks),
  washoutDays: whole(0, 1, M.washoutDays),
  minimumDifference: z.number({ message: M.minimumDifference }).gt(0).max(MINIMUM_DIFFERENCE_MAX),
  startsOn: day,
  stoppedOn: day.nullish(),
  createdAt: z.iso.datetime({ offset: true }).nullish(),
  days: z
    .array(importDay)
    .max(BLOCKS_TOTAL_MAX * 2 * PERIOD_DAYS_MAX)
    .default([]),
  sessions: z
    .array(z.object({ entryId: z.number().int(), day, arm }))
    .max(20_000)
    .default([]),
});
export type ExperimentImport = z.output<typeof experimentImportInput>;
