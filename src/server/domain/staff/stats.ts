import { type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/constants.js';
import {
  type AdminStats,
  activityStatus,
  type LoginActivityRow,
  type PageQuery,
  WEEKLY_ACTIVE_DAYS,
} from '../../../shared/dashboards.js';
import type { Db } from '../../db/client.js';
import { dayIn } from '../calendar.js';
import { activityHidden, containing, isoOrNull, type Paged, pagedRows, rows } from '../sql.js';

/** How many login streak leaders the admin's card names. */
const STREAK_LEADERS = 3;

/**
 * Every count of the admin's cards, in a handful of aggregate queries. "Today" is the calendar day in the
 * admin's time zone. Users who keep their activity private are never named as streak leaders.
 */
export async function getAdminStats(db: Db, timeZone: string, now: Date): Promise<AdminStats> {
  const today = dayIn(timeZone, now);
  const weekAgo = new Date(now.getTime() - WEEKLY_ACTIVE_DAYS * 86_400_000);
  const [[u], [e], [s], [r], leaders] = await Promise.all([
    rows<{
      total: number;
      user: number;
      manager: number;
      admin: number;
      daily: number;
      weekly: number;
    }>(
      db,
      sql`select count(*)::int as total,
          count(*) filter (where role = 'user')::int as "user",
          count(*) filter (where role = 'manager')::int as manager,
          count(*) filter (where role = 'admin')::int as admin,
          count(*) filter (where to_char(last_login_date at time zone ${timeZone}, 'YYYY-MM-DD') = ${today})::int
            as daily,
          count(*) filter (where last_login_date >= ${weekAgo})::int as weekly
        from users`,
    ),
    rows<{ total: number; accessible: number; average: number; with_notes: number }>(
      db,
      sql`select count(*)::int as total,
          count(*) filter (where allow_manager_access)::int as accessible,
          coalesce(round(avg(overall_rating)::numeric, 1), 0)::float8 as average,
          count(*) filter (where notes is not null and btrim(notes) <> '')::int as with_notes
        from entries`,
    ),
    rows<{ stash: number }>(db, sql`select count(*)::int as stash from wishlist_items where list = 'stash'`),
    rows<{ total: number; active: number; redemptions: number; spent: number }>(
      db,
      sql`select (select count(*)::int from rewards) as total,
          (select count(*)::int from rewards where is_active) as active,
          (select count(*)::int from user_rewards) as redemptions,
          (select coalesce(sum(reward_cost), 0)::int from user_rewards) as spent`,
    ),
    rows<{ id: number; username: string; streak_count: number }>(
      db,
      sql`select u.id, u.username, u.streak_count from users u
        where u.streak_count > 0 and not ${activityHidden(sql.raw('u.id'))}
        order by u.streak_count desc, lower(u.username) asc limit ${STREAK_LEADERS}`,
    ),
  ]);
  return {
    users: { total: u.total, user: u.user, manager: u.manager, admin: u.admin },
    entries: {
      total: e.total,
      managerAccessible: e.accessible,
      averageRating: Number(e.average),
      withNotes: e.with_notes,
    },
    stashItems: s.stash,
    rewards: { total: r.total, active: r.active, redemptions: r.redemptions, pointsSpent: r.spent },
    logins: {
      dailyActive: u.daily,
      weeklyActive: u.weekly,
      streakLeaders: leaders.map((l) => ({ id: l.id, username: l.username, streakCount: l.streak_count })),
    },
  };
}

interface LoginRow {
  id: number;
  username: string;
  role: Role;
  last_login_date: Date | string | null;
  last_login_day: string | null;
  hidden: boolean;
  streak_count: number;
  points: number;
}

/**
 * The Login Activity table: most recent login first. A user who turned `showActivity` off shows no login
 * time, streak or status, and sorts as if they had none.
 */
export async function listLoginActivity(
  db: Db,
  query: PageQuery,
  timeZone: string,
  now: Date,
): Promise<Paged<LoginActivityRow>> {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(sql`u.username ilike ${containing(query.q)}`);
  const today = dayIn(timeZone, now);
  return pagedRows(
    db,
    query,
    {
      from: sql`users u`,
      conditions,
      select: (where, limit) => sql`select * from (
          select u.id, u.username, u.role, u.last_login_date, u.streak_count, u.points,
            to_char(u.last_login_date at time zone ${timeZone}, 'YYYY-MM-DD') as last_login_day,
            ${activityHidden(sql.raw('u.id'))} as hidden
          from users u ${where}
        ) t
        order by case when t.hidden then null else t.last_login_date end desc nulls last, lower(t.username) asc
        ${limit}`,
    },
    (r: LoginRow): LoginActivityRow => {
      const lastLogin = isoOrNull(r.last_login_date);
      return {
        id: r.id,
        username: r.username,
        role: r.role,
        lastLoginDate: r.hidden ? null : lastLogin,
        activityHidden: r.hidden,
        streakCount: r.hidden ? 0 : r.streak_count,
        points: r.points,
        status: r.hidden
          ? 'Hidden'
          : activityStatus({
              lastLogin: lastLogin ? new Date(lastLogin) : null,
              lastLoginDay: r.last_login_day,
              today,
              now,
            }),
      };
    },
  );
}
