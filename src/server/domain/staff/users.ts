import { type SQL, sql } from 'drizzle-orm';
import type { ManagerUser, PageQuery } from '../../../shared/dashboards.js';
import type { Db } from '../../db/client.js';
import { PUBLIC_USER_COLUMNS, type PublicUserRow, publicUserOf } from '../account/users.js';
import { activityHidden, containing, type Paged, pagedRows, strainKey } from '../sql.js';

interface UserRow extends PublicUserRow {
  hidden: boolean;
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
          select ${PUBLIC_USER_COLUMNS} from users u ${where}
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
      ...publicUserOf(r),
      // Private activity: no streak or last sign-in by name.
      ...(r.hidden ? { streakCount: 0, lastLoginDate: null } : {}),
      activityHidden: r.hidden,
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
