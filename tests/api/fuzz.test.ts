import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Client, setupApp, signUp } from '../support/app.js';

const ctx = setupApp();
/** Runs per route and caller; `npm run fuzz` raises it. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const nasty = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    '99999999999999999999',
    'NaN',
    'null',
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '🌿🔥',
    'x'.repeat(20_000),
  ),
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(
    fc.constantFrom(
      'userId',
      'role',
      'points',
      'lifetimePoints',
      'id',
      'username',
      'password',
      'strainName',
      'quantity',
    ),
    nasty,
  ),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true}}')),
  fc.integer({ min: 1, max: 60 }).map((depth) => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = { a: v };
    return v;
  }),
);

const rawBodies = fc.constantFrom(
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '{"strainName":"\\u0000"}',
);

function fillPath(url: string, value: unknown) {
  return url.replace(/:[A-Za-z]+/g, encodeURIComponent(String(value)));
}

async function check(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  label: string,
) {
  expect(res.statusCode, `${label} answered ${res.statusCode}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const parsed = JSON.parse(res.body) as { error?: unknown };
    expect(typeof parsed.error, `${label} error body`).toBe('string');
  }
}

describe('fuzzing every route', () => {
  it('never answers 5xx, always gives 4xx a JSON {error}, and stays healthy', async () => {
    const routes = ctx.app.routeTable.filter((r) => r.url !== '/api/login');
    expect(routes.length).toBeGreaterThan(5);
    // Signed-in requests must reach their handlers: a route that ends sessions (sign-out, an admin
    // deactivating someone) may only spoil its own run, so every route gets fresh accounts.
    let signedIn = 0;
    let unauthenticated = 0;
    for (const route of routes) {
      const callers: Array<Client | null> = [
        null,
        await signUp(ctx, { role: 'user' }),
        await signUp(ctx, { role: 'manager' }),
        await signUp(ctx, { role: 'admin' }),
      ];
      for (const caller of callers) {
        const label = `${route.method} ${route.url} as ${caller?.role ?? 'anonymous'}`;
        await fc.assert(
          fc.asyncProperty(
            nasty,
            fc.dictionary(
              fc.constantFrom('page', 'q', 'format', 'list', 'days', 'sort', 'id', 'x'),
              nasty.map(String),
            ),
            fc.option(body, { nil: undefined }),
            fc.option(rawBodies, { nil: undefined }),
            fc.option(fc.constantFrom('abc', '-1', '0', '999999', '1.5'), { nil: undefined }),
            async (param, query, json, raw, claimedId) => {
              const headers: Record<string, string> = {};
              if (caller) headers.cookie = `sj_session=${caller.cookie}`;
              if (caller) headers['x-user-id'] = claimedId ?? String(caller.id);
              const hasBody = route.method !== 'GET' && (json !== undefined || raw !== undefined);
              if (hasBody) headers['content-type'] = 'application/json';
              const res = await ctx.app.inject({
                method: route.method as 'GET',
                url: fillPath(route.url, param),
                query,
                headers,
                ...(hasBody ? { payload: raw ?? JSON.stringify(json) } : {}),
              });
              if (caller) {
                signedIn++;
                if (res.statusCode === 401) unauthenticated++;
              }
              await check(res, label);
            },
          ),
          { numRuns: RUNS },
        );
      }
    }
    // Only the runs after a route's own sign-out or deactivation may meet a 401.
    expect(signedIn).toBeGreaterThan(routes.length * 3 * RUNS * 0.99);
    expect(unauthenticated / signedIn).toBeLessThan(0.05);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok' });
  }, 600_000);

  it('login survives hostile bodies', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: JSON.stringify(b),
          headers: { 'content-type': 'application/json' },
        });
        await check(res, 'POST /api/login');
        expect(res.statusCode).not.toBe(200);
      }),
      { numRuns: RUNS * 4 },
    );
  });
});
