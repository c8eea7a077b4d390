import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropPostgresDatabase, freshPostgresDatabase } from '../../scripts/lib/pg-databases.js';
import { verifyPassword } from '../../src/server/auth/passwords.js';
import { type Database, openDatabase } from '../../src/server/db/client.js';
import { users } from '../../src/server/db/schema.js';
import { createUser } from '../../src/server/domain/account/users.js';

const run = promisify(execFile);
const base = process.env.TEST_DATABASE_URL;
const kind = base ? 'PostgreSQL' : 'PGlite';

/** `npm run admin -- …` against a real database of the kind the suite runs on, the server stopped. */
describe(`the operator command on ${kind} (issue 12, finding 4)`, () => {
  const env: Record<string, string> = { LOG_LEVEL: 'warn', DATABASE_URL: '', DATA_DIR: '' };
  const dbName = `sj_admin_cli_${process.pid}`;

  async function open(): Promise<Database> {
    const database = await openDatabase({
      databaseUrl: env.DATABASE_URL || undefined,
      dataDir: env.DATA_DIR || undefined,
    });
    await database.migrate();
    return database;
  }

  beforeAll(async () => {
    if (base) {
      env.DATABASE_URL = await freshPostgresDatabase(base, dbName);
    } else {
      env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'sj-admin-cli-'));
    }
    const database = await open();
    await createUser(database.db, { username: 'root', password: 'forgotten-pass', role: 'admin' });
    await createUser(database.db, { username: 'helper', password: 'helper-pass', role: 'manager' });
    await database.close();
  }, 60_000);

  afterAll(async () => {
    if (base) await dropPostgresDatabase(base, dbName);
  });

  const admin = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.resolve('scripts/admin.ts'), ...args], {
      env: { ...process.env, ...env },
    });

  it('reset-password prints a new password that signs in; the old one no longer does', async () => {
    const { stdout } = await admin('reset-password', 'ROOT');
    const password = /New password for root \(admin\): (\S+)/.exec(stdout)?.[1];
    expect(password).toBeTruthy();
    const database = await open();
    const root = (await database.db.select().from(users)).find((u) => u.username === 'root');
    await database.close();
    expect(root).toBeTruthy();
    expect(await verifyPassword(root?.passwordHash ?? null, password as string)).toBe(true);
    expect(await verifyPassword(root?.passwordHash ?? null, 'forgotten-pass')).toBe(false);
  }, 60_000);

  it('make-admin restores an admin; unknown names and bad usage fail with a message', async () => {
    expect((await admin('make-admin', 'helper')).stdout).toContain('helper is now an admin');
    const database = await open();
    const helper = (await database.db.select().from(users)).find((u) => u.username === 'helper');
    await database.close();
    expect(helper?.role).toBe('admin');
    await expect(admin('reset-password', 'nobody')).rejects.toMatchObject({
      stderr: expect.stringContaining('No account named "nobody"'),
    });
    await expect(admin('explode')).rejects.toMatchObject({ stderr: expect.stringContaining('usage:') });
  }, 60_000);
});
