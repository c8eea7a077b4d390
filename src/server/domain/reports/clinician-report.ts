import { and, desc, eq, gte, lt, lte, or } from 'drizzle-orm';
import { mondayOf } from '../../../shared/relief-rules.js';
import {
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_NOTES,
  REPORT_TOP_STRAINS,
  type Report,
  reportDays,
} from '../../../shared/report.js';
import { strainKey } from '../../../shared/strains.js';
import type { Db } from '../../db/client.js';
import { entries } from '../../db/schema.js';
import { addDays, dayIn } from '../calendar.js';
import { keptAnswer } from '../insights/kept-answers.js';
import { SESSION_COLUMNS } from '../insights/rated-sessions.js';
import { groupByDimension, ratedOn, reliefByMonth } from '../insights/relief-by-symptom.js';
import { getReportProfile } from './report-profile.js';

export interface ReportPeriod {
  from: string;
  to: string;
}

/** The period asked for, or the last REPORT_DEFAULT_DAYS days (today included) in the user's time zone. */
export function resolvePeriod(q: { from?: string; to?: string }, timeZone: string, now: Date): ReportPeriod {
  const to = q.to ?? (q.from ? addDays(q.from, REPORT_DEFAULT_DAYS - 1) : dayIn(timeZone, now));
  const from = q.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  return { from, to };
}

