import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import { type App, buildApp } from '../../src/server/app.js';
import { SESSION_COOKIE } from '../../src/server/auth/sessions.js';
import type { Database } from '../../src/server/db/client.js';
import { createUser } from '../../src/server/domain/account/users.js';
import { seedCatalogue } from '../../src/server/seed.js';
import type { Role } from '../../src/shared/constants.js';
import { DEFAULT_SETTINGS } from '../../src/shared/settings-defaults.js';
import type { StashItem } from '../../src/shared/stash.js';
import {
  createTestDatabase,
  type ExtraDatabases,
  extraDatabases,
  resetDatabase,
  testDatabase,
} from './db.js';

/** A clock tests can move: `clock.set('2026-03-01T10:00:00Z')`, `clock.advance({ days: 1 })`. */
export class TestClock {
  private t: number;
  constructor(start = '2026-06-15T12:00:00Z') {
    this.t = new Date(start).getTime();
  }
  now = () => new Date(this.t);
  set(iso: string) {
    this.t = new Date(iso).getTime();
  }
  advance({ days = 0, hours = 0, minutes = 0, seconds = 0 }) {
    this.t += ((days * 24 + hours) * 60 + minutes) * 60_000 + seconds * 1000;
  }
}

export interface Ctx {
  app: App;
  database: Database;
  clock: TestClock;
  /** Databases besides the test's own (a restore's target, say), closed after the file. */
  extraDatabases: ExtraDatabases;
}

/**
 * Call at the top of a test file: each test gets a fresh app on an emptied database and its own clock.
 * The returned object's fields are filled in before each test, but for `extraDatabases`, the file's.
 */
export function setupApp(): Ctx {
  const ctx = { extraDatabases: extraDatabases() } as Ctx;
  beforeEach(async () => {
    ctx.database = await testDatabase();
    await resetDatabase(ctx.database);
    ctx.clock = new TestClock();
    ctx.app = await buildApp({ database: ctx.database, now: ctx.clock.now, webRoot: undefined });
    // No answer in the whole suite may carry a password hash or a password: checked on every response.
    ctx.app.addHook('onSend', async (_req, _reply, payload) => {
      if (typeof payload === 'string' && /\$argon2|passwordHash|password_hash|secret-pass/.test(payload)) {
        throw new Error(`A response leaked a password or hash: ${payload.slice(0, 200)}`);
      }
      return payload;
    });
    await ctx.app.ready();
    return async () => {
      await ctx.app.close();
    };
  });
  return ctx;
}

/**
 * Call at the top of a file that counts the SQL its requests send: one app for the whole file, on a seeded
 * database of its own (named with `suffix`) that hands every statement to `logQuery`. The tests share its
 * data and its clock.
 */
