import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { tablesInDependencyOrder } from '../../src/server/db/backup.js';
import { type Client, entryBody, setupAppLoggingQueries, signUp } from '../support/app.js';

/**
 * Citus readiness (docs/scaling.md): every query a request makes on a table distributed by user_id names
 * the user, so Citus routes it to one shard. Manager and admin aggregates fan out on purpose: they are
 * the named allow-list below, and nothing else may.
 */
const FAN_OUT_ALLOWED = new Set([
  'GET /api/manager/summary',
  'GET /api/manager/trends',
  'GET /api/manager/relief',
  'GET /api/manager/users',
  'GET /api/manager/entries',
  'GET /api/manager/stash',
  'GET /api/manager/rewards',
  'GET /api/manager/point-activities',
  'GET /api/manager/user-rewards',
  'GET /api/admin/entries',
  'GET /api/admin/test-passwords',
  'GET /api/admin/stats',
  'GET /api/admin/users',
  // The open invitations of every account: the admin's list (an aggregate across users).
  'GET /api/admin/invites',
  'GET /api/admin/rewards',
  // The admin's list of redemptions to fulfil, across every user.
  'GET /api/admin/redemptions',
  'PATCH /api/admin/users/:id',
]);

/**
 * Tables with a user_id column are distributed by it; users by its id; sessions by their own id (the
 * token's digest: a request knows its token, not yet its user), so a look-up by id is one shard too.
 */
const userTables = tablesInDependencyOrder()
  .map((t) => getTableConfig(t))
  .filter((c) => c.columns.some((col) => col.name === 'user_id'))
  .map((c) => c.name);

function violation(query: string): string | null {
  const q = query.toLowerCase();
  for (const table of userTables) {
    if (!new RegExp(`(from|join|into|update|table) "?${table}"?(\\s|$|\\))`).test(q)) continue;
    if (table === 'sessions' && /"sessions"\."id" = /.test(q)) continue;
    if (!/"?user_id"?\s*(=|in\b|= any)/.test(q) && !/insert into "?\w+"? \([^)]*"user_id"/.test(q))
      return `${table} without a user_id predicate`;
  }
  return null;
}

const queries: Array<{ route: string; sql: string }> = [];
let current = 'setup';
const ctx = setupAppLoggingQueries('_shard', (sql) => queries.push({ route: current, sql }));

describe('queries on user-owned tables name the user (Citus: one shard)', () => {
  it('holds for every route a user, manager or admin calls, except the named aggregates', async () => {
    const user = await signUp(ctx);
    const manager = await signUp(ctx, { role: 'manager' });
    const admin = await signUp(ctx, { role: 'admin' });
    const as = async (
      client: Client,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      body?: unknown,
    ) => {
      current = `${method} ${url}`;
      const res = await client.request({ method, url, body });
      current = 'between';
      return res;
    };
    const created = await as(
      user,
      'POST',
      '/api/entries',
      entryBody({
        strainName: 'Shard Kush',
        strainType: 'indica',
        potencyRating: 3,
        appearanceRating: 3,
        aromaRating: 3,
        flavorRating: 3,
        smoothnessRating: 3,
        effects: ['relaxed'],
        allowManagerAccess: true,
        addToStash: true,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const entryId = created.json().id;

    const byRole: Array<[Client, string]> = [
      [user, 'user'],
      [manager, 'manager'],
      [admin, 'admin'],
    ];
    let called = 0;
    for (const route of ctx.app.routeTable) {
      if (route.method !== 'GET' || !Array.isArray(route.access)) continue;
      const caller = byRole.find(([, role]) => (route.access as string[]).includes(role));
      if (!caller) continue;
      const url = route.url.replace(/:[a-zA-Z]+/g, String(entryId));
      current = `GET ${route.url}`;
      const res = await caller[0].request({ method: 'GET', url });
      current = 'between';
      expect(res.statusCode, `${route.url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      called++;
    }
    expect(called).toBeGreaterThan(20);
    await as(user, 'PUT', `/api/entries/${entryId}`, {
      strainName: 'Shard Kush 2',
      strainType: 'indica',
      method: 'joint',
      dosage: '1 g',
      overallRating: 3,
      notes: null,
      effects: [],
    });
    await as(user, 'DELETE', `/api/entries/${entryId}`);
    current = 'POST /api/logout';
    await user.request({ method: 'POST', url: '/api/logout' });

    const routeOf = (r: string) => r.replace(/\/\d+(?=\/|$)/g, '/:id');
    const bad = queries
      .filter((q) => q.route !== 'setup' && q.route !== 'between' && !FAN_OUT_ALLOWED.has(routeOf(q.route)))
      .map((q) => ({ route: q.route, problem: violation(q.sql), sql: q.sql.slice(0, 300) }))
      .filter((q) => q.problem);
    expect(bad).toEqual([]);
    expect(queries.length).toBeGreaterThan(50);
  }, 60_000);
});
