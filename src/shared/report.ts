import { z } from 'zod';
import { experimentReportSchema } from './experiments.js';
import { languageSchema } from './i18n.js';
import { message } from './message.js';
import { reliefGroupSchema } from './sessions.js';
import { calendarDay, instant } from './wire.js';

/** The longest period a report may cover, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;
/** The period a report covers when none is chosen: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** The newest notes a report carries: a period's whole diary is not a report (and would make it huge). */
export const REPORT_MAX_NOTES = 300;
/** How many strains the report ranks by overall rating. */
export const REPORT_TOP_STRAINS = 5;

export const REPORT_BAD_DATE = /*i18n*/ 'Dates must be real days written YYYY-MM-DD';
export const REPORT_FROM_AFTER_TO = /*i18n*/ 'The start date must be on or before the end date';
export const REPORT_TOO_LONG = message(/*i18n*/ 'A report covers at most {max} days', {
  max: REPORT_MAX_DAYS,
});
export const REPORT_BAD_NOTES = 'notes must be true or false';

/** The earliest and latest days a report or share may name: outside them a period means nothing. */
export const REPORT_FIRST_DAY = '1900-01-01';
export const REPORT_LAST_DAY = '2999-12-31';
/** What a day outside those bounds is told, naming its field. */
export const reportDayOutOfRange = (field: 'from' | 'to') =>
  message(
    field === 'from'
      ? /*i18n*/ 'The start date (from) must be between {first} and {last}'
      : /*i18n*/ 'The end date (to) must be between {first} and {last}',
    { first: REPORT_FIRST_DAY, last: REPORT_LAST_DAY },
  );

/** A real calendar day written YYYY-MM-DD, within REPORT_FIRST_DAY … REPORT_LAST_DAY. */
const reportDayOf = (field: 'from' | 'to') =>
  z
    .string({ error: REPORT_BAD_DATE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: REPORT_BAD_DATE })
    .refine(
      (s) => {
        const d = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
      },
      { error: REPORT_BAD_DATE, abort: true },
    )
    .refine((s) => s >= REPORT_FIRST_DAY && s <= REPORT_LAST_DAY, { error: reportDayOutOfRange(field) });
export const reportDay = reportDayOf('from');
const toDay = reportDayOf('to');

/** Days from `from` to `to`, both included. */
export function reportDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The period rules, checked after both days are valid; null when the period is fine. */
export function periodError(from: string, to: string): string | null {
  if (from > to) return REPORT_FROM_AFTER_TO;
  if (reportDays(from, to) > REPORT_MAX_DAYS) return REPORT_TOO_LONG;
  return null;
}

/** A request's period rules, once both days are given; a broken rule is reported on `from`. */
function checkPeriod(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (q.from && q.to) {
    const message = periodError(q.from, q.to);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['from'] });
  }
}

/** GET /api/report. Without from/to the report covers the last REPORT_DEFAULT_DAYS days. */
export const reportQuery = z
  .object({
    from: reportDay.optional(),
    to: toDay.optional(),
    notes: z.enum(['true', 'false'], { error: REPORT_BAD_NOTES }).default('false'),
  })
  .superRefine(checkPeriod);

const countOf = z.object({ name: z.string(), count: z.number().int() });
/** A group of sessions as the report shows it: the relief insights' own group (sessions.ts). */
const reportGroup = reliefGroupSchema;

export const reportSchema = z.object({
  from: calendarDay,
  to: calendarDay,
  timeZone: z.string(),
  includeNotes: z.boolean(),
  sessions: z.number().int(),
  activeDays: z.number().int(),
  products: z.array(countOf),
  methods: z.array(countOf),
  strainTypes: z.array(countOf),
  topStrains: z.array(
    z.object({
      strainName: z.string(),
      strainType: z.string(),
      sessions: z.number().int(),
      averageRating: z.number(),
    }),
  ),
  /** Relief per symptom: empty until entries record symptoms and outcomes. */
  relief: z.array(
    z.object({
      symptom: z.string(),
      sessions: z.number().int(),
      averageBefore: z.number(),
      averageAfter: z.number(),
    }),
  ),
  /** Label data (brand, THC/CBD): empty until entries record them. */
  labels: z.array(
    z.object({
      strainName: z.string(),
      brand: z.string().nullable(),
      thcPercent: z.number().nullable(),
      cbdPercent: z.number().nullable(),
    }),
  ),
  /**
   * Per symptom rated before and after in the period (most sessions first): its relief by month, by THC:CBD
   * profile and by method, groups ranked as "What helps" ranks them (a claim from 3 sessions).
   */
  symptoms: z.array(
    z.object({
      symptom: z.string(),
      sessions: z.number().int(),
      averageRelief: z.number(),
      overTime: z.array(
        z.object({ month: z.string(), sessions: z.number().int(), averageRelief: z.number() }),
      ),
      byCannabinoid: z.array(reportGroup),
      byMethod: z.array(reportGroup),
    }),
  ),
  /** THC in mg per day over every day of the period (a day without sessions is 0), from the known mg. */
  thc: z.object({
    averageMgPerDay: z.number(),
    highestMgPerDay: z.number(),
    highestDay: calendarDay.nullable(),
    sessionsWithMg: z.number().int(),
    sessionsWithoutMg: z.number().int(),
  }),
  /** Sessions per calendar week (Monday first) that overlaps the period, counting its days in the period. */
  sessionsPerWeek: z.array(z.object({ weekStart: calendarDay, sessions: z.number().int() })),
  /**
   * Who the report is for, as filled in Settings (a name and conditions, both optional), and the language
   * the account chose (null: never chosen): a shared link's page opens in it (issue 59).
   */
  profile: z.object({
    displayName: z.string().nullable(),
    conditions: z.array(z.string()),
    language: languageSchema.nullable(),
  }),
  /** Present only when notes were asked for: entries with notes, newest first, REPORT_MAX_NOTES at most. */
  notes: z.array(z.object({ day: calendarDay, strainName: z.string(), text: z.string() })).optional(),
  /** With notes: how many entries of the period have notes (more than `notes` holds when over the cap). */
  notesTotal: z.number().int().optional(),
  /**
   * The personal experiments that overlap the period (decision 0075): protocol, adherence so far and the
   * answer with its uncertainty, as they stand today.
   */
  experiments: z.array(experimentReportSchema),
  /** Only on a shared link's answer: when the link stops working (the page says so). */
  share: z.object({ expiresAt: instant }).optional(),
});
export type Report = z.infer<typeof reportSchema>;

