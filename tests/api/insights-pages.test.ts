import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { entries } from '../../src/server/db/schema.js';
import {
  inPages,
  pageEnd,
  ratedSessionPage,
  ratedSessionPages,
  ratedSessions,
} from '../../src/server/domain/insights/rated-sessions.js';
import { reportPage } from '../../src/server/domain/reports/clinician-report.js';
import { createTestDatabase } from '../support/db.js';

/**
 * A big journal is read page by page (decision 0074, issue 55): each page is a window of time read from the
 * user's index on (user_id, consumed_at), so every statement reads about a page's rows however big the
 * journal, and the pages together read it once. Checked on the plans the database itself reports (EXPLAIN
 * ANALYZE: rows each scan of entries produced or threw away), on a journal whose user owns nearly every row
 * (where a planner likes a scan of the table and a sort), with and without statistics, and by counting
 * statements: never by time.
 */
const PAGE = 100;
const SESSIONS = 2400;
const statements: string[] = [];
let database: Database;
let big: number;

const readsEntries = (text: string) => /\b(from|join)\s+"?entries"?(\s|$|\))/i.test(text);

beforeAll(async () => {
  database = await createTestDatabase('_pages', (text) => statements.push(text));
  const user = async (name: string) => {
    const res = await database.db.execute<{ id: number }>(
      sql`insert into users (username, password_hash) values (${name}, 'x') returning id`,
    );
    return Number((('rows' in res ? res.rows : res) as Array<{ id: number }>)[0].id);
  };
  big = await user('big_journal');
  const other = await user('someone_else');
  // Three sessions share each time (with microseconds), and 250 (more than a page) share one instant.
  const add = (userId: number, n: number) =>
    database.db.execute(sql`insert into entries
      (user_id, strain_name, strain_type, product_type, method, dosage, overall_rating, consumed_at, outcomes)
      select ${userId}, 'Strain ' || (i % 7), 'hybrid', 'flower', 'joint', '0.3 g', 1 + i % 5,
        case when i between 1000 and 1249 then timestamptz '2026-05-20 10:00:00.123456+00'
          else timestamptz '2026-05-01 00:00:00.000001+00' + (i / 3) * interval '1234.567891 seconds' end,
        case when i % 4 = 0 then '[]'::jsonb else jsonb_build_array(
          jsonb_build_object('symptom', case when i % 2 = 0 then 'anxiety' else 'pain' end,
            'before', 5 + i % 5, 'after', i % 5)) end
      from generate_series(1, ${n}) i`);
  await add(big, SESSIONS);
  await add(other, 30);
});
afterAll(async () => {
  await database?.close();
});

/** Rows a statement's scans of entries (table or index) produced or threw away, by its plan. */
async function rowsTouched(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const client = (database.db as unknown as { $client: { query(q: string, p: unknown[]): Promise<unknown> } })
    .$client;
  const res = (await client.query(`explain (analyze, format json) ${text}`, params)) as {
    rows: Array<Record<string, unknown>>;
  };
  const raw = Object.values(res.rows[0])[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  let touched = 0;
  const scans: string[] = [];
  const walk = (node: PlanNode) => {
    const name = node['Index Name'] ?? node['Relation Name'];
    if (name === 'entries' || name?.startsWith('entries_')) {
      scans.push(node['Node Type']);
      touched +=
        node['Actual Rows'] * node['Actual Loops'] +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0);
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan[0].Plan);
  return { touched, scans };
}
type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

async function all<R>(pages: AsyncIterable<R[]>) {
  const out: R[][] = [];
  for await (const page of pages) out.push(page);
  return out;
}

const period = () =>
  and(
    gte(entries.consumedAt, new Date('2026-04-30T00:00:00Z')),
    lt(entries.consumedAt, new Date('2026-07-01T00:00:00Z')),
  );

describe('a big journal read in pages', () => {
  it('reads every session once, in order, ties kept whole, a statement or two a page', async () => {
    statements.length = 0;
    const pages = await all(ratedSessionPages(database.db, big, { symptom: 'anxiety', rows: PAGE }));
    const reads = statements.filter(readsEntries).length;
    const whole = await ratedSessions(database.db, big, { symptom: 'anxiety' });
    expect(pages.flat().map((s) => s.id)).toEqual(whole.map((s) => s.id));
    expect(whole.length).toBeGreaterThan(500);
    // The pages are windows of PAGE of the user's sessions (here a quarter are rated on anxiety); the one
    // that ends at the 250 sessions of one instant holds them all (62 on anxiety).
    expect(pages.length).toBeGreaterThanOrEqual(SESSIONS / PAGE - 3);
    expect(pages.length).toBeLessThanOrEqual(SESSIONS / PAGE + 1);
    expect(Math.max(...pages.map((p) => p.length))).toBeGreaterThanOrEqual(60);
    // Two statements a page (where it ends, its rows): linear in the journal.
    expect(reads).toBeLessThanOrEqual(2 * pages.length);

    const newestFirst = await all(
      inPages(database.db, big, 'desc', (window) => reportPage(database.db, big, period(), window), {
        within: period(),
        rows: PAGE,
      }),
    );
    const expected = await database.db
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.userId, big), period()))
      .orderBy(desc(entries.consumedAt), desc(entries.id));
    expect(newestFirst.flat().map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  for (const stats of ['without statistics', 'analyzed'])
    it(`reads a page's rows from the index, not the journal (${stats})`, async () => {
      if (stats === 'analyzed') await database.db.execute(sql`analyze entries`);
      // A page in the middle of the journal, from the exact time the last one ended.
      const [cut] = await database.db
        .select({ at: sql<string>`${entries.consumedAt}::text` })
        .from(entries)
        .where(eq(entries.userId, big))
        .orderBy(asc(entries.consumedAt))
        .offset(1500)
        .limit(1);
      // As inPages writes them: both ends of each range given.
      const at = (op: SQL, time: string) => sql`${entries.consumedAt} ${op} ${time}::timestamptz`;
      const later = and(at(sql`>`, cut.at), sql`${entries.consumedAt} <= 'infinity'::timestamptz`);
      const earlier = and(
        period(),
        at(sql`<`, cut.at),
        sql`${entries.consumedAt} >= '-infinity'::timestamptz`,
      );
      const [end] = await pageEnd(database.db, big, 'asc', later, PAGE);
      const window = and(at(sql`>`, cut.at), at(sql`<=`, end.at)) as SQL;
      const [endDesc] = await pageEnd(database.db, big, 'desc', earlier, PAGE);
      const windowDesc = and(at(sql`<`, cut.at), at(sql`>=`, endDesc.at)) as SQL;

      const plans = {
        pageEnd: await rowsTouched(pageEnd(database.db, big, 'asc', later, PAGE)),
        pageEndDesc: await rowsTouched(pageEnd(database.db, big, 'desc', earlier, PAGE)),
        reliefPage: await rowsTouched(ratedSessionPage(database.db, big, 'anxiety', window)),
        reportPage: await rowsTouched(reportPage(database.db, big, period(), windowDesc)),
      };
      for (const [name, plan] of Object.entries(plans)) {
        // A scan of the table, or of every one of the user's sessions, touches thousands (index and heap
        // each count their rows here).
        expect(plan.scans, name).not.toContain('Seq Scan');
        expect(plan.touched, `${name}: ${JSON.stringify(plan)}`).toBeLessThanOrEqual(3 * PAGE);
      }
    });
});
