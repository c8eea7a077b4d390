import { and, desc, eq, gt, lt } from 'drizzle-orm';
import {
  CELEBRATIONS_LOOKBACK_DAYS,
  type Celebration,
  type CelebrationsResponse,
  celebrationKey,
  LEVEL_REACHED,
} from '../../../shared/celebrations.js';
import { english } from '../../../shared/message.js';
import { levelName } from '../../../shared/progression-rules.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { celebrationsShown, userProgression } from '../../db/schema.js';
import { syncAchievements } from './achievements.js';
import { goalRows } from './goal-rows.js';
import { lockProgress } from './points.js';

const DAY_MS = 86_400_000;
/**
 * How far before `since` is read again: a write in flight when the device last asked may commit after that
 * answer with an earlier time. The device shows each key once, so the overlap is never seen twice.
 */
const OVERLAP_MS = 60_000;

/**
 * What the user has to celebrate since `since`: achievements unlocked, challenges completed, the level
 * reached, whatever did it (an entry, an edit, an import, a stash change, the day's first visit). Achievements
 * are brought up to date first, as the achievements list does, so an unlock that no action reported yet (an
 * import, say) is found here. Without `since` (a device's first ask) nothing is old news: only `now`, which
 * the device keeps and sends next time. `since` reaches back at most a week (and a minute before itself).
 * Each item is given once per account: the answer claims what it carries (celebrations_shown), so another
 * device, a second tab or a repeated ask never shows it again, and two asks at once split the items.
 */
export async function listCelebrations(
  db: Db,
  userId: number,
  since: Date | undefined,
  now: Date,
): Promise<CelebrationsResponse> {
  return db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    await syncAchievements(tx, userId, now);
    if (!since) return { now: now.toISOString(), items: [] };
    const after = new Date(
      Math.max(since.getTime() - OVERLAP_MS, now.getTime() - CELEBRATIONS_LOOKBACK_DAYS * DAY_MS),
    );

    const goals = await goalRows(tx, userId, after);
    const [level] = await tx
      .select({ level: userProgression.level, at: userProgression.lastLevelUpAt })
      .from(userProgression)
      .where(and(eq(userProgression.userId, userId), gt(userProgression.lastLevelUpAt, after)))
      .orderBy(desc(userProgression.lastLevelUpAt));

    const items: Celebration[] = [
      ...goals.achievements
        .filter(({ achievements: a }) => a.isActive)
        .map(({ achievements: a, user_achievements: u }) => ({
          key: celebrationKey.achievement(a.key),
          kind: 'achievement' as const,
          name: a.name,
          description: a.description,
          pointsAwarded: a.pointsReward,
          at: (u.unlockedAt as Date).toISOString(),
        })),
      ...goals.challenges.map(({ challenges: c, user_challenges: u }) => ({
        key: celebrationKey.challenge(c.key, u.periodStart),
        kind: 'challenge' as const,
        name: c.title,
        description: c.description,
        pointsAwarded: c.pointValue,
        at: (u.completedAt as Date).toISOString(),
      })),
      ...(level?.at
        ? [
            {
              key: celebrationKey.level(level.level),
              kind: 'level' as const,
              name: levelName(level.level),
              description: english({ id: LEVEL_REACHED, values: { level: levelName(level.level) } }),
              pointsAwarded: 0,
              at: level.at.toISOString(),
            },
          ]
        : []),
    ];
    const order = { achievement: 0, challenge: 1, level: 2 };
    items.sort(
      (a, b) => a.at.localeCompare(b.at) || order[a.kind] - order[b.kind] || a.key.localeCompare(b.key),
    );
    return { now: now.toISOString(), items: await claim(tx, userId, items, now) };
  });
}

/**
 * The items no device of the account was given yet, marked as given now. Marks older than the look-back
 * (nothing asks that far back) are pruned.
 */
async function claim(tx: DbOrTx, userId: number, items: Celebration[], now: Date) {
  await tx
    .delete(celebrationsShown)
    .where(
      and(
        eq(celebrationsShown.userId, userId),
        lt(celebrationsShown.shownAt, new Date(now.getTime() - (CELEBRATIONS_LOOKBACK_DAYS + 1) * DAY_MS)),
      ),
    );
  if (items.length === 0) return items;
  const fresh = await tx
    .insert(celebrationsShown)
    .values(items.map((i) => ({ userId, key: i.key, shownAt: now })))
    .onConflictDoNothing()
    .returning({ key: celebrationsShown.key });
  const given = new Set(fresh.map((r) => r.key));
  return items.filter((i) => given.has(i.key));
}
