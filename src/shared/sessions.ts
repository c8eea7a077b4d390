import { z } from 'zod';
import { SHORT_TEXT_MAX } from './constants.js';
import {
  type SymptomRelief,
  type TakeNowItem,
  TOLERANCE_WEEKS_DEFAULT,
  TOLERANCE_WEEKS_MAX,
  TOLERANCE_WEEKS_MESSAGE,
  type Tolerance,
} from './relief-rules.js';
import {
  CONSUMED_AT_EARLIEST,
  CURRENCY_MESSAGE,
  DURATION_MAX_MINUTES,
  hasAtMostDecimals,
  isCurrency,
  type ManagerRelief,
  MG_DECIMALS,
  MG_MAX,
  ONSET_MAX_MINUTES,
  PERCENT_DECIMALS,
  PRICE_MAX,
  type ReliefInsight,
  SESSION_MESSAGES,
  SYMPTOM_LEVEL_MAX,
  SYMPTOMS,
  TERPENES,
} from './session-rules.js';
import { calendarDay, instant } from './wire.js';

export * from './session-rules.js';

const level = z
  .number({ message: SESSION_MESSAGES.level })
  .int(SESSION_MESSAGES.level)
  .min(0, SESSION_MESSAGES.level)
  .max(SYMPTOM_LEVEL_MAX, SESSION_MESSAGES.level);

export const outcomeInput = z.strictObject({
  symptom: z.enum(SYMPTOMS, { message: SESSION_MESSAGES.symptom }),
  before: level,
  after: level.nullish().transform((v) => v ?? null),
});

/** A list of symptoms' levels names each symptom once. */
export function eachSymptomOnce(list: Array<{ symptom: string }>, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  list.forEach((o, i) => {
    if (seen.has(o.symptom))
      ctx.addIssue({ code: 'custom', path: [i, 'symptom'], message: SESSION_MESSAGES.symptomOnce });
    seen.add(o.symptom);
  });
}

const outcomes = z
  .array(outcomeInput, { message: SESSION_MESSAGES.symptom })
  .max(SYMPTOMS.length, SESSION_MESSAGES.symptomOnce)
  .superRefine(eachSymptomOnce);

/** "How do you feel now?": the session's symptoms, each open one given its "after" level. */
export const followUpInput = z.object({ outcomes });
export type FollowUpInput = z.input<typeof followUpInput>;

const wholeMinutes = (max: number, message: string) =>
  z.number({ message }).int(message).min(0, message).max(max, message);

const amount = (max: number, places: number, message: string) =>
  z
    .number({ message })
    .min(0, message)
    .max(max, message)
    .refine((n) => hasAtMostDecimals(n, places), { message });

const label = (message: string) =>
  z
    .string({ message })
    .trim()
    .max(SHORT_TEXT_MAX, message)
    .transform((v) => v || null);

const terpenes = z
  .array(z.enum(TERPENES, { message: SESSION_MESSAGES.terpene }), { message: SESSION_MESSAGES.terpene })
  .max(TERPENES.length * 2, SESSION_MESSAGES.terpene)
  .transform((list) => TERPENES.filter((t) => list.includes(t)));

const consumedAt = z.iso
  .datetime({ offset: true, message: SESSION_MESSAGES.consumedAtFormat })
  .refine((v) => Date.parse(v) >= Date.parse(CONSUMED_AT_EARLIEST), {
    message: SESSION_MESSAGES.consumedAtPast,
  });

/**
 * The session fields of `POST` and `PUT /api/entries`. Left out, a field keeps its value (on create: none);
 * null clears it. The "not in the future" rule needs the server's clock, so `sessionTimeProblem` checks it.
 */
export const sessionFields = {
  consumedAt: consumedAt.nullish(),
  outcomes: outcomes.nullish(),
  onsetMinutes: wholeMinutes(ONSET_MAX_MINUTES, SESSION_MESSAGES.onset).nullish(),
  durationMinutes: wholeMinutes(DURATION_MAX_MINUTES, SESSION_MESSAGES.duration).nullish(),
  thcPercent: amount(100, PERCENT_DECIMALS, SESSION_MESSAGES.thcPercent).nullish(),
  cbdPercent: amount(100, PERCENT_DECIMALS, SESSION_MESSAGES.cbdPercent).nullish(),
  thcMg: amount(MG_MAX, MG_DECIMALS, SESSION_MESSAGES.thcMg).nullish(),
  cbdMg: amount(MG_MAX, MG_DECIMALS, SESSION_MESSAGES.cbdMg).nullish(),
  terpenes: terpenes.nullish(),
  brand: label(SESSION_MESSAGES.brand).nullish(),
  source: label(SESSION_MESSAGES.source).nullish(),
  price: amount(PRICE_MAX, 2, SESSION_MESSAGES.price).nullish(),
  /** The price's currency (ISO 4217); left out, the account's currency when the price is saved. */
  priceCurrency: z
    .string({ message: CURRENCY_MESSAGE })
    .refine(isCurrency, { message: CURRENCY_MESSAGE })
    .nullish(),
};
export const SESSION_FIELDS = Object.keys(sessionFields) as Array<keyof typeof sessionFields>;
export type SessionFieldsInput = { [K in keyof typeof sessionFields]?: z.input<(typeof sessionFields)[K]> };

