import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { walkRoutes } from '../../scripts/lib/route-walk.js';
import { requireAccess } from '../../src/server/auth/guard.js';
import { SESSION_COOKIE } from '../../src/server/auth/sessions.js';
import { type Ctx, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();

/** Every table's rows, as one text per table: what a request wrote shows as a difference. */
async function contents(c: Ctx): Promise<Record<string, string>> {
  const tables = (
    await c.database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%migrations%'
          order by 1`,
    )
  ).rows as Array<{ name: string }>;
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    // A refused request still reads its session (its last-seen time may move): not a write of its own.
    if (name === 'sessions') continue;
    const [row] = (
      await c.database.db.execute(
        sql`select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h
            from ${sql.identifier(name)} t`,
      )
    ).rows as Array<{ n: number; h: string }>;
    out[name] = `${row.n} ${row.h}`;
  }
  return out;
}

describe('the door decides by the matched route (issue 55)', () => {
  it('every route answers every spelling of its path as the plain path does, or 404, and writes nothing', async () => {
    const callers = await Promise.all(
      (['user', 'manager', 'admin'] as const).map(async (role) => {
        const c = await signUp(ctx, { role });
        return { role, cookie: `${SESSION_COOKIE}=${c.cookie}` };
      }),
    );
    const before = await contents(ctx);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const walk = await walkRoutes(`http://127.0.0.1:${port}`, ctx.app.routeTable, callers);

    expect(walk.failures).toEqual([]);
    // It walked the whole table: every route that names roles, anonymously and as each refused role.
    const guarded = ctx.app.routeTable.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(80);
    expect(walk.sent).toBeGreaterThan(guarded.length * 16);
    // And the spellings the router reads as the route (encoded letters, absolute form) did reach it.
    expect(walk.routed).toBeGreaterThan(guarded.length * 6);
    expect(await contents(ctx)).toEqual(before);

    // The attack of the finding, spelled out: no account was made, and the admin list stays closed.
    const admins = (await ctx.database.db.execute(sql`select username from users where role = 'admin'`))
      .rows as Array<{ username: string }>;
    expect(admins.map((a) => a.username)).not.toContain('walk_intruder');
  });

  it('the finding itself: POST /%61pi/admin/users with no cookie makes no admin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/%61pi/admin/users',
      payload: { username: 'intruder', password: 'intruder-pass-1', role: 'admin' },
    });
    expect(res.statusCode).toBe(401);
    const list = await ctx.app.inject({ method: 'GET', url: '/%61pi/admin/users' });
    expect(list.statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'intruder', password: 'intruder-pass-1' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('a spelled API path carries the API headers and the CSRF and JSON checks', async () => {
    const owner = await signUp(ctx);
    const spelled = await ctx.app.inject({
      method: 'GET',
      url: '/%61pi/user',
      headers: { cookie: `${SESSION_COOKIE}=${owner.cookie}` },
    });
    expect(spelled.statusCode).toBe(200);
    expect(spelled.headers['cache-control']).toBe('private, no-store');
    expect(spelled.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");

    const crossSite = await ctx.app.inject({
      method: 'PUT',
      url: '/%61pi/user/settings',
      payload: { theme: 'dark' },
      headers: { cookie: `${SESSION_COOKIE}=${owner.cookie}`, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error).toBe('Cross-site request refused');

    const notJson = await ctx.app.inject({
      method: 'PUT',
      url: '/%61pi/user/settings',
      payload: 'theme=dark',
      headers: { cookie: `${SESSION_COOKIE}=${owner.cookie}`, 'content-type': 'text/plain' },
    });
    expect(notJson.statusCode).toBe(415);

    // An unknown API path in any spelling is the JSON 404 with the API's headers.
    const unknown = await ctx.app.inject({ method: 'GET', url: '/%61pi/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    expect(unknown.headers['cache-control']).toBe('private, no-store');
  });

  it('a route without an access rule stops the app from starting, naming it', async () => {
    const app = Fastify();
    requireAccess(app);
    app.get('/api/declared', { config: { access: 'public' } }, async () => ({ ok: true }));
    app.get('/api/forgotten', async () => ({ secret: true }));
    await expect(app.ready()).rejects.toThrow(/GET(,HEAD)? \/api\/forgotten/);
    await app.close();
  });
});
