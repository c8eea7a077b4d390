import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { dailyVisitPoints } from '../../../shared/progression.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { addDays, dayIn } from '../calendar.js';
import { ledgerMessages } from './ledger-messages.js';
import { ACTIVITY, awardPoints } from './points.js';
import { settleProgress } from './progress-events.js';

/**
 * The first signed-in visit of a calendar day (the account's time zone): grows or resets the streak, pays
 * the daily visit (5 + 2 per streak day) and brings streak achievements and visit challenges up to date.
 * The visit day only moves forward: a day at or before the last paid one (after a change of zone, say) pays
 * nothing. The conditional update makes concurrent first requests of a day pay once.
 */
export async function recordDailyVisit(db: Db, userId: number, timeZone: string, now: Date) {
  const today = dayIn(timeZone, now);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ lastVisitDay: users.lastVisitDay, streakCount: users.streakCount })
      .from(users)
      .where(eq(users.id, userId));
    if (!user || (user.lastVisitDay !== null && user.lastVisitDay >= today)) return null;
    const streak = user.lastVisitDay === addDays(today, -1) ? user.streakCount + 1 : 1;
    const updated = await tx
      .update(users)
      .set({
        lastVisitDay: today,
        streakCount: streak,
        lastLoginDate: now,
        firstVisitAt: sql`coalesce(${users.firstVisitAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(users.id, userId), or(isNull(users.lastVisitDay), lt(users.lastVisitDay, today))))
      .returning({ id: users.id });
    if (updated.length === 0) return null;
    const visit = await awardPoints(
      tx,
      userId,
      {
        activityType: ACTIVITY.login,
        points: dailyVisitPoints(streak),
        description: ledgerMessages.dailyVisit(streak),
      },
      now,
    );
    const settled = await settleProgress(tx, userId, { timeZone, now });
    return { streak, points: visit.pointsEarned + settled.pointsEarned, achievements: settled.achievements };
  });
}
