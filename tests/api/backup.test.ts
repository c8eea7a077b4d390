import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  dumpDatabase,
  restoreDatabase,
  tableRows,
  tablesInDependencyOrder,
} from '../../src/server/db/backup.js';
import { buildDemo } from '../../src/server/demo/builder.js';
import { setupApp, signUp } from '../support/app.js';

const ctx = setupApp();
let restores = 0;
// A name of its own each time: the worker's shared test database must stay.
const emptyDatabase = () => ctx.extraDatabases.open(`_restore${restores++}`);

describe('backup and restore', () => {
  it('round-trips every table exactly, and new rows continue after the restored ids', async () => {
    await buildDemo(ctx.database.db, ctx.clock.now());
    await signUp(ctx);
    const { target } = await ctx.extraDatabases.restoredCopy(ctx.database.db, '_round_trip');
    const tables = tablesInDependencyOrder();
    expect(tables.length).toBeGreaterThan(10);
    let nonEmpty = 0;
    // Except each user's list version: restoring the entries renews it on purpose (decision 0035), so no
    // journal list a server kept from the old database can pass for the restored one.
    const rowsOf = async (db: typeof target.db, table: (typeof tables)[number]) =>
      (await tableRows(db, table)).map((row) => {
        const { entries_version: _renewed, ...rest } = row as Record<string, unknown>;
        return rest;
      });
    for (const table of tables) {
      const before = await rowsOf(ctx.database.db, table);
      if (before.length > 0) nonEmpty++;
      expect(await rowsOf(target.db, table), getTableConfig(table).name).toEqual(before);
    }
    expect(nonEmpty).toBeGreaterThan(8);

    const maxId = await target.db.execute<{ id: number }>(sql`select max(id)::int as id from users`);
    const next = await target.db.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('users', 'id'))::int as id`,
    );
    expect(Number(next.rows[0].id)).toBe(Number(maxId.rows[0].id) + 1);
  });

  it('refuses a database that already holds data, and a file that is not a backup', async () => {
    await signUp(ctx);
    const backup = await dumpDatabase(ctx.database.db);
    await expect(restoreDatabase(ctx.database.db, backup)).rejects.toThrow(/not empty/);
    const target = await emptyDatabase();
    await expect(restoreDatabase(target.db, { hello: 1 } as never)).rejects.toThrow(
      /Not a strain-journal backup/,
    );
    await expect(restoreDatabase(target.db, { ...backup, migration: 'other' })).rejects.toThrow(/migration/);
    const users = await target.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(Number(users.rows[0].n)).toBe(0);
  });
});