function counted(values: string[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

const REPORT_PAGE_ROWS = 2000;

/**
 * One page of a user's sessions taken in [since, before), newest first; `beforeId` (when not 0) also takes
 * the rows at exactly `before` with a smaller id (the keyset of the previous page's last row).
 */
function reportPage(db: Db, userId: number, since: Date, before: Date, beforeId: number) {
  return db
    .select({
      ...SESSION_COLUMNS,
      overallRating: entries.overallRating,
      notes: entries.notes,
      brand: entries.brand,
    })
    .from(entries)
    .where(
      and(
        eq(entries.userId, userId),
        gte(entries.consumedAt, since),
        // The bound alone (`<=`) lets the index start each page where the last one ended; without it, page
        // n read the n − 1 pages before it again to skip them (quadratic in a year of sessions).
        beforeId ? lte(entries.consumedAt, before) : lt(entries.consumedAt, before),
        beforeId
          ? or(lt(entries.consumedAt, before), and(eq(entries.consumedAt, before), lt(entries.id, beforeId)))
          : undefined,
      ),
    )
    .orderBy(desc(entries.consumedAt), desc(entries.id))
    .limit(REPORT_PAGE_ROWS);
}

/**
 * The report's figures for one user's period, days read in `timeZone`. The /report screen, GET /api/report
 * and shared links all answer this. Kept per journal version (kept-answers.ts), period, zone and notes:
 * `version` when the caller read it (the session look-up, or the share's row), else read here first.
 */
export function buildReport(
  db: Db,
  userId: number,
  period: ReportPeriod,
  timeZone: string,
  includeNotes: boolean,
  at: { version?: string | null; now: number } = { now: Date.now() },
): Promise<Report> {
  const key = `report|${period.from}|${period.to}|${timeZone}|${includeNotes}`;
  return keptAnswer(db, userId, key, at.version, at.now, () =>
    readReport(db, userId, period, timeZone, includeNotes),
  );
}

async function readReport(
  db: Db,
  userId: number,
  period: ReportPeriod,
  timeZone: string,
  includeNotes: boolean,
): Promise<Report> {
  // A day in any zone lies within a day either side of the same UTC day; the exact filter is below. Read in
  // pages with a pause between them: a year of 20,000 sessions never holds the server (PGlite runs queries
  // on the main thread) for one long statement, and other people's requests are answered in between.
  const rows: Awaited<ReturnType<typeof reportPage>> = [];
  const since = new Date(`${addDays(period.from, -1)}T00:00:00Z`);
  let before = new Date(`${addDays(period.to, 2)}T00:00:00Z`);
  let beforeId = 0;
  for (;;) {
    const page = await reportPage(db, userId, since, before, beforeId);
    rows.push(...page);
    if (page.length < REPORT_PAGE_ROWS) break;
    const last = page[page.length - 1];
    before = last.consumedAt;
    beforeId = last.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const inPeriod = rows
    .map((r) => ({ ...r, day: dayIn(timeZone, r.consumedAt) }))
    .filter((r) => r.day >= period.from && r.day <= period.to);

  const strains = new Map<
    string,
    { strainName: string; strainType: string; sessions: number; total: number }
  >();
  for (const r of inPeriod) {
    const key = strainKey(r.strainName);
    const s = strains.get(key) ?? {
      strainName: r.strainName,
      strainType: r.strainType,
      sessions: 0,
      total: 0,
    };
    s.sessions += 1;
    s.total += r.overallRating;
    strains.set(key, s);
  }
  const topStrains = [...strains.values()]
    .map((s) => ({
      strainName: s.strainName,
      strainType: s.strainType,
      sessions: s.sessions,
      averageRating: Math.round((s.total / s.sessions) * 100) / 100,
    }))
    .sort(
      (a, b) =>
        b.averageRating - a.averageRating ||
        b.sessions - a.sessions ||
        a.strainName.localeCompare(b.strainName),
    )
    .slice(0, REPORT_TOP_STRAINS);

  const report: Report = {
    from: period.from,
    to: period.to,
    timeZone,
    includeNotes,
    sessions: inPeriod.length,
    activeDays: new Set(inPeriod.map((r) => r.day)).size,
    products: counted(inPeriod.map((r) => r.productType)),
    methods: counted(inPeriod.map((r) => r.method)),
    strainTypes: counted(inPeriod.map((r) => r.strainType)),
    topStrains,
    relief: reliefOf(inPeriod),
    labels: labelsOf(inPeriod),
    symptoms: symptomsOf(inPeriod, timeZone),
    thc: thcOf(inPeriod, period),
    sessionsPerWeek: weeksOf(inPeriod, period),
    profile: await getReportProfile(db, userId),
  };
  if (includeNotes) {
    const withNotes = inPeriod.filter((r) => r.notes?.trim());
    report.notes = withNotes
      .slice(0, REPORT_MAX_NOTES)
      .map((r) => ({ day: r.day, strainName: r.strainName, text: r.notes?.trim() ?? '' }));
    report.notesTotal = withNotes.length;
  }
  return report;
}

type SessionRow = {
  strainName: string;
  outcomes: Array<{ symptom: string; before: number; after: number | null }>;
  brand: string | null;
  thcPercent: number | null;
  cbdPercent: number | null;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Per symptom, the period's sessions rated before and after, with the average of each (most logged first). */
function reliefOf(rows: SessionRow[]): Report['relief'] {
  const by = new Map<string, { sessions: number; before: number; after: number }>();
  for (const r of rows)
    for (const o of r.outcomes) {
      if (o.after == null) continue;
      const s = by.get(o.symptom) ?? { sessions: 0, before: 0, after: 0 };
      s.sessions += 1;
      s.before += o.before;
      s.after += o.after;
      by.set(o.symptom, s);
    }
  return [...by]
    .map(([symptom, s]) => ({
      symptom,
      sessions: s.sessions,
      averageBefore: round1(s.before / s.sessions),
      averageAfter: round1(s.after / s.sessions),
    }))
    .sort((a, b) => b.sessions - a.sessions || a.symptom.localeCompare(b.symptom));
}

/** What the labels said, once per strain and brand (the newest session's figures), rows newest first. */
function labelsOf(rows: SessionRow[]): Report['labels'] {
  const seen = new Map<string, Report['labels'][number]>();
  for (const r of rows) {
    if (r.brand == null && r.thcPercent == null && r.cbdPercent == null) continue;
    const key = `${strainKey(r.strainName)}|${(r.brand ?? '').toLowerCase()}`;
    if (!seen.has(key))
      seen.set(key, {
        strainName: r.strainName,
        brand: r.brand,
        thcPercent: r.thcPercent,
        cbdPercent: r.cbdPercent,
      });
  }
  return [...seen.values()];
}

type PeriodRow = Awaited<ReturnType<typeof reportPage>>[number] & { day: string };

/**
 * Per symptom rated before and after in the period, most sessions first: its relief by month (in the
 * report's zone), by THC:CBD profile and by method, ranked as "What helps" ranks them.
 */
function symptomsOf(rows: PeriodRow[], timeZone: string): Report['symptoms'] {
  // Oldest first, as the insights group them (a strain's label is its latest spelling).
  const oldestFirst = [...rows].reverse();
  const symptoms = new Set(
    rows.flatMap((r) => r.outcomes.filter((o) => o.after != null).map((o) => o.symptom)),
  );
  return [...symptoms]
    .map((symptom) => {
      const rated = ratedOn(oldestFirst, symptom);
      const groups = groupByDimension(rated);
      return {
        symptom,
        sessions: rated.length,
        averageRelief: round1(rated.reduce((a, r) => a + r.relief, 0) / rated.length),
        overTime: reliefByMonth(rated, timeZone),
        byCannabinoid: groups.byCannabinoid,
        byMethod: groups.byMethod,
      };
    })
    .sort((a, b) => b.sessions - a.sessions || a.symptom.localeCompare(b.symptom));
}

/** THC per day over every day of the period, from the sessions whose mg is known. */
function thcOf(rows: PeriodRow[], period: ReportPeriod): Report['thc'] {
  const byDay = new Map<string, number>();
  let withMg = 0;
  for (const r of rows) {
    if (r.thcMg == null) continue;
    withMg += 1;
    byDay.set(r.day, (byDay.get(r.day) ?? 0) + r.thcMg);
  }
  let highestDay: string | null = null;
  for (const [day, mg] of byDay)
    if (highestDay == null || mg > (byDay.get(highestDay) ?? 0)) highestDay = day;
  const total = [...byDay.values()].reduce((a, b) => a + b, 0);
  return {
    averageMgPerDay: round1(total / reportDays(period.from, period.to)),
    highestMgPerDay: round1(highestDay ? (byDay.get(highestDay) ?? 0) : 0),
    highestDay,
    sessionsWithMg: withMg,
    sessionsWithoutMg: rows.length - withMg,
  };
}

/** Sessions per Monday-to-Sunday week overlapping the period, oldest first. */
function weeksOf(rows: PeriodRow[], period: ReportPeriod): Report['sessionsPerWeek'] {
  const weeks = new Map<string, number>();
  for (let w = mondayOf(period.from); w <= period.to; w = addDays(w, 7)) weeks.set(w, 0);
  for (const r of rows) {
    const w = mondayOf(r.day);
    weeks.set(w, (weeks.get(w) ?? 0) + 1);
  }
  return [...weeks].map(([weekStart, sessions]) => ({ weekStart, sessions }));
}
