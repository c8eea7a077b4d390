import type pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { type Database, openDatabase } from '../../src/server/db/client.js';
import type { Ctx } from '../support/app.js';
import { TestClock } from '../support/app.js';
import { resetDatabase, testDatabase } from '../support/db.js';
import { startPushEndpoint } from './push-local-endpoint.js';

/**
 * Like `setupApp`, with the push options a local endpoint needs (http://127.0.0.1 accepted), a local push
 * endpoint for the whole file, and `second`: another app server on the same database and clock.
 */
export function setupPushApp() {
  const ctx = {} as Ctx & {
    endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
    second: Ctx['app'];
  };
  let secondDatabase: Database | undefined;
  beforeAll(async () => {
    ctx.endpoint = await startPushEndpoint();
  });
  afterAll(async () => {
    await ctx.endpoint.close();
    await secondDatabase?.close();
  });
  beforeEach(async () => {
    ctx.database = await testDatabase();
    await resetDatabase(ctx.database);
    ctx.endpoint.received.length = 0;
    ctx.clock = new TestClock();
    const options = { database: ctx.database, now: ctx.clock.now, webRoot: undefined };
    const push = { allowLoopbackEndpoints: true, vapid: { subject: 'mailto:ops@strain-journal.test' } };
    ctx.app = await buildApp({ ...options, push });
    // On PostgreSQL the second server has a pool of its own, as a second process would.
    if (ctx.database.kind === 'postgres' && !secondDatabase) {
      const { connectionString } = (ctx.database.db as unknown as { $client: pg.Pool }).$client.options;
      secondDatabase = await openDatabase({ databaseUrl: connectionString, poolSize: 5 });
    }
    ctx.second = await buildApp({ ...options, database: secondDatabase ?? ctx.database, push });
    await Promise.all([ctx.app.ready(), ctx.second.ready()]);
    return async () => {
      await Promise.all([ctx.app.close(), ctx.second.close()]);
    };
  });
  return ctx;
}
