import { type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../shared/constants.js';
import type { ManagerUser, PageQuery } from '../../shared/dashboards.js';
import type { Db } from '../db/client.js';
import { activityHidden, containing, iso, isoOrNull, type Paged, pagedRows, strainKey } from './sql.js';

interface UserRow {
  id: number;
  username: string;
  role: Role;
  points: number;
  streak_count: number;
  last_login_date: Date | string | null;
  hidden: boolean;
  created_at: Date | string;
  entries: number;
  distinct_strains: number;
  logins: number;
  stash_items: number;
}

/**
 * The people who keep journals (role user), a page at a time, each with the counts their achievement
 * progress is made of. The counts are computed for the page's users only, through the per-user indexes.
 */
export async function listManagerUsers(db: Db, query: PageQuery): Promise<Paged<ManagerUser>> {
  const conditions: SQL[] = [sql`u.role = 'user'`];
  if (query.q) conditions.push(sql`u.username ilike ${containing(query.q)}`);
  return pagedRows(
    db,
    query,
    {
      from: sql`users u`,
      conditions,
      select: (where, limit) => sql`with page as (
          select u.id, u.username, u.role, u.points, u.streak_count, u.last_login_date, u.created_at
          from users u ${where}
          order by lower(u.username) asc, u.id asc
          ${limit}
        )
        select p.*, ${activityHidden(sql.raw('p.id'))} as hidden,
          (select count(*)::int from entries e where e.user_id = p.id) as entries,
          (select count(distinct ${strainKey('e')})::int from entries e where e.user_id = p.id)
            as distinct_strains,
          (select count(*)::int from point_activities a where a.user_id = p.id and a.activity_type = 'login')
            as logins,
          (select count(*)::int from wishlist_items w where w.user_id = p.id and w.list = 'stash')
            as stash_items
        from page p
        order by lower(p.username) asc, p.id asc`,
    },
    (r: UserRow): ManagerUser => ({
      id: r.id,
      username: r.username,
      role: r.role,
      points: r.points,
      streakCount: r.hidden ? 0 : r.streak_count,
      lastLoginDate: r.hidden ? null : isoOrNull(r.last_login_date),
      activityHidden: r.hidden,
      createdAt: iso(r.created_at),
      counts: {
        entries: r.entries,
        distinctStrains: r.distinct_strains,
        // Private activity: no sign-in count by name either.
        logins: r.hidden ? 0 : r.logins,
        stashItems: r.stash_items,
      },
    }),
  );
}
