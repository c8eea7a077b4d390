import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { DrizzlePGlite } from './pglite-client.js';

const ROW = sql`select
  timestamptz '2026-06-15 12:00:00.5+00' as at, timestamp '2026-06-15 12:00:00' as local_at,
  date '2026-06-15' as day, interval '1 day 2 hours' as span, 4.5::float8 as rating, 3::int as n,
  array[1.5, 2]::numeric[] as amounts, array[date '2026-06-15'] as days,
  array[timestamptz '2026-06-15 12:00:00+00'] as ats, '{"a": [1]}'::jsonb as doc,
  array['happy', 'relaxed'] as effects, true as yes, 123456789012::int8 as big`;

const plain = new PGlite();
const fast = new DrizzlePGlite();
afterAll(async () => {
  await plain.close();
  await fast.close();
});

describe('PGlite with Drizzle’s parsers set once', () => {
  it('answers every type as Drizzle’s own per-query parsers do, in and out of transactions', async () => {
    await fast.waitReady;
    fast.takeDrizzleParsers();
    const expected = (await drizzle(plain).execute(ROW)).rows;
    const db = drizzle(fast);
    expect((await db.execute(ROW)).rows).toEqual(expected);
    expect(await db.transaction(async (tx) => (await tx.execute(ROW)).rows)).toEqual(expected);
    expect(expected[0]).toMatchObject({ at: '2026-06-15 12:00:00.5+00', day: '2026-06-15', rating: 4.5 });
  });

  it('leaves a query’s other parsers in place', async () => {
    const res = await fast.query<{ n: unknown }>('select 3::int as n', [], {
      parsers: { 23: (v: string) => `int ${v}` },
    });
    expect(res.rows[0].n).toBe('int 3');
  });
});
