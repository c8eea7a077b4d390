// Data for the dashboards: on top of the demo builders (entries and stashes), the things the dashboards also
// read: daily-visit point activities, reward redemptions, privacy choices and last logins.
//
//   npx tsx bench/dashboards-seed.ts <dataDir>     a PGlite folder with the demo world plus extras, for
//                                                   screenshots (admin / admin-pass, manager / manager-pass)
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { pointActivities, rewards, userRewards, userSettings, users } from '../src/server/db/schema.js';
import { rng } from '../src/server/demo/builder.js';
import { DEFAULT_SETTINGS } from '../src/shared/settings.js';

const DAY = 86_400_000;

async function chunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * For every journaling user: visits over the last two weeks (with their point activities), a streak,
 * a last login, some redemptions; every 20th user turns data collection off, every 15th hides activity.
 */
export async function seedDashboardExtras(db: Db, now = new Date()) {
  const people = await db.select({ id: users.id }).from(users).where(eq(users.role, 'user'));
  const catalogue = await db.select().from(rewards);
  const r = rng(42);
  const visits: (typeof pointActivities.$inferInsert)[] = [];
  const redemptions: (typeof userRewards.$inferInsert)[] = [];
  const settings: (typeof userSettings.$inferInsert)[] = [];
  const lastLogins: Array<{ id: number; at: Date; streak: number }> = [];

  for (const [i, { id }] of people.entries()) {
    const days = Math.floor(r() * 14);
    let streak = 0;
    let last: Date | null = null;
    for (let d = days; d >= 0; d--) {
      if (r() < 0.35) {
        streak = 0;
        continue;
      }
      streak++;
      last = new Date(now.getTime() - d * DAY - Math.floor(r() * 8) * 3_600_000);
      visits.push({
        userId: id,
        activityType: 'login',
        pointsEarned: 5 + 2 * streak,
        description: `Daily visit (${streak}-day streak)`,
        createdAt: last,
      });
    }
    if (last) lastLogins.push({ id, at: last, streak });
    if (r() < 0.25 && catalogue.length) {
      for (let k = 0; k < 1 + Math.floor(r() * 3); k++) {
        const reward = catalogue[Math.floor(r() * catalogue.length)];
        const at = new Date(now.getTime() - Math.floor(r() * 60) * DAY);
        redemptions.push({
          userId: id,
          rewardId: reward.id,
          rewardName: reward.name,
          rewardCost: reward.pointsCost,
          redeemed: true,
          redeemedAt: at,
          createdAt: at,
        });
      }
    }
    const optOut = i % 20 === 19;
    const hide = i % 15 === 14;
    if (optOut || hide) {
      settings.push({
        userId: id,
        settings: {
          ...DEFAULT_SETTINGS,
          privacy: { showActivity: !hide, allowDataCollection: !optOut },
        },
      });
    }
  }
  await chunked(visits, (c) => db.insert(pointActivities).values(c));
  await chunked(redemptions, (c) => db.insert(userRewards).values(c));
  if (settings.length)
    await chunked(settings, (c) => db.insert(userSettings).values(c).onConflictDoNothing());
  // One statement per distinct streak keeps this fast for thousands of users.
  const byStreak = new Map<number, Array<{ id: number; at: Date }>>();
  for (const l of lastLogins) byStreak.set(l.streak, [...(byStreak.get(l.streak) ?? []), l]);
  for (const [streak, list] of byStreak) {
    await db
      .update(users)
      .set({ streakCount: streak })
      .where(
        inArray(
          users.id,
          list.map((l) => l.id),
        ),
      );
  }
  await chunked(lastLogins, async (c) => {
    const values = sql.join(
      c.map((l) => sql`(${l.id}::int, ${l.at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await db.execute(
      sql`update users set last_login_date = v.at from (values ${values}) as v(id, at) where users.id = v.id`,
    );
  });
  // Balances: lifetime points are what was earned (visits, and 10 an entry), spendable what is left after
  // redeeming.
  await db.execute(sql`
    insert into user_progression (user_id, lifetime_points)
    select u.id, coalesce((select sum(points_earned) from point_activities a where a.user_id = u.id), 0)
      + 10 * (select count(*) from entries e where e.user_id = u.id)
    from users u where u.role = 'user'
    on conflict (user_id) do update set lifetime_points = excluded.lifetime_points`);
  await db.execute(sql`
    update users u set points = greatest(0, p.lifetime_points
      - coalesce((select sum(reward_cost) from user_rewards r where r.user_id = u.id), 0))
    from user_progression p where p.user_id = u.id and u.role = 'user'`);
  return { visits: visits.length, redemptions: redemptions.length, privacy: settings.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: npx tsx bench/dashboards-seed.ts <dataDir>');
  const { openDatabase } = await import('../src/server/db/client.js');
  const { seedCatalogue, ensureFirstAdmin } = await import('../src/server/seed.js');
  const { buildDemo, buildCrowd } = await import('../src/server/demo/builder.js');
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  await seedCatalogue(database.db);
  await ensureFirstAdmin(database.db, 'admin', 'admin-pass');
  await buildDemo(database.db);
  await buildCrowd(database.db, { users: 40, entriesPerUser: 25 });
  // Friendlier names than the benchmark's generated ones, for pictures.
  const names = ['alex', 'sam', 'jordan', 'taylor', 'casey', 'riley', 'morgan', 'jamie', 'drew', 'quinn'];
  await database.db.execute(
    sql.raw(
      `update users set username = (array['${names.join("','")}'])[1 + id % ${names.length}] || '_' || id
       where username like 'crowd%'`,
    ),
  );
  console.log(await seedDashboardExtras(database.db));
  await database.close();
}