/** Share links. */
export const SHARE_MAX_ACTIVE = 20;
export const SHARE_DEFAULT_DAYS = 7;
export const SHARE_MAX_DAYS = 30;
/** Failed token look-ups allowed per address in one SHARE_LOOKUP_WINDOW_SECONDS window. */
export const SHARE_LOOKUP_LIMIT = 20;
export const SHARE_LOOKUP_WINDOW_SECONDS = 60;
/** Views of one link, and views of any links from one address, in one window: a link cannot be hammered. */
export const SHARE_VIEW_LIMITS = { perLink: 60, perAddress: 60 } as const;

export const SHARE_BAD_EXPIRY = message(/*i18n*/ 'Links last from 1 to {max} days', { max: SHARE_MAX_DAYS });
export const SHARE_BAD_NOTES = /*i18n*/ 'includeNotes must be true or false';
export const SHARE_LIMIT_REACHED = message(
  /*i18n*/ 'You can have at most {max} active share links; revoke one first',
  { max: SHARE_MAX_ACTIVE },
);
export const SHARE_NOT_FOUND = /*i18n*/ 'Share link not found';
export const SHARED_GONE = /*i18n*/ 'This link no longer works';
export const SHARE_TOO_MANY_TRIES = /*i18n*/ 'Too many share links tried from this address; wait a minute';
export const SHARE_TOO_MANY_VIEWS =
  /*i18n*/ 'This report was opened too often in the last minute; wait a minute';

export const shareInput = z
  .strictObject({
    from: reportDay.optional(),
    to: toDay.optional(),
    includeNotes: z.boolean({ error: SHARE_BAD_NOTES }).default(false),
    expiresInDays: z
      .number({ error: SHARE_BAD_EXPIRY })
      .int({ error: SHARE_BAD_EXPIRY })
      .min(1, { error: SHARE_BAD_EXPIRY })
      .max(SHARE_MAX_DAYS, { error: SHARE_BAD_EXPIRY })
      .default(SHARE_DEFAULT_DAYS),
  })
  .superRefine(checkPeriod);
export type ShareInput = z.input<typeof shareInput>;

export const shareSchema = z.object({
  id: z.number().int(),
  from: calendarDay,
  to: calendarDay,
  includeNotes: z.boolean(),
  createdAt: instant,
  expiresAt: instant,
  revokedAt: instant.nullable(),
  active: z.boolean(),
  viewCount: z.number().int(),
  lastViewedAt: instant.nullable(),
});
export type Share = z.infer<typeof shareSchema>;

/** What creating a link answers: the share's own fields and the address to hand out. */
export const createdShareSchema = shareSchema
  .pick({ id: true, expiresAt: true, includeNotes: true, from: true, to: true })
  .extend({ url: z.string() });
export type CreatedShare = z.infer<typeof createdShareSchema>;

/** A share token: base64url of at least 32 random bytes. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43,128}$/;

/** Who the report is for: a display name and the conditions tracked, both optional (Settings). */
export const DISPLAY_NAME_MAX = 100;
export const CONDITIONS_MAX = 10;
export const CONDITION_MAX = 100;
export const REPORT_PROFILE_MESSAGES = {
  displayName: message(/*i18n*/ 'Display name must be at most {max} characters', { max: DISPLAY_NAME_MAX }),
  condition: message(/*i18n*/ 'Each condition must be at most {max} characters', { max: CONDITION_MAX }),
  conditions: message(/*i18n*/ 'List at most {max} conditions', { max: CONDITIONS_MAX }),
} as const;

/** `PUT /api/user/report-profile`: blanks are dropped, a condition listed twice (case aside) is kept once. */
export const reportProfileInput = z.strictObject({
  displayName: z
    .string({ error: REPORT_PROFILE_MESSAGES.displayName })
    .trim()
    .max(DISPLAY_NAME_MAX, { error: REPORT_PROFILE_MESSAGES.displayName })
    .nullish()
    .transform((v) => v || null),
  conditions: z
    .array(
      z
        .string({ error: REPORT_PROFILE_MESSAGES.condition })
        .trim()
        .max(CONDITION_MAX, { error: REPORT_PROFILE_MESSAGES.condition }),
      { error: REPORT_PROFILE_MESSAGES.conditions },
    )
    .max(CONDITIONS_MAX, { error: REPORT_PROFILE_MESSAGES.conditions })
    .default([])
    .transform((list) => {
      const seen = new Set<string>();
      return list.filter((c) => c && !seen.has(c.toLowerCase()) && seen.add(c.toLowerCase()));
    }),
});
export type ReportProfileInput = z.input<typeof reportProfileInput>;
export const reportProfileSchema = z.object({
  displayName: z.string().nullable(),
  conditions: z.array(z.string()),
});
export type ReportProfile = z.infer<typeof reportProfileSchema>;
