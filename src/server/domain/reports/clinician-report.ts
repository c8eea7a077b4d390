import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { dimensionKeys, mondayOf } from '../../../shared/relief-rules.js';
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
import { experimentsForReport } from '../experiments/experiment-data.js';
import { keptAnswer } from '../insights/kept-answers.js';
import { inPages, reliefOn, SESSION_COLUMNS } from '../insights/rated-sessions.js';
import { DimensionGroups, MonthlyRelief } from '../insights/relief-by-symptom.js';
import { reportOwner } from './report-profile.js';

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

/** One page of a user's sessions taken in [since, before) (`period`), newest first: those in `window` (inPages). */
export function reportPage(db: Db, userId: number, period: SQL | undefined, window: SQL) {
  return db
    .select({
      ...SESSION_COLUMNS,
      overallRating: entries.overallRating,
      notes: entries.notes,
      brand: entries.brand,
    })
    .from(entries)
    .where(and(eq(entries.userId, userId), period, window))
    .orderBy(desc(entries.consumedAt), desc(entries.id));
}

/**
 * What a report depends on besides the journal's version: its period, zone and notes, and today in that
 * zone (its experiments' status, adherence and answer are read on that day).
 */
export function reportKey(period: ReportPeriod, timeZone: string, includeNotes: boolean, now: number) {
  return `report|${period.from}|${period.to}|${timeZone}|${includeNotes}|${dayIn(timeZone, new Date(now))}`;
}

/**
 * The report's figures for one user's period, days read in `timeZone`. The /report screen, GET /api/report
 * and shared links all answer this. Kept per journal version (kept-answers.ts) and `reportKey`: `version`
 * when the caller read it (the session look-up, or the share's row), else read here first.
 */
export function buildReport(
  db: Db,
  userId: number,
  period: ReportPeriod,
  timeZone: string,
  includeNotes: boolean,
  at: { version?: string | null; now: number } = { now: Date.now() },
): Promise<Report> {
  const key = reportKey(period, timeZone, includeNotes, at.now);
  return keptAnswer(db, userId, key, at.version, at.now, async () => ({
    ...(await readReport(db, userId, period, timeZone, includeNotes)),
    experiments: await experimentsForReport(db, userId, period, timeZone, new Date(at.now)),
  }));
}

async function readReport(
  db: Db,
  userId: number,
  period: ReportPeriod,
  timeZone: string,
  includeNotes: boolean,
): Promise<Omit<Report, 'experiments'>> {
  // A day in any zone lies within a day either side of the same UTC day; the exact filter is below. Read in
  // pages with a pause between them (inPages), each page added to the figures as it comes: a year of
  // 20,000 sessions never holds the server for one long statement or one long loop, and other people's
  // requests are answered in between. Every figure takes the sessions newest first, as one list did.
  const since = new Date(`${addDays(period.from, -1)}T00:00:00Z`);
  const before = new Date(`${addDays(period.to, 2)}T00:00:00Z`);
  const figures = new ReportFigures(period, timeZone);
  const within = and(gte(entries.consumedAt, since), lt(entries.consumedAt, before));
  for await (const page of inPages(db, userId, 'desc', (window) => reportPage(db, userId, within, window), {
    within,
  }))
    for (const row of page) figures.add(row);
  return figures.result(includeNotes, await reportOwner(db, userId));
}

type PageRow = Awaited<ReturnType<typeof reportPage>>[number];

/** The report's figures, one session at a time, newest first (those outside the period are left out). */
class ReportFigures {
  private sessions = 0;
  private readonly days = new Set<string>();
  private readonly products = new Map<string, number>();
  private readonly methods = new Map<string, number>();
  private readonly strainTypes = new Map<string, number>();
  private readonly strains = new Map<
    string,
    { strainName: string; strainType: string; sessions: number; total: number }
  >();
  private readonly relief = new Map<string, { sessions: number; before: number; after: number }>();
  private readonly labels = new Map<string, Report['labels'][number]>();
  /** Symptoms rated after in some session, in the order first met. */
  private readonly ratedSymptoms = new Set<string>();
  private readonly bySymptom = new Map<
    string,
    { sessions: number; total: number; months: MonthlyRelief; groups: DimensionGroups }
  >();
  private readonly thcByDay = new Map<string, number>();
  private withMg = 0;
  private readonly weeks = new Map<string, number>();
  private readonly mondays = new Map<string, string>();
  private readonly withNotes: Array<{ day: string; strainName: string; text: string }> = [];
  private notesTotal = 0;

  constructor(
    private readonly period: ReportPeriod,
    private readonly timeZone: string,
  ) {
    for (let w = mondayOf(period.from); w <= period.to; w = addDays(w, 7)) this.weeks.set(w, 0);
  }

