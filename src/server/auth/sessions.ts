import { type AnyColumn, and, eq, NoopLogger, ne, Placeholder, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Language } from '../../shared/i18n.js';
import type { DbOrTx } from '../db/client.js';
import { pushSubscriptions, sessions, users } from '../db/schema.js';
import { Kept } from '../kept.js';
import { newToken, tokenDigest } from './tokens.js';

export const SESSION_COOKIE = 'sj_session';
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * A short-lived in-process cache of session look-ups, so most requests make one database round trip, not
 * two. Every way a session ends on this server removes it at once; a session ended by another app server
 * is honoured here within CACHE_TTL_MS (see docs/decisions/0007-session-cache.md and 0013).
 */
export const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;
interface Cached {
  cachedAt: number;
  /** Epoch milliseconds. */
  createdAt: number;
  lastSeenAt: number;
  user: SessionUser;
}
const cache = new Kept<string, Cached>({ maxEntries: CACHE_MAX, maxAgeMs: CACHE_TTL_MS - 1 });
/**
 * The cache is on only for PGlite, which serves one process by construction (its folder is locked): on
 * PostgreSQL several app servers may share the sessions, and a session ended on one must be refused by
 * the others on the very next request (docs/decisions/0013-many-servers.md).
 */
let cacheEnabled = true;
export function setSessionCache(enabled: boolean) {
  cacheEnabled = enabled;
  if (!enabled) cache.clear();
}

function remember(id: string, entry: Cached) {
  cache.set(id, entry, entry.cachedAt);
}

/** Forget every cached session of a user (their sessions ended, their role or account changed). */
export function forgetUserSessions(userId: number) {
  cache.deleteWhere((entry) => entry.user.id === userId);
}

/**
 * What a request needs of its user: who, what role, the account's time zone (its days) and the language it
 * chose (its messages; null: never chosen, the request's Accept-Language then).
 */
export interface SessionUser {
  id: number;
  role: 'user' | 'manager' | 'admin';
  timeZone: string;
  language: Language | null;
}

export interface ActiveSession {
  id: string;
  user: SessionUser;
}

/** Creates a session and answers the cookie's token (32 random bytes); only its digest is stored. */
export async function createSession(db: DbOrTx, userId: number, userAgent: string | null, now: Date) {
  const token = newToken();
  await db.insert(sessions).values({
    id: tokenDigest(token),
    userId,
    userAgent: userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    lastSeenAt: now,
  });
  return token;
}

/**
 * A route's read that rides in the session look-up's statement, so that a request makes one database round
 * trip, not two: `value` is an SQL value (a scalar subquery) over the session's user id, with
 * `sql.placeholder`s filled from the request by the route (see the guard's `withSession`), or a column of
 * `users`, which the look-up joins on the session's user. Its answer is used only once the session has
 * passed every check of the guard.
 */
export interface SessionRead {
  /** Names the prepared statement (one per read): letters and underscores. */
  name: string;
  value: (sessionUserId: AnyColumn) => SQL;
}

/**
 * The look-up: the session's times (epoch milliseconds) and what a request needs of its user, with a
 * route's read, in one statement. Its columns are plain (integers, text, float8), so neither driver parses
 * a date and nothing is mapped. It is built once per database handle and read, and sent as a named
 * prepared statement: building it in Drizzle for every request cost more Node CPU than the query itself.
 */
