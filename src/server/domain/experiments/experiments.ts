/**
 * A user's personal experiments: create (the schedule drawn here, with node:crypto), read, stop, extend,
 * delete. Every query names the user; another person's experiment is not found.
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  BLOCK_ORDERS,
  BLOCKS_TOTAL_MAX,
  type BlockOrder,
  defaultPeriodDays,
  type Experiment,
  type ExperimentCreate,
  EXPERIMENT_MESSAGES as M,
  plusDays,
  STARTS_WITHIN_DAYS,
} from '../../../shared/experiments.js';
import { entryProductFor } from '../../../shared/stash-rules.js';
import { strainKey } from '../../../shared/strains.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { entries, experimentSessions, experiments, users, wishlistItems } from '../../db/schema.js';
import { AppError, badRequest } from '../../errors.js';
import { dayIn } from '../calendar.js';
import {
  type ExperimentRow,
  experimentView,
  isActive,
  type LoggedSession,
  reliefOf,
} from './experiment-view.js';

/** Block orders drawn from a cryptographic source: nobody can guess a day to come from the ones past. */
export function drawSchedule(blocks: number): BlockOrder[] {
  return Array.from({ length: blocks }, () => BLOCK_ORDERS[randomInt(2)]);
}

const notFound = () => new AppError(404, M.notFound);

/**
 * What the report and the journal keep under the journal's version (kept-answers.ts, the list's cache) now
 * includes experiments: a change to one gives the version a new value, as a change to an entry does.
 */
export async function touchJournal(db: DbOrTx, userId: number) {
  await db.update(users).set({ entriesVersion: sql`gen_random_uuid()` }).where(eq(users.id, userId));
}

/** The experiments' sessions, each with its relief on the experiment's symptom. */
export async function loggedSessions(db: DbOrTx, userId: number, experimentIds: number[]) {
  if (experimentIds.length === 0) return new Map<number, LoggedSession[]>();
  const rows = await db
    .select({
      experimentId: experimentSessions.experimentId,
      day: experimentSessions.day,
      symptom: experiments.symptom,
      outcomes: entries.outcomes,
    })
    .from(experimentSessions)
    .innerJoin(entries, and(eq(entries.id, experimentSessions.entryId), eq(entries.userId, userId)))
    .innerJoin(
      experiments,
      and(eq(experiments.id, experimentSessions.experimentId), eq(experiments.userId, userId)),
    )
    .where(
      and(eq(experimentSessions.userId, userId), inArray(experimentSessions.experimentId, experimentIds)),
    )
    .orderBy(asc(experimentSessions.day));
  const out = new Map<number, LoggedSession[]>();
  for (const r of rows) {
    const list = out.get(r.experimentId) ?? [];
    list.push({ day: r.day, relief: reliefOf(r.outcomes, r.symptom) });
    out.set(r.experimentId, list);
  }
  return out;
}

