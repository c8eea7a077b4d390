import { desc, eq } from 'drizzle-orm';
import { levelFor, type PointActivity, type Progression } from '../../shared/progression.js';
import type { DbOrTx } from '../db/client.js';
import { pointActivities, userProgression, users } from '../db/schema.js';
import { notFound } from '../errors.js';

/** The user's points, level and streak as one object: every field either screen reads. */
export async function getProgression(db: DbOrTx, userId: number): Promise<Progression> {
  const [row] = await db
    .select({
      points: users.points,
      streakCount: users.streakCount,
      lastLoginDate: users.lastLoginDate,
      lastVisitDay: users.lastVisitDay,
      lifetimePoints: userProgression.lifetimePoints,
      lastLevelUpAt: userProgression.lastLevelUpAt,
    })
    .from(users)
    .leftJoin(userProgression, eq(userProgression.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
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
    points: r.pointsEarned,
    pointsEarned: r.pointsEarned,
    createdAt: r.createdAt.toISOString(),
  }));
}
