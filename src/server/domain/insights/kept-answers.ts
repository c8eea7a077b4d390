/**
 * Answers built from a user's journal (relief by symptom, "what should I take now?", the report), kept in
 * this process per user under the user's journal version, `users.entries_version` (decision 0074). Triggers
 * give it a new value on every write to the user's entries, and saving the report's name and conditions
 * does too (report-profile.ts), so an answer kept under the version the database says now is the answer
 * the database would give. Each answer is kept under a key that names the rest of what it depends on (the
 * symptom, the time zone, the period, whether notes are in, and the day for a report, whose experiments
 * are read on it): a period "the last 30 days" is kept under its days.
 *
 * The version is read before the data (in the session look-up's statement where it can be, as the entry
 * list's is, decision 0035): an answer is never older than the version it is kept under. A user's answers
 * under an older version are dropped when a newer one is asked for. Requests that arrive while an answer is
 * being built wait for that build (one at a time per user, version and key). Kept in `Kept` (kept.ts),
 * bounded in bytes and in age; the least recently used user's answers go first.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { Kept } from '../../kept.js';

/** Bytes kept at most (the JSON length of every answer kept, all users together). */
export const KEPT_ANSWERS_MAX_BYTES = 32 * 2 ** 20;
/** No answer is given from memory longer than this after it was built. */
export const KEPT_ANSWERS_MAX_AGE_MS = 10 * 60_000;

/** One user's answers under one version of their journal, the least recently used first to go. */
const answersUnder = (version: string) => ({
  version,
  answers: new Kept<string, unknown>({
    // Symptoms × kinds, a few periods.
    maxEntries: 64,
    maxBytes: KEPT_ANSWERS_MAX_BYTES,
    // A few huge reports would push everybody else out.
    maxEntryBytes: KEPT_ANSWERS_MAX_BYTES / 8,
    maxAgeMs: KEPT_ANSWERS_MAX_AGE_MS,
    sizeOf: (value) => JSON.stringify(value)?.length ?? 0,
  }),
});

/**
 * Per user, their version and its answers; a user's size is that of their answers when last kept, and the
 * least recently used user goes first. A user is kept again whenever an answer is, so a user older than
 * the age limit has no young answer left.
 */
const kept = new Kept<number, ReturnType<typeof answersUnder>>({
  maxBytes: KEPT_ANSWERS_MAX_BYTES,
  maxAgeMs: KEPT_ANSWERS_MAX_AGE_MS,
  sizeOf: (user) => user.answers.size().bytes,
});
const building = new Map<string, Promise<unknown>>();

/** The user's answers if they are under `version`; answers under another version are of other data and go. */
function answersOf(userId: number, version: string, now: number) {
  const user = kept.get(userId, now);
  if (user?.version === version) return user;
  kept.delete(userId);
  return undefined;
}

function keep(userId: number, version: string, key: string, value: unknown, now: number) {
  const user = answersOf(userId, version, now) ?? answersUnder(version);
  user.answers.set(key, value, now);
  kept.set(userId, user, now);
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
  const hit = answersOf(userId, current, now)?.answers.get(key, now);
  if (hit !== undefined) return hit as T;
  const buildKey = `${userId}|${current}|${key}`;
  let pending = building.get(buildKey) as Promise<T> | undefined;
  if (!pending) {
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
  kept.delete(userId);
}