async function ownRow(db: DbOrTx, userId: number, id: number, lock = false): Promise<ExperimentRow> {
  const query = db
    .select()
    .from(experiments)
    .where(and(eq(experiments.id, id), eq(experiments.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function viewOf(db: DbOrTx, userId: number, row: ExperimentRow, today: string) {
  const sessions = (await loggedSessions(db, userId, [row.id])).get(row.id) ?? [];
  return experimentView(row, sessions, today);
}

/** Every experiment of the user at `now`, newest first, without their days. */
export async function listExperiments(db: DbOrTx, userId: number, timeZone: string, now: Date) {
  const rows = await db
    .select()
    .from(experiments)
    .where(eq(experiments.userId, userId))
    .orderBy(desc(experiments.createdAt), desc(experiments.id));
  const sessions = await loggedSessions(
    db,
    userId,
    rows.map((r) => r.id),
  );
  const today = dayIn(timeZone, now);
  return rows.map((row) => {
    const { days: _days, ...summary } = experimentView(row, sessions.get(row.id) ?? [], today);
    return summary;
  });
}

export async function getExperiment(
  db: DbOrTx,
  userId: number,
  id: number,
  timeZone: string,
  now: Date,
): Promise<Experiment> {
  return viewOf(db, userId, await ownRow(db, userId, id), dayIn(timeZone, now));
}

/** The two products as the plan keeps them: a stash item is read (the caller's, on the stash list). */
async function resolveArms(db: DbOrTx, userId: number, arms: ExperimentCreate['arms']) {
  const resolved = [];
  for (const [i, arm] of arms.entries()) {
    if (arm.stashItemId === undefined) {
      resolved.push({
        stashItemId: null,
        strainName: arm.strainName ?? '',
        productType: arm.productType ?? '',
      });
      continue;
    }
    const [item] = await db
      .select({
        id: wishlistItems.id,
        list: wishlistItems.list,
        strainName: wishlistItems.strainName,
        productType: wishlistItems.productType,
      })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.id, arm.stashItemId), eq(wishlistItems.userId, userId)));
    if (item?.list !== 'stash') throw badRequest(M.stashItem, 'validation', `arms.${i}.stashItemId`);
    // The plan names products as entries do ("edible", not the stash's "edibles"), so sessions match it.
    resolved.push({
      stashItemId: item.id,
      strainName: item.strainName,
      productType: entryProductFor(item.productType),
    });
  }
  return resolved;
}

/** Two arms are one product: the same stash item, or the same strain (by its key) and product type. */
export function sameProduct(
  a: { stashItemId: number | null; strainName: string; productType: string },
  b: { stashItemId: number | null; strainName: string; productType: string },
) {
  if (a.stashItemId !== null && a.stashItemId === b.stashItemId) return true;
  return strainKey(a.strainName) === strainKey(b.strainName) && a.productType === b.productType;
}

/** Locks the account's row: one experiment write at a time per account (one active per symptom). */
async function lockAccount(tx: DbOrTx, userId: number) {
  const [user] = await tx
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw new AppError(401, 'Please sign in to continue');
  return user;
}

async function activeFor(tx: DbOrTx, userId: number, symptom: string, today: string) {
  const rows = await tx
    .select()
    .from(experiments)
    .where(
      and(eq(experiments.userId, userId), eq(experiments.symptom, symptom), isNull(experiments.stoppedOn)),
    );
  return rows.filter((r) => isActive(r, today));
}

export async function createExperiment(
  db: Db,
  userId: number,
  input: ExperimentCreate,
  now: Date,
): Promise<Experiment> {
  return db.transaction(async (tx) => {
    const { timeZone } = await lockAccount(tx, userId);
    const today = dayIn(timeZone, now);
    const startsOn = input.startsOn ?? today;
    if (startsOn < today) throw badRequest(M.startsInPast, 'validation', 'startsOn');
    if (startsOn > plusDays(today, STARTS_WITHIN_DAYS))
      throw badRequest(M.startsTooLate, 'validation', 'startsOn');
    const arms = await resolveArms(tx, userId, input.arms);
    if (sameProduct(arms[0], arms[1])) throw badRequest(M.sameArm, 'validation', 'arms.1');
    if ((await activeFor(tx, userId, input.symptom, today)).length > 0)
      throw new AppError(409, M.activeForSymptom, 'conflict', 'symptom');
    const periodDays =
      input.periodDays ??
      defaultPeriodDays(
        arms.map((a) => a.productType),
        input.method,
      );
    const [row] = await tx
      .insert(experiments)
      .values({
        userId,
        symptom: input.symptom,
        arms,
        dose: input.dose,
        method: input.method,
        timeOfDay: input.timeOfDay,
        reminderTime: input.reminderTime ?? null,
        periodDays,
        washoutDays: input.washoutDays,
        minimumDifference: input.minimumDifference,
        startsOn,
        schedule: drawSchedule(input.blocks),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await touchJournal(tx, userId);
    return experimentView(row, [], today);
  });
}

/** Stops it early: today is its last day; the answer says so and keeps the analysis so far. */
export async function stopExperiment(db: Db, userId: number, id: number, now: Date): Promise<Experiment> {
  return db.transaction(async (tx) => {
    const { timeZone } = await lockAccount(tx, userId);
    const today = dayIn(timeZone, now);
    const row = await ownRow(tx, userId, id, true);
    if (row.stoppedOn) return viewOf(tx, userId, row, today);
    if (!isActive(row, today)) throw new AppError(409, M.stopEnded, 'conflict');
    const [stopped] = await tx
      .update(experiments)
      .set({ stoppedOn: today, updatedAt: now })
      .where(and(eq(experiments.id, id), eq(experiments.userId, userId)))
      .returning();
    await touchJournal(tx, userId);
    return viewOf(tx, userId, stopped, today);
  });
}

/** Adds blocks after the last, each order drawn as at creation. */
export async function extendExperiment(
  db: Db,
  userId: number,
  id: number,
  blocks: number,
  now: Date,
): Promise<Experiment> {
  return db.transaction(async (tx) => {
    const { timeZone } = await lockAccount(tx, userId);
    const today = dayIn(timeZone, now);
    const row = await ownRow(tx, userId, id, true);
    if (!isActive(row, today)) throw new AppError(409, M.extendEnded, 'conflict');
    if (row.schedule.length + blocks > BLOCKS_TOTAL_MAX)
      throw badRequest(M.extendTooMany, 'validation', 'blocks');
    const [extended] = await tx
      .update(experiments)
      .set({ schedule: [...row.schedule, ...drawSchedule(blocks)], updatedAt: now })
      .where(and(eq(experiments.id, id), eq(experiments.userId, userId)))
      .returning();
    await touchJournal(tx, userId);
    return viewOf(tx, userId, extended, today);
  });
}

/** Deletes the experiment; its sessions stay in the journal as ordinary entries. */
export async function deleteExperiment(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(experiments)
      .where(and(eq(experiments.id, id), eq(experiments.userId, userId)))
      .returning({ id: experiments.id });
    if (gone.length === 0) throw notFound();
    await touchJournal(tx, userId);
  });
}
