// The route walk (issue 55, docs/security.md): every API route that names roles, sent anonymously and as
// each role it refuses, in the spellings an attacker would try. Each spelling must answer as the plain path
// does (401 or 403), or, when it names no route at all, 404. Nothing else: never a handler's answer.
// Used by tests/api/route-spellings.test.ts (the app on its own port) and by the nginx check (through
// deploy/nginx.conf). Requests go out with their path exactly as written (node:http does not normalise it).
import { request } from 'node:http';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { RouteRecord } from '../../src/server/app.js';
import { routes } from '../../src/server/routes/index.js';

type Role = 'user' | 'manager' | 'admin';
export interface WalkRoute {
  method: string;
  url: string;
  access: 'public' | readonly Role[] | null;
}
export interface WalkCaller {
  role: Role;
  /** The Cookie header's value. */
  cookie: string;
}
export interface Spelling {
  name: string;
  path: string;
  /** This spelling reaches the same route as the plain path today, so it must answer exactly as it does. */
  routes: boolean;
}

const ROLES: Role[] = ['user', 'manager', 'admin'];
const hex = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** The spellings of one path (`/api/...`) that a router, a proxy or a browser might read as that path. */
export function spellingsOf(path: string, authority: string): Spelling[] {
  const rest = path.slice('/api'.length);
  return [
    { name: 'plain', path, routes: true },
    { name: 'percent-encoded letter', path: `/%61pi${rest}`, routes: true },
    {
      name: 'percent-encoded letters in every segment',
      path: path.replace(/\/([a-z])/g, (_, c: string) => `/${hex(c)}`),
      routes: true,
    },
    { name: 'lower-case hex', path: `/%61p%69${rest}`, routes: true },
    {
      name: 'percent-encoded slashes',
      path: path.replaceAll('/', '%2F').replace(/^%2F/, '/'),
      routes: false,
    },
    { name: 'double encoding', path: `/%2561pi${rest}`, routes: false },
    { name: 'upper case', path: `/API${rest}`, routes: false },
    { name: 'doubled slash', path: `/${path}`, routes: false },
    { name: 'doubled slash inside', path: path.replace('/api/', '/api//'), routes: false },
    { name: 'dot segment', path: `/.${path}`, routes: false },
    { name: 'parent segment', path: `/x/..${path}`, routes: false },
    { name: 'encoded parent segment', path: `/x/%2E%2E${path}`, routes: false },
    { name: 'trailing slash', path: `${path}/`, routes: false },
    { name: 'backslash', path: `/api\\${rest.slice(1)}`, routes: false },
    { name: 'absolute form', path: `http://${authority}${path}`, routes: true },
    { name: 'absolute form, another host', path: `http://evil.example${path}`, routes: true },
  ];
}

/** The API's routes as the app registers them (no database needed to list them). */
export async function apiRouteTable(): Promise<RouteRecord[]> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('routeTable', [] as RouteRecord[]);
  await app.register(routes);
  await app.ready();
  const table = app.routeTable;
  await app.close();
  return table;
}

/** A body a handler would accept for the routes where a write would hurt most; `{}` elsewhere. */
function bodyFor(route: WalkRoute): unknown {
  if (route.method === 'GET' || route.method === 'DELETE') return undefined;
  if (route.url === '/api/admin/users')
    return { username: 'walk_intruder', password: 'walk-intruder-pass-1', role: 'admin' };
  if (route.url === '/api/admin/rewards')
    return { name: 'Walk reward', description: 'Free', pointsCost: 1, isActive: true };
  return {};
}

function send(
  base: string,
  method: string,
  path: string,
  cookie: string | undefined,
  body: unknown,
): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        agent: false,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export interface WalkResult {
  /** Requests sent. */
  sent: number;
  /** Each answer that was not the plain path's (nor a 404 for a spelling that names no route). */
  failures: string[];
  /** How many spellings reached the route (answered exactly as the plain path did). */
  routed: number;
}

/**
 * Sends every route that names roles, anonymously and as each role it refuses, in every spelling. Public
 * routes are skipped (nothing to refuse). Requests go a few at a time, not all at once.
 */
export async function walkRoutes(
  base: string,
  routes: readonly WalkRoute[],
  callers: readonly WalkCaller[],
): Promise<WalkResult> {
  const authority = new URL(base).host;
  const result: WalkResult = { sent: 0, failures: [], routed: 0 };
  const jobs: Array<() => Promise<void>> = [];
  for (const route of routes) {
    if (route.access === 'public') continue;
    const allowed = route.access ?? [];
    const path = route.url.replace(/:[A-Za-z]+/g, '999999');
    const who: Array<{ name: string; cookie?: string; expected: number }> = [
      { name: 'anonymous', expected: 401 },
      ...ROLES.filter((r) => !allowed.includes(r)).flatMap((role) => {
        const caller = callers.find((c) => c.role === role);
        return caller ? [{ name: role, cookie: caller.cookie, expected: 403 }] : [];
      }),
    ];
    for (const person of who) {
      jobs.push(async () => {
        for (const spelling of spellingsOf(path, authority)) {
          const answer = await send(base, route.method, spelling.path, person.cookie, bodyFor(route));
          result.sent++;
          const asPlain = answer.status === person.expected;
          if (asPlain) result.routed++;
          const ok = asPlain || (!spelling.routes && answer.status === 404);
          if (!ok)
            result.failures.push(
              `${route.method} ${route.url} as ${person.name}, ${spelling.name} (${spelling.path}): ` +
                `${answer.status} ${answer.body.slice(0, 120)}; the plain path answers ${person.expected}`,
            );
        }
      });
    }
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < jobs.length) await jobs[next++]();
    }),
  );
  return result;
}