const epochMs = (column: AnyColumn) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;
const lookupSelect = (db: DbOrTx, read?: SessionRead) =>
  db
    .select({
      userId: sessions.userId,
      role: users.role,
      timeZone: users.timeZone,
      language: users.language,
      createdAt: epochMs(sessions.createdAt),
      lastSeenAt: epochMs(sessions.lastSeenAt),
      read: read ? read.value(sessions.userId) : sql<null>`null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1);
type LookupRow = Awaited<ReturnType<typeof lookupSelect>>[number];
const statementName = (read?: SessionRead) => (read ? `session_with_${read.name}` : 'session');

/** One statement per read and database handle, made on first use. */
function memo<T>(
  byDb: WeakMap<object, Map<string, T>>,
  db: object,
  read: SessionRead | undefined,
  make: () => T,
) {
  let byRead = byDb.get(db);
  if (!byRead) {
    byRead = new Map();
    byDb.set(db, byRead);
  }
  const key = read?.name ?? '';
  let statement = byRead.get(key);
  if (!statement) {
    statement = make();
    byRead.set(key, statement);
  }
  return statement;
}

const prepared = new WeakMap<object, Map<string, ReturnType<typeof prepareLookup>>>();
const prepareLookup = (db: DbOrTx, read?: SessionRead) => lookupSelect(db, read).prepare(statementName(read));

/**
 * On PostgreSQL the statement is sent with `pg` itself (its text rendered by Drizzle once): rows as
 * arrays, no Drizzle wrapper, tracing span or row mapping, which were about a tenth of a signed-in
 * request's CPU (bench/notes.md, 2026-11-25, night). PGlite runs it through Drizzle's prepared statement.
 */
interface RawLookup {
  text: string;
  /** The statement's parameters: a Placeholder's name to fill from the request, or a fixed value. */
  params: Array<string | { value: unknown }>;
}
const rendered = new WeakMap<object, Map<string, RawLookup>>();
function renderLookup(db: DbOrTx, read?: SessionRead): RawLookup {
  const query = lookupSelect(db, read).toSQL();
  return {
    text: query.sql,
    params: query.params.map((p) => (p instanceof Placeholder ? (p.name as string) : { value: p })),
  };
}
/** The pg pool behind a Drizzle handle, with Drizzle's query logger (tests see every statement); null on PGlite. */
interface RawClient {
  pool: pg.Pool;
  log: ((query: string, params: unknown[]) => void) | null;
}
const rawClients = new WeakMap<DbOrTx, RawClient | null>();
function rawClientOf(db: DbOrTx): RawClient | null {
  let raw = rawClients.get(db);
  if (raw === undefined) {
    const client = (db as { $client?: unknown }).$client;
    const logger = (db as { session?: { logger?: { logQuery(q: string, p: unknown[]): void } } }).session
      ?.logger;
    raw =
      client instanceof pg.Pool
        ? {
            pool: client,
            log: logger && !(logger instanceof NoopLogger) ? (q, p) => logger.logQuery(q, p) : null,
          }
        : null;
    rawClients.set(db, raw);
  }
  return raw;
}

/** The look-up's row for session `id`, by whichever driver the handle has. */
async function lookupRow(
  db: DbOrTx,
  id: string,
  withRead?: { read: SessionRead; params: Record<string, unknown> },
): Promise<LookupRow | undefined> {
  const read = withRead?.read;
  const raw = rawClientOf(db);
  if (!raw) {
    const statement = memo(prepared, db, read, () => prepareLookup(db, read));
    return (await statement.execute({ ...withRead?.params, sessionId: id }))[0];
  }
  const statement = memo(rendered, db, read, () => renderLookup(db, read));
  const values = statement.params.map((p) =>
    typeof p === 'string' ? (p === 'sessionId' ? id : withRead?.params[p]) : p.value,
  );
  raw.log?.(statement.text, values);
  const result = await raw.pool.query<LookupRow[keyof LookupRow][]>({
    name: statementName(read),
    text: statement.text,
    values,
    rowMode: 'array',
  });
  const row = result.rows[0];
  if (!row) return undefined;
  const [userId, role, timeZone, language, createdAt, lastSeenAt, answer] = row;
  return { userId, role, timeZone, language, createdAt, lastSeenAt, read: answer } as LookupRow;
}

/** The live session behind a cookie token, or null; expired sessions are deleted on sight. */
export async function findSession(db: DbOrTx, token: string, now: Date): Promise<ActiveSession | null> {
  return (await findSessionWith(db, token, now))?.session ?? null;
}

/**
 * `findSession`, and with `with` a route's read in the same statement: `read` is its answer when the
 * session came from the database (undefined when it came from the cache: the route then reads itself).
 */
export async function findSessionWith(
  db: DbOrTx,
  token: string,
  now: Date,
  withRead?: { read: SessionRead; params: Record<string, unknown> },
): Promise<{ session: ActiveSession; read?: unknown } | null> {
  if (!token || token.length > 100) return null;
  const id = tokenDigest(token);
  const t = now.getTime();
  const hit = cacheEnabled ? cache.get(id, t) : undefined;
  if (hit) {
    if (t - hit.lastSeenAt <= SESSION_IDLE_MS && t - hit.createdAt <= SESSION_ABSOLUTE_MS) {
      // A copy: nothing a request does to its user reaches the cache.
      return { session: { id, user: { ...hit.user } } };
    }
  }
  cache.delete(id);
  const row = await lookupRow(db, id, withRead);
  if (!row) return null;
  const live = await checkAge(db, id, now, row.createdAt, row.lastSeenAt);
  if (live === null) return null;
  const user: SessionUser = {
    id: row.userId,
    role: row.role,
    timeZone: row.timeZone,
    language: row.language,
  };
  if (cacheEnabled)
    remember(id, { cachedAt: t, createdAt: row.createdAt, lastSeenAt: live, user: { ...user } });
  const session = { id, user };
  return withRead ? { session, read: row.read } : { session };
}

/**
 * In SQL, of the `sessions` row in the statement: alive at `now`, within its idle and absolute limits (the
 * rule `checkAge` applies to a session looked up; a reminder goes only to a live session's device).
 */
export function sessionAlive(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(${sessions.lastSeenAt} >= ${at} - make_interval(secs => ${SESSION_IDLE_MS / 1000})
    and ${sessions.createdAt} >= ${at} - make_interval(secs => ${SESSION_ABSOLUTE_MS / 1000}))`;
}

/**
 * A session past its idle or absolute limit is deleted (null); one last seen over a minute ago is
 * touched. Answers when it was last seen (epoch ms).
 */
async function checkAge(
  db: DbOrTx,
  id: string,
  now: Date,
  createdAt: number,
  lastSeenAt: number,
): Promise<number | null> {
  const t = now.getTime();
  if (t - lastSeenAt > SESSION_IDLE_MS || t - createdAt > SESSION_ABSOLUTE_MS) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (t - lastSeenAt > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    return t;
  }
  return lastSeenAt;
}

export async function deleteSession(db: DbOrTx, sessionId: string) {
  cache.delete(sessionId);
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * A password change: every session of the user ends but a new one for this browser (its token answered),
 * which takes over what hung off the browser's old session (its Web Push subscriptions, so this device
 * keeps its reminders while the others' end).
 */
export async function replaceSessions(
  db: DbOrTx,
  userId: number,
  fromSessionId: string | null,
  userAgent: string | null,
  now: Date,
) {
  const token = await createSession(db, userId, userAgent, now);
  if (fromSessionId)
    await db
      .update(pushSubscriptions)
      .set({ sessionId: tokenDigest(token) })
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.sessionId, fromSessionId)));
  await endUserSessions(db, userId, tokenDigest(token));
  return token;
}

/** Ends every session of a user (password or role change, deletion), optionally keeping one. */
export async function endUserSessions(db: DbOrTx, userId: number, keepSessionId?: string) {
  forgetUserSessions(userId);
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
}

export async function listUserSessions(db: DbOrTx, userId: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
}
