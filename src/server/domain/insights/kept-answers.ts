/**
 * Answers built from a user's journal (relief by symptom, "what should I take now?", the report), kept in
 * this process per user under the user's journal version, `users.entries_version` (decision 0074). Triggers
 * give it a new value on every write to the user's entries, and saving the report's name and conditions
 * does too (report-profile.ts), so an answer kept under the version the database says now is the answer
 * the database would give. Each answer is kept under a key that names the rest of what it depends on (the
 * symptom, the time zone, the period, whether notes are in), never anything read from the clock: a period
 * "the last 30 days" is kept under its days.
 *
 * The version is read before the data (in the session look-up's statement where it can be, as the entry
 * list's is, decision 0035): an answer is never older than the version it is kept under. A user's answers
 * under an older version are dropped when a newer one is asked for. Requests that arrive while an answer is
 * being built wait for that build (one at a time per user, version and key). Bounded in bytes and in age;
 * the least recently used user's answers go first.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** Bytes kept at most (the JSON length of every answer kept, all users together). */
export const KEPT_ANSWERS_MAX_BYTES = 32 * 2 ** 20;
/** An answer larger than this is not kept (a few huge reports would push everybody else out). */
const MAX_ANSWER_BYTES = KEPT_ANSWERS_MAX_BYTES / 8;
/** No answer is given from memory longer than this after it was built. */
export const KEPT_ANSWERS_MAX_AGE_MS = 10 * 60_000;
/** A user's answers at most (symptoms × kinds, a few periods): the oldest-used goes first. */
const MAX_ANSWERS_PER_USER = 64;

interface Kept {
  value: unknown;
  bytes: number;
  keptAt: number;
}

/** Per user, in order of last use (the first is the next to go): their version and its answers. */
const kept = new Map<number, { version: string; answers: Map<string, Kept> }>();
const building = new Map<string, Promise<unknown>>();
let keptBytes = 0;
let builds = 0;

function dropUser(userId: number) {
  const user = kept.get(userId);
  if (!user) return;
  for (const a of user.answers.values()) keptBytes -= a.bytes;
  kept.delete(userId);
}

function dropAnswer(answers: Map<string, Kept>, key: string) {
  const a = answers.get(key);
  if (!a) return;
  answers.delete(key);
  keptBytes -= a.bytes;
}

function lookUp(userId: number, version: string, key: string, now: number): { value: unknown } | undefined {
  const user = kept.get(userId);
  if (!user) return undefined;
  if (user.version !== version) {
    dropUser(userId);
    return undefined;
  }
  kept.delete(userId);
  kept.set(userId, user);
  const a = user.answers.get(key);
  if (!a) return undefined;
  if (now - a.keptAt > KEPT_ANSWERS_MAX_AGE_MS || now < a.keptAt) {
    dropAnswer(user.answers, key);
    return undefined;
  }
  user.answers.delete(key);
  user.answers.set(key, a);
  return { value: a.value };
}

function keep(userId: number, version: string, key: string, value: unknown, now: number) {
  const bytes = JSON.stringify(value)?.length ?? 0;
  if (bytes > MAX_ANSWER_BYTES) return;
  let user = kept.get(userId);
  // Answers under another version are of other data: they go (a look-up compares versions in any case).
  if (user && user.version !== version) {
    dropUser(userId);
    user = undefined;
  }
  if (!user) user = { version, answers: new Map() };
  kept.delete(userId);
  kept.set(userId, user);
  dropAnswer(user.answers, key);
  user.answers.set(key, { value, bytes, keptAt: now });
  keptBytes += bytes;
  for (const k of user.answers.keys()) {
    if (user.answers.size <= MAX_ANSWERS_PER_USER) break;
    dropAnswer(user.answers, k);
  }
  for (const [other, u] of kept) {
    if (keptBytes <= KEPT_ANSWERS_MAX_BYTES) break;
    if (other === userId && kept.size === 1) {
      // Only this user left: their least recently used answers go.
      for (const k of u.answers.keys()) {
        if (keptBytes <= KEPT_ANSWERS_MAX_BYTES) break;
        dropAnswer(u.answers, k);
      }
      break;
    }
    dropUser(other);
  }
}

/** The version of what the user's journal holds now (null: no such user). */
export async function journalVersion(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ version: users.entriesVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.version ?? null;
}

/**
 * The answer kept for `userId` under `key` while their journal's version is still `version` (read before
 * the data: by the session look-up's statement, or here when it did not), else the one `build` gives, kept.
 * Callers never change an answer they are given: it may be given again.
 */
export async function keptAnswer<T>(
  db: DbOrTx,
  userId: number,
  key: string,
  version: string | null | undefined,
  now: number,
  build: () => Promise<T>,
): Promise<T> {
  const current = version ?? (await journalVersion(db, userId));
  if (current == null) return build();
  const hit = lookUp(userId, current, key, now);
  if (hit) return hit.value as T;
  const buildKey = `${userId}|${current}|${key}`;
  let pending = building.get(buildKey) as Promise<T> | undefined;
  if (!pending) {
    builds++;
    pending = build()
      .then((value) => {
        keep(userId, current, key, value, now);
        return value;
      })
      .finally(() => building.delete(buildKey));
    building.set(buildKey, pending);
  }
  return pending;
}

/** Forgets a user's answers (the account is erased: its figures leave this process's memory at once). */
export function forgetAnswers(userId: number) {
  dropUser(userId);
}

/** Answers built since start (for tests and metrics): asks beyond these were answered from memory. */
export function keptAnswerBuilds() {
  return builds;
}

/** How much is kept (for tests and metrics). */
export function keptAnswersSize() {
  let answers = 0;
  for (const u of kept.values()) answers += u.answers.size;
  return { users: kept.size, answers, bytes: keptBytes };
}