export function setupAppLoggingQueries(suffix: string, logQuery: (sql: string) => void): Ctx {
  const ctx = {} as Ctx;
  beforeAll(async () => {
    ctx.database = await createTestDatabase(suffix, logQuery);
    await seedCatalogue(ctx.database.db);
    ctx.clock = new TestClock();
    ctx.app = await buildApp({ database: ctx.database, now: ctx.clock.now, webRoot: undefined });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}

export interface Client {
  id: number;
  username: string;
  role: Role;
  cookie: string;
  /** Inject a request as this signed-in user (cookie and x-user-id set). */
  request(opts: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    body?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  del(url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** A request whose body goes as it is (a string, not JSON) under the given content type. */
  sendAs(
    contentType: string,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: string,
  ): Promise<LightMyRequestResponse>;
}

/** An answer's status and its whole error body as one value, to compare with `toEqual`. */
export function errorBody(res: LightMyRequestResponse): {
  status: number;
  error: string;
  code?: string;
  field?: string;
} {
  return { ...res.json(), status: res.statusCode };
}

/**
 * What `errorBody` reads from an answer that refuses one field: a 400 validation error unless another
 * status and code are given.
 */
export function fieldError(field: string, error: string, status = 400, code = 'validation') {
  return { status, error, code, field };
}

export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

let counter = 0;

/** Several accounts with the user role, signed up one after the other. */
export async function signUpMany(ctx: Ctx, n: number): Promise<Client[]> {
  const clients: Client[] = [];
  for (let i = 0; i < n; i++) clients.push(await signUp(ctx));
  return clients;
}

/** Creates an account and signs it in through the real login route. */
export async function signUp(
  ctx: Ctx,
  opts: { username?: string; password?: string; role?: Role } = {},
): Promise<Client> {
  const username = opts.username ?? `user${++counter}`;
  const password = opts.password ?? 'secret-pass';
  await createUser(ctx.database.db, { username, password, role: opts.role ?? 'user' }, ctx.clock.now());
  return signIn(ctx, username, password);
}

export async function signIn(ctx: Ctx, username: string, password: string): Promise<Client> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { id: number; role: Role; username: string };
  const cookie = sessionCookieOf(res)!;
  const request: Client['request'] = ({ method, url, body: payload, headers }) =>
    ctx.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: { cookie: `${SESSION_COOKIE}=${cookie}`, 'x-user-id': String(body.id), ...headers },
    });
  return {
    ...body,
    cookie,
    request,
    get: (url) => request({ method: 'GET', url }),
    post: (url, b) => request({ method: 'POST', url, body: b }),
    put: (url, b) => request({ method: 'PUT', url, body: b }),
    patch: (url, b) => request({ method: 'PATCH', url, body: b }),
    del: (url, b) => request({ method: 'DELETE', url, body: b }),
    sendAs: (contentType, method, url, b) =>
      request({ method, url, body: b, headers: { 'content-type': contentType } }),
  };
}

/**
 * What the app does as it opens and after each sign-in: `POST /api/user/visit`, the one call that records
 * the day's visit (streak, daily points). No other request records one.
 */
export async function openApp(
  client: Client,
): Promise<{ recorded: boolean; streak: number | null; points: number }> {
  const res = await client.post('/api/user/visit');
  if (res.statusCode !== 200) throw new Error(`visit not recorded: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Chooses the account's time zone, as the browser does once and Settings does on a change. */
export async function chooseTimeZone(client: Client, timeZone: string) {
  const res = await client.put('/api/user/time-zone', { timeZone });
  if (res.statusCode !== 200) throw new Error(`time zone not chosen: ${res.statusCode} ${res.body}`);
}

/**
 * Saves the account's settings with these privacy choices (and the defaults for the rest), as Settings'
 * Privacy tab would.
 */
export async function setPrivacy(client: Client, privacy: Partial<typeof DEFAULT_SETTINGS.privacy>) {
  const res = await client.put('/api/user/settings', {
    ...DEFAULT_SETTINGS,
    privacy: { ...DEFAULT_SETTINGS.privacy, ...privacy },
  });
  if (res.statusCode !== 200) throw new Error(`settings not saved: ${res.statusCode} ${res.body}`);
}

/**
 * Race tests: real requests over a real port against a real PostgreSQL server. PGlite runs one query at a
 * time, so races cannot happen there and a pass would prove nothing: the suite is skipped on PGlite, and
 * its title says so.
 */
export const describeRaces = (title: string, body: () => void) =>
  process.env.TEST_DATABASE_URL
    ? describe(`${title} (PostgreSQL, over HTTP)`, body)
    : describe.skip(`${title} — skipped on PGlite: it runs one query at a time, races need PostgreSQL`, body);

/** The app on a real port, and a fetch as a signed-in client, so requests truly overlap. */
export async function overHttp(c: Ctx) {
  await c.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = c.app.server.address() as AddressInfo;
  return (
    client: { cookie: string; id: number },
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: {
        cookie: `${SESSION_COOKIE}=${client.cookie}`,
        'x-user-id': String(client.id),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** The smallest valid entry: a flower joint of Blue Dream rated 4. Every test builder starts from it. */
export const ENTRY_BASICS = {
  strainName: 'Blue Dream',
  strainType: 'hybrid',
  productType: 'flower',
  method: 'joint',
  dosage: '0.5 g',
  overallRating: 4,
} as const;

/** Every rating a flower entry asks for (besides overall), each at `value`. */
export const flowerRatings = (value: number) => ({
  potencyRating: value,
  appearanceRating: value,
  aromaRating: value,
  flavorRating: value,
  smoothnessRating: value,
});

/** The smallest valid new entry as a client sends it, with overrides. */
export const entryBody = (overrides: Record<string, unknown> = {}) => ({ ...ENTRY_BASICS, ...overrides });

/** Logs an entry through the API and insists it was created. */
export async function logEntry(client: Client, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/entries', entryBody(overrides));
  if (res.statusCode !== 201) throw new Error(`entry not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Adds an item to the stash (or, with `list: 'wish'`, the wish list) through the API and insists it was created. */
export async function addToStash(client: Client, body: Record<string, unknown>): Promise<StashItem> {
  const res = await client.post('/api/wishlist', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item;
}
