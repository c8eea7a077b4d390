import { type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/constants.js';
import type { DashboardEntry, StaffEntryListQuery } from '../../../shared/dashboards.js';
import type { Db } from '../../db/client.js';
import { noteReads } from '../../db/schema.js';
import { containing, iso, ownedStrainOf, type Paged, pagedRows, strainKeyText } from '../sql.js';

export interface Viewer {
  id: number;
  role: Role;
}

interface EntryRow {
  id: number;
  user_id: number;
  username: string;
  strain_name: string;
  strain_type: string;
  product_type: string;
  method: string;
  dosage: string;
  overall_rating: number;
  effects: string[] | null;
  notes: string | null;
  allow_manager_access: boolean;
  created_at: Date | string;
}

/**
 * Sort orders, per alias. `nulls last` / `nulls first` match the created_at index (DESC NULLS LAST), so the
 * newest and oldest pages are read straight from it instead of sorting every row.
 */
const ORDER: Record<StaffEntryListQuery['sort'], (a: string) => string> = {
  newest: (a) => `${a}.created_at desc nulls last, ${a}.id desc`,
  oldest: (a) => `${a}.created_at asc nulls first, ${a}.id asc`,
  highest: (a) => `${a}.overall_rating desc, ${a}.created_at desc nulls last, ${a}.id desc`,
  lowest: (a) => `${a}.overall_rating asc, ${a}.created_at desc nulls last, ${a}.id desc`,
  // By the strain key, whose index (entries_strain_key_idx) gives the order without sorting every row.
  alphabetical: (a) => `${strainKeyText(a)} asc, ${a}.created_at desc nulls last, ${a}.id desc`,
};

/**
 * Every user's entries for the dashboards, filtered, sorted and paged in SQL. Notes leave the database
 * only when the viewer may read them: an admin always, a manager only with the author's consent; either
 * way the read is recorded in `note_reads`. A manager's search never matches a private note either.
 */
export async function listDashboardEntries(
  db: Db,
  viewer: Viewer,
  query: StaffEntryListQuery,
  now: Date,
): Promise<Paged<DashboardEntry>> {
  const notesVisible = viewer.role === 'admin' ? sql`true` : sql`e.allow_manager_access`;
  const conditions: SQL[] = [];
  if (query.q) {
    // lower() LIKE: the same answers as ILIKE, and cheaper per row.
    const like = containing(query.q.toLowerCase());
    conditions.push(sql`(lower(e.strain_name) like ${like} or lower(e.product_type) like ${like}
      or (${notesVisible} and lower(e.notes) like ${like}))`);
  }
  if (query.user) {
    conditions.push(
      sql`e.user_id in (select u.id from users u where u.username ilike ${containing(query.user)})`,
    );
  }
  if (query.days) conditions.push(sql`e.created_at >= ${new Date(now.getTime() - query.days * 86_400_000)}`);
  if (query.minRating > 0) conditions.push(sql`e.overall_rating >= ${query.minRating}`);
  if (query.reviews) {
    conditions.push(sql`e.allow_manager_access and e.notes is not null and btrim(e.notes) <> ''`);
  }

  // The page is chosen from entries alone (through the created_at index when it can); usernames are
  // joined to those few rows only.
  const page = await pagedRows(
    db,
    query,
    {
      from: sql`entries e`,
      conditions,
      select: (where, limit) => sql`select p.*, u.username from (
          select e.id, e.user_id, e.strain_name, e.strain_type, e.product_type, e.method, e.dosage,
            e.overall_rating, e.effects, case when ${notesVisible} then e.notes end as notes,
            e.allow_manager_access, e.created_at
          from entries e
          ${where}
          order by ${sql.raw(ORDER[query.sort]('e'))}
          ${limit}
        ) p join users u on u.id = p.user_id
        order by ${sql.raw(ORDER[query.sort]('p'))}`,
    },
    (r: EntryRow): DashboardEntry => ({
      ...ownedStrainOf(r),
      method: r.method,
      dosage: r.dosage,
      overallRating: Number(r.overall_rating),
      effects: r.effects ?? [],
      notes: r.notes,
      allowManagerAccess: r.allow_manager_access,
      createdAt: iso(r.created_at),
    }),
  );

  await recordNoteReads(db, viewer.id, page.rows, now);
  if (query.q)
    await recordNotesSearched(db, viewer.id, [...conditions, notesVisible], query.q, page.rows, now);
  return page;
}

/**
 * A search reads the notes it matches, on every page: the count (`x-total-count`) tells whether a note
 * holds the words, so each entry whose note (one the searcher may read) matched is written down as read by
 * the searcher (those on the page are already), and its author sees it in "Who has read my notes" (issue 55).
 */
async function recordNotesSearched(
  db: Db,
  readerId: number,
  conditions: SQL[],
  q: string,
  onPage: DashboardEntry[],
  now: Date,
) {
  const shown = onPage.filter((e) => e.notes?.trim()).map((e) => e.id);
  await db.execute(sql`
    insert into note_reads (user_id, entry_id, reader_id, created_at)
    select e.user_id, e.id, ${readerId}, ${now}
    from entries e
    where ${sql.join(conditions, sql` and `)}
      and lower(e.notes) like ${containing(q.toLowerCase())}
      ${shown.length ? sql`and e.id not in (${sql.join(shown, sql`, `)})` : sql``}`);
}

/**
 * Each note a staff answer carries (a manager's, with consent; an admin's, any) is written down: the
 * author sees who read what, and when, in "Who has read my notes".
 */
async function recordNoteReads(db: Db, readerId: number, read: DashboardEntry[], now: Date) {
  const values = read
    .filter((e) => e.notes?.trim())
    .map((e) => ({ userId: e.userId, entryId: e.id, readerId, createdAt: now }));
  if (values.length) await db.insert(noteReads).values(values);
}
