import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as de } from '../../src/locales/de/messages.js';
import { messages as en } from '../../src/locales/en/messages.js';
import { type Client, setupApp, signUp } from '../support/app.js';

// Issue 59: every 4xx `error` the server sends is a catalog message in the reader's language. The walk sends
// each route bad input (as the fuzz test does, but the same every run) in German, signed out and as each
// role, and fails on any error text that is not a German catalog message: one a route builds that no
// catalog holds (English left behind, a library's own words) fails here, naming the route.
const ctx = setupApp();

type Tokens = Messages[string];
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A compiled message as a pattern of its text: a placeholder (or a plural) matches any text. */
function pattern(tokens: Tokens): RegExp {
  const list = Array.isArray(tokens) ? tokens : [tokens];
  const source = list.map((t) => (typeof t === 'string' ? escapeRegExp(t) : '.+?')).join('');
  return new RegExp(`^${source}$`, 's');
}
const german = Object.values(de).map(pattern);
/** The English of messages whose German differs: an answer in English would match one of these. */
const english = Object.entries(en)
  .filter(([id, tokens]) => JSON.stringify(tokens) !== JSON.stringify(de[id]))
  .map(([, tokens]) => pattern(tokens));

const BODIES: unknown[] = [
  undefined,
  {},
  { x: 1 },
  [],
  'null',
  { id: 'abc', strainName: 5, language: 'xx', password: '', username: '' },
  { strainName: 'x'.repeat(300), quantity: -1, days: 0, from: '1800-01-01' },
];
const PARAMS = ['abc', '999999'];

describe('4xx errors in German', () => {
  it('every error a route walk meets is a German catalog message, never one left in English', async () => {
    const callers: Array<Client | null> = [null];
    for (const role of ['user', 'manager', 'admin'] as const) {
      const client = await signUp(ctx, { role });
      expect((await client.put('/api/user/language', { language: 'de' })).statusCode).toBe(200);
      callers.push(client);
    }
    // Routes that end the caller's own sessions would leave the rest of the walk signed out.
    const routes = ctx.app.routeTable.filter(
      (r) => !['/api/logout', '/api/user/sessions/others', '/api/user/password'].includes(r.url),
    );
    expect(routes.length).toBeGreaterThan(50);
    const seen = new Map<string, string>();
    const untranslated: string[] = [];
    for (const route of routes)
      for (const caller of callers)
        for (const param of PARAMS)
          for (const body of route.method === 'GET' ? [undefined] : BODIES) {
            const url = route.url.replace(/:[A-Za-z]+/g, param);
            const headers: Record<string, string> = { 'accept-language': 'de-DE,de;q=0.9' };
            if (caller) headers.cookie = `sj_session=${caller.cookie}`;
            if (body !== undefined) headers['content-type'] = 'application/json';
            const res = await ctx.app.inject({
              method: route.method as 'GET',
              url,
              headers,
              ...(body !== undefined
                ? { payload: typeof body === 'string' ? body : JSON.stringify(body) }
                : {}),
            });
            expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
            if (res.statusCode < 400) continue;
            const { error } = res.json() as { error: string };
            seen.set(error, `${route.method} ${route.url}`);
            const isGerman = german.some((p) => p.test(error));
            const isEnglish = english.some((p) => p.test(error)) && !isGerman;
            if (!isGerman || isEnglish)
              untranslated.push(`${route.method} ${route.url} (${res.statusCode}): ${error}`);
          }
    expect([...new Set(untranslated)]).toEqual([]);
    // Not a walk that met nothing: many different refusals, one with a value put in.
    expect(seen.size).toBeGreaterThan(25);
    expect([...seen.keys()]).toContain('Bitte melde dich an, um fortzufahren');
    expect([...seen.keys()].some((e) => /höchstens \d+ Zeichen/.test(e))).toBe(true);
  }, 300_000);
});