  add(r: PageRow) {
    const day = dayIn(this.timeZone, r.consumedAt);
    if (day < this.period.from || day > this.period.to) return;
    this.sessions += 1;
    this.days.add(day);
    bump(this.products, r.productType);
    bump(this.methods, r.method);
    bump(this.strainTypes, r.strainType);

    const key = strainKey(r.strainName);
    const s = this.strains.get(key) ?? {
      strainName: r.strainName,
      strainType: r.strainType,
      sessions: 0,
      total: 0,
    };
    s.sessions += 1;
    s.total += r.overallRating;
    this.strains.set(key, s);

    for (const o of r.outcomes) {
      if (o.after == null) continue;
      const t = this.relief.get(o.symptom) ?? { sessions: 0, before: 0, after: 0 };
      t.sessions += 1;
      t.before += o.before;
      t.after += o.after;
      this.relief.set(o.symptom, t);
      this.ratedSymptoms.add(o.symptom);
    }

    if (r.brand != null || r.thcPercent != null || r.cbdPercent != null) {
      const labelKey = `${key}|${(r.brand ?? '').toLowerCase()}`;
      if (!this.labels.has(labelKey))
        this.labels.set(labelKey, {
          strainName: r.strainName,
          brand: r.brand,
          thcPercent: r.thcPercent,
          cbdPercent: r.cbdPercent,
        });
    }

    let keys: ReturnType<typeof dimensionKeys> | undefined;
    for (const o of r.outcomes) {
      const relief = reliefOn(r, o.symptom);
      // The first of a symptom's outcomes is its relief (a session names each symptom once).
      if (relief == null || r.outcomes.find((x) => x.symptom === o.symptom) !== o) continue;
      let symptom = this.bySymptom.get(o.symptom);
      if (!symptom) {
        symptom = {
          sessions: 0,
          total: 0,
          months: new MonthlyRelief(),
          groups: new DimensionGroups(['byCannabinoid', 'byMethod'], true),
        };
        this.bySymptom.set(o.symptom, symptom);
      }
      symptom.sessions += 1;
      symptom.total += relief;
      symptom.months.add(day.slice(0, 7), relief);
      keys ??= dimensionKeys(r);
      symptom.groups.add(r, relief, keys);
    }

    if (r.thcMg != null) {
      this.withMg += 1;
      this.thcByDay.set(day, (this.thcByDay.get(day) ?? 0) + r.thcMg);
    }

    let monday = this.mondays.get(day);
    if (monday === undefined) {
      monday = mondayOf(day);
      this.mondays.set(day, monday);
    }
    this.weeks.set(monday, (this.weeks.get(monday) ?? 0) + 1);

    const text = r.notes?.trim();
    if (text) {
      this.notesTotal += 1;
      if (this.withNotes.length < REPORT_MAX_NOTES)
        this.withNotes.push({ day, strainName: r.strainName, text: r.notes?.trim() ?? '' });
    }
  }

  result(includeNotes: boolean, profile: Report['profile']): Omit<Report, 'experiments'> {
    const topStrains = [...this.strains.values()]
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

    const report: Omit<Report, 'experiments'> = {
      from: this.period.from,
      to: this.period.to,
      timeZone: this.timeZone,
      includeNotes,
      sessions: this.sessions,
      activeDays: this.days.size,
      products: counted(this.products),
      methods: counted(this.methods),
      strainTypes: counted(this.strainTypes),
      topStrains,
      relief: this.reliefResult(),
      labels: [...this.labels.values()],
      symptoms: this.symptomsResult(),
      thc: this.thcResult(),
      sessionsPerWeek: [...this.weeks].map(([weekStart, sessions]) => ({ weekStart, sessions })),
      profile,
    };
    if (includeNotes) {
      report.notes = this.withNotes;
      report.notesTotal = this.notesTotal;
    }
    return report;
  }

  /** Per symptom, the period's sessions rated before and after, with the average of each (most logged first). */
  private reliefResult(): Report['relief'] {
    return [...this.relief]
      .map(([symptom, s]) => ({
        symptom,
        sessions: s.sessions,
        averageBefore: round1(s.before / s.sessions),
        averageAfter: round1(s.after / s.sessions),
      }))
      .sort((a, b) => b.sessions - a.sessions || a.symptom.localeCompare(b.symptom));
  }

  /**
   * Per symptom rated before and after in the period, most sessions first: its relief by month (in the
   * report's zone), by THC:CBD profile and by method, ranked as "What helps" ranks them.
   */
  private symptomsResult(): Report['symptoms'] {
    return [...this.ratedSymptoms]
      .map((symptom) => {
        const s = this.bySymptom.get(symptom);
        const groups = s?.groups.result();
        return {
          symptom,
          sessions: s?.sessions ?? 0,
          averageRelief: round1((s?.total ?? 0) / (s?.sessions ?? 0)),
          overTime: s?.months.result() ?? [],
          byCannabinoid: groups?.byCannabinoid ?? [],
          byMethod: groups?.byMethod ?? [],
        };
      })
      .sort((a, b) => b.sessions - a.sessions || a.symptom.localeCompare(b.symptom));
  }

  /** THC per day over every day of the period, from the sessions whose mg is known. */
  private thcResult(): Report['thc'] {
    let highestDay: string | null = null;
    for (const [day, mg] of this.thcByDay)
      if (highestDay == null || mg > (this.thcByDay.get(highestDay) ?? 0)) highestDay = day;
    const total = [...this.thcByDay.values()].reduce((a, b) => a + b, 0);
    return {
      averageMgPerDay: round1(total / reportDays(this.period.from, this.period.to)),
      highestMgPerDay: round1(highestDay ? (this.thcByDay.get(highestDay) ?? 0) : 0),
      highestDay,
      sessionsWithMg: this.withMg,
      sessionsWithoutMg: this.sessions - this.withMg,
    };
  }
}

function bump(counts: Map<string, number>, value: string) {
  counts.set(value, (counts.get(value) ?? 0) + 1);
}

function counted(counts: Map<string, number>): { name: string; count: number }[] {
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

const round1 = (n: number) => Math.round(n * 10) / 10;
