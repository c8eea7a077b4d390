import { z } from 'zod';

/** The longest period a report may cover, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;
/** The period a report covers when none is chosen: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** How many strains the report ranks by overall rating. */
export const REPORT_TOP_STRAINS = 5;

export const REPORT_BAD_DATE = 'Dates must be real days written YYYY-MM-DD';
export const REPORT_FROM_AFTER_TO = 'The start date must be on or before the end date';
export const REPORT_TOO_LONG = `A report covers at most ${REPORT_MAX_DAYS} days`;
export const REPORT_BAD_NOTES = 'notes must be true or false';

/** A real calendar day written YYYY-MM-DD. */
export const reportDay = z
  .string({ error: REPORT_BAD_DATE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: REPORT_BAD_DATE })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { error: REPORT_BAD_DATE },
  );

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

/** GET /api/report. Without from/to the report covers the last REPORT_DEFAULT_DAYS days. */
export const reportQuery = z
  .object({
    from: reportDay.optional(),
    to: reportDay.optional(),
    notes: z.enum(['true', 'false'], { error: REPORT_BAD_NOTES }).default('false'),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to) {
      const message = periodError(q.from, q.to);
      if (message) ctx.addIssue({ code: 'custom', message, path: ['from'] });
    }
  });

const countOf = z.object({ name: z.string(), count: z.number().int() });

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
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
  /** Present only when notes were asked for: each entry with notes, newest first. */
  notes: z.array(z.object({ day: z.string(), strainName: z.string(), text: z.string() })).optional(),
});
export type Report = z.infer<typeof reportSchema>;