/** The session part of an entry as the API returns it (null or [] when unset). */
export const sessionSchema = {
  consumedAt: instant,
  outcomes: z.array(z.object({ symptom: z.string(), before: z.number(), after: z.number().nullable() })),
  onsetMinutes: z.number().nullable(),
  durationMinutes: z.number().nullable(),
  thcPercent: z.number().nullable(),
  cbdPercent: z.number().nullable(),
  thcMg: z.number().nullable(),
  cbdMg: z.number().nullable(),
  terpenes: z.array(z.string()),
  brand: z.string().nullable(),
  source: z.string().nullable(),
  price: z.number().nullable(),
  /** The currency the price was paid in (kept with it: changing the account's currency relabels nothing). */
  priceCurrency: z.string().nullable(),
};

export const reliefBestSchema = z.object({
  strainName: z.string(),
  productType: z.string(),
  method: z.string(),
  sessions: z.number(),
  averageRelief: z.number(),
});
/** `GET /api/insights/relief`: per symptom, from the user's sessions rated before and after. */
export const reliefInsightSchema = z.array(
  z.object({
    symptom: z.string(),
    sessions: z.number(),
    averageRelief: z.number(),
    best: z.array(reliefBestSchema),
    nearest: reliefBestSchema.omit({ averageRelief: true }).nullable().optional(),
  }),
);
// The schema answers exactly the zod-free type the screens use.
export const reliefShapeAgrees: z.ZodType<ReliefInsight> = reliefInsightSchema;
/** `GET /api/manager/relief`: relief per symptom across people, groups of at least 5 people only. */
export const managerReliefSchema = z.array(
  z.object({
    symptom: z.string(),
    users: z.number(),
    sessions: z.number(),
    averageBefore: z.number(),
    averageRelief: z.number(),
    averageOnsetMinutes: z.number().nullable(),
    averageDurationMinutes: z.number().nullable(),
  }),
);
export const managerReliefShapeAgrees: z.ZodType<ManagerRelief> = managerReliefSchema;

export const currencyInput = z.strictObject({
  currency: z
    .string({ message: CURRENCY_MESSAGE })
    .trim()
    .toUpperCase()
    .refine(isCurrency, { message: CURRENCY_MESSAGE }),
});
export type CurrencyInput = z.infer<typeof currencyInput>;
export const currencySetting = z.object({ currency: z.string(), chosen: z.boolean() });

export const reliefGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  sessions: z.number().int(),
  averageRelief: z.number(),
  spread: z.number().nullable(),
  enough: z.boolean(),
});
const groups = z.array(reliefGroupSchema);
/** `GET /api/insights/relief/{symptom}`: one symptom's relief by every dimension, and by month. */
export const symptomReliefSchema = z.object({
  symptom: z.string(),
  sessions: z.number().int(),
  averageRelief: z.number().nullable(),
  byStrain: groups,
  byProductType: groups,
  byMethod: groups,
  byStrainType: groups,
  byCannabinoid: groups,
  byTerpene: groups,
  byDose: groups,
  overTime: z.array(z.object({ month: z.string(), sessions: z.number().int(), averageRelief: z.number() })),
});
export const symptomReliefShapeAgrees: z.ZodType<SymptomRelief> = symptomReliefSchema;

/** `GET /api/insights/take-now?symptom=`: a symptom is required and must be one of SYMPTOMS. */
export const takeNowQuery = z.object({
  symptom: z.enum(SYMPTOMS, { message: SESSION_MESSAGES.symptom }),
});
export const takeNowSchema = z.array(
  z.object({
    stashItemId: z.number().int(),
    strainName: z.string(),
    productType: z.string(),
    quantity: z.number(),
    quantityUnit: z.string(),
    currentAmount: z.string(),
    sessions: z.number().int(),
    averageRelief: z.number().nullable(),
    reason: z.string(),
  }),
);
export const takeNowShapeAgrees: z.ZodType<TakeNowItem[]> = takeNowSchema;

/** `GET /api/insights/tolerance?weeks=`: 1 to TOLERANCE_WEEKS_MAX whole weeks, TOLERANCE_WEEKS_DEFAULT unless said. */
export const toleranceQuery = z.object({
  weeks: z
    .string({ message: TOLERANCE_WEEKS_MESSAGE })
    .regex(/^\d{1,2}$/, { message: TOLERANCE_WEEKS_MESSAGE })
    .transform(Number)
    .refine((n) => n >= 1 && n <= TOLERANCE_WEEKS_MAX, { message: TOLERANCE_WEEKS_MESSAGE })
    .default(TOLERANCE_WEEKS_DEFAULT),
});
export const toleranceSchema = z.object({
  weeks: z.array(
    z.object({
      weekStart: calendarDay,
      sessions: z.number().int(),
      thcMg: z.number(),
      averageRelief: z.number().nullable(),
    }),
  ),
  daysSinceLastSession: z.number().int().nullable(),
});
export const toleranceShapeAgrees: z.ZodType<Tolerance> = toleranceSchema;
