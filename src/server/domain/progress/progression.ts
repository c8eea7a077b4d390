import { desc, eq, sql } from 'drizzle-orm';
import {
  levelFor,
  loggedStreakOf,
  type PointActivity,
  type Progression,
} from '../../../shared/progression.js';
import type { DbOrTx } from '../../db/client.js';
import { entries, pointActivities, userProgression, users } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { dayIn } from '../calendar.js';

/** The user's points, level and streak as one object: every field either screen reads. */
export async function getProgression(db: DbOrTx, userId: number, now: Date): Promise<Progression> {
  const [row] = await db
    .select({
      timeZone: users.timeZone,
      points: users.points,
      streakCount: users.streakCount,
      lastLoginDate: users.lastLoginDate,
      lastVisitDay: users.lastVisitDay,
      lifetimePoints: userProgression.lifetimePoints,
      lastLevelUpAt: userProgression.lastLevelUpAt,
      retroactiveEntries: sql<number>`(select count(*)::int from ${entries} where ${entries.userId} = ${users.id} and not ${entries.pointsAwarded})`,
    })
    .from(users)
    .leftJoin(userProgression, eq(userProgression.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  // The days of the last year and a bit that hold an entry, in the account's time zone (index on
  // user_id, consumed_at): the run ending today or yesterday is the logged streak.
  const days = await db.execute(sql`
    select distinct to_char(${entries.consumedAt} at time zone ${row.timeZone}, 'YYYY-MM-DD') as day
    from ${entries}
    where ${entries.userId} = ${userId} and ${entries.consumedAt} >= ${new Date(now.getTime() - 400 * 86_400_000)}`);
  const loggedStreak = loggedStreakOf(
    (days.rows as Array<{ day: string }>).map((r) => r.day),
    dayIn(row.timeZone, now),
  );
  const lifetimePoints = row.lifetimePoints ?? 0;
  const level = levelFor(lifetimePoints);
  return {
    points: row.points,
    currentPoints: row.points,
    lifetimePoints,
    level: level.level,
    levelName: level.levelName,
    levelProgress: level.levelProgress,
    pointsToNextLevel: level.pointsToNextLevel,
    nextLevel: level.nextLevel,
    nextLevelName: level.nextLevelName,
    levelThreshold: level.levelThreshold,
    nextLevelThreshold: level.nextLevelThreshold,
    lastLevelUpAt: row.lastLevelUpAt?.toISOString() ?? null,
    streakCount: row.streakCount,
    loggedStreak,
    retroactiveEntries: Number(row.retroactiveEntries),
    lastLoginDate: row.lastLoginDate?.toISOString() ?? null,
    lastVisitDay: row.lastVisitDay,
  };
}

/** The user's ledger, newest first. */
export async function listPointActivities(
  db: DbOrTx,
  userId: number,
  limit: number,
): Promise<PointActivity[]> {
  const rows = await db
    .select()
    .from(pointActivities)
    .where(eq(pointActivities.userId, userId))
    .orderBy(desc(pointActivities.createdAt), desc(pointActivities.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    activityType: r.activityType,
    description: r.description,
    message: r.message,
    points: r.pointsEarned,
    pointsEarned: r.pointsEarned,
    createdAt: r.createdAt.toISOString(),
  }));
}
