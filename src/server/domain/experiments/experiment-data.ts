/**
 * Experiments in the account's other documents: the export (and its import), and the clinician report and
 * its shared link. None of them names a day to come: an export carries the days already come with their
 * products, and an import draws the orders of blocks not yet begun again (they were never seen, so a new
 * draw is as good as the old one). Erasure needs nothing here: both tables go with the account's row.
 */
import { and, desc, eq, lte } from 'drizzle-orm';
import {
  armOf,
  type BlockOrder,
  type ExperimentImport,
  type ExperimentReport,
  experimentImportInput,
  placeOf,
} from '../../../shared/experiments.js';
import type { DbOrTx } from '../../db/client.js';
import { experimentSessions, experiments, users } from '../../db/schema.js';
import { dayIn } from '../calendar.js';
import { type ExperimentRow, endOf, experimentView, isActive } from './experiment-view.js';
import { drawSchedule, loggedSessions, touchJournal } from './experiments.js';

async function accountToday(db: DbOrTx, userId: number, now: Date) {
  const [user] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return dayIn(user?.timeZone ?? 'UTC', now);
}

/** Every experiment of the account as its export holds it: plan, days come, sessions (by entry id), answer. */
export async function exportExperiments(db: DbOrTx, userId: number, now: Date) {
  const today = await accountToday(db, userId, now);
  const rows = await db
    .select()
    .from(experiments)
    .where(eq(experiments.userId, userId))
    .orderBy(experiments.createdAt, experiments.id);
  if (rows.length === 0) return [];
  const sessions = await loggedSessions(
    db,
    userId,
    rows.map((r) => r.id),
  );
  const links = await db
    .select({
      experimentId: experimentSessions.experimentId,
      entryId: experimentSessions.entryId,
      day: experimentSessions.day,
      arm: experimentSessions.arm,
    })
    .from(experimentSessions)
    .where(eq(experimentSessions.userId, userId))
    .orderBy(experimentSessions.day, experimentSessions.entryId);
  return rows.map((row) => {
    const { id, today: _today, days, ...plan } = experimentView(row, sessions.get(row.id) ?? [], today);
    return {
      id,
      ...plan,
      days: days.map((d) => ({ day: d.day, arm: d.arm })),
      sessions: links
        .filter((l) => l.experimentId === id)
        .map(({ entryId, day, arm }) => ({ entryId, day, arm })),
    };
  });
}

/** The first error of each experiment in an import file, by index (an empty list: all are fine). */
export function parseExperimentImports(raw: unknown[]) {
  const parsed: Array<ExperimentImport | null> = [];
  const problems: Array<{ index: number; reason: string }> = [];
  raw.forEach((item, index) => {
    const result = experimentImportInput.safeParse(item);
    if (result.success) parsed.push(result.data);
    else {
      parsed.push(null);
      problems.push({ index, reason: result.error.issues[0]?.message ?? /*i18n*/ 'Invalid value' });
    }
  });
  return { parsed, problems };
}

/** Block orders as the days already come show them; blocks with none shown are drawn again. */
function scheduleFrom(plan: ExperimentImport): BlockOrder[] {
  const drawn = drawSchedule(plan.blocks);
  for (const { day, arm } of plan.days) {
    const place = placeOf(plan, day);
    if (!place) continue;
    const first = place.period === 1 ? arm : arm === 'A' ? 'B' : 'A';
    drawn[place.block - 1] = first === 'A' ? 'AB' : 'BA';
  }
  return drawn;
}

/**
 * Writes an import's experiments (after its entries and stash: `entryIds` and `stashIds` map the file's ids
 * to the new ones). One already here (same symptom, start and creation) is skipped; one that would be a
 * second active experiment for its symptom comes in stopped today. A session is linked again only when the
 * rebuilt schedule gives its day the same product.
 */
export async function importExperiments(
  db: DbOrTx,
  userId: number,
  list: ExperimentImport[],
  ids: { entries: Map<number, number>; stash: Map<number, number> },
  now: Date,
): Promise<number> {
  if (list.length === 0) return 0;
  const today = await accountToday(db, userId, now);
  const existing = await db.select().from(experiments).where(eq(experiments.userId, userId));
  const active = new Set(existing.filter((r) => isActive(r, today)).map((r) => r.symptom));
  let imported = 0;
  for (const plan of list) {
    const createdAt = plan.createdAt ? new Date(plan.createdAt) : now;
    const same = existing.some(
      (r) =>
        r.symptom === plan.symptom &&
        r.startsOn === plan.startsOn &&
        r.createdAt.getTime() === createdAt.getTime(),
    );
    if (same) continue;
    const schedule = scheduleFrom(plan);
    const values = {
      userId,
      symptom: plan.symptom,
      arms: plan.arms.map((a) => ({
        stashItemId: a.stashItemId == null ? null : (ids.stash.get(a.stashItemId) ?? null),
        strainName: a.strainName,
        productType: a.productType,
      })),
      dose: plan.dose,
      method: plan.method,
      timeOfDay: plan.timeOfDay,
      reminderTime: plan.reminderTime ?? null,
      periodDays: plan.periodDays,
      washoutDays: plan.washoutDays,
      minimumDifference: plan.minimumDifference,
      startsOn: plan.startsOn,
      schedule,
      stoppedOn: plan.stoppedOn ?? null,
      createdAt,
      updatedAt: now,
    };
    if (!values.stoppedOn && isActive(values as ExperimentRow, today)) {
      if (active.has(plan.symptom)) values.stoppedOn = today;
      else active.add(plan.symptom);
    }
    const [row] = await db.insert(experiments).values(values).returning();
    const links = plan.sessions.flatMap((s) => {
      const entryId = ids.entries.get(s.entryId);
      const place = placeOf({ ...plan, blocks: schedule.length }, s.day);
      if (entryId === undefined || !place || s.day > endOf(row)) return [];
      const arm = armOf(schedule[place.block - 1], place.period);
      return arm === s.arm ? [{ entryId, userId, experimentId: row.id, day: s.day, arm }] : [];
    });
    if (links.length > 0) await db.insert(experimentSessions).values(links).onConflictDoNothing();
    imported++;
  }
  if (imported > 0) await touchJournal(db, userId);
  return imported;
}

/**
 * The experiments that overlap a report's period, as they stand on the account's today: protocol,
 * adherence and the answer with its uncertainty. (A report is kept by journal version for minutes at
 * most: one built just before midnight may show the day before, never a day to come.)
 */
export async function experimentsForReport(
  db: DbOrTx,
  userId: number,
  period: { from: string; to: string },
  timeZone: string,
  now: Date,
): Promise<ExperimentReport[]> {
  const today = dayIn(timeZone, now);
  const rows = (
    await db
      .select()
      .from(experiments)
      .where(and(eq(experiments.userId, userId), lte(experiments.startsOn, period.to)))
      .orderBy(desc(experiments.startsOn), desc(experiments.id))
  ).filter((r) => endOf(r) >= period.from);
  if (rows.length === 0) return [];
  const sessions = await loggedSessions(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const {
      id: _id,
      today: _today,
      createdAt: _createdAt,
      days: _days,
      reminderTime: _reminderTime,
      arms,
      ...rest
    } = experimentView(row, sessions.get(row.id) ?? [], today);
    return { ...rest, arms: arms.map(({ stashItemId: _s, ...arm }) => arm) };
  });
}
