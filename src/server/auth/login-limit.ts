import { eq, inArray, lt, sql } from 'drizzle-orm';
import { LOGIN_LIMIT } from '../../shared/auth.js';
import type { DbOrTx } from '../db/client.js';
import { loginThrottles } from '../db/schema.js';

const WINDOW_MS = LOGIN_LIMIT.windowMinutes * 60 * 1000;

/**
 * Counts one attempt under a key and answers the count including it, in one statement (insert … on
 * conflict … returning): sixty parallel guesses see 1 to 60, never sixty times "9". A window older than
 * WINDOW_MS starts over.
 */
async function bump(db: DbOrTx, key: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, attempts: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        attempts: sql`case when ${loginThrottles.windowStart} < ${since} then 1 else ${loginThrottles.attempts} + 1 end`,
        windowStart: sql`case when ${loginThrottles.windowStart} < ${since} then ${now} else ${loginThrottles.windowStart} end`,
      },
    })
    .returning({ attempts: loginThrottles.attempts });
  return row.attempts;
}

async function has(db: DbOrTx, key: string) {
  const rows = await db
    .select({ key: loginThrottles.key })
    .from(loginThrottles)
    .where(eq(loginThrottles.key, key));
  return rows.length > 0;
}

async function clear(db: DbOrTx, keys: string[]) {
  await db.delete(loginThrottles).where(inArray(loginThrottles.key, keys));
}

const name = (username: string) => username.trim().toLowerCase();

/**
 * Reserves a sign-in attempt before the password is checked. Limits: per (username, address), per
 * address, and, only from addresses that never signed in to this username, a slower one per username:
 * strangers slow each other down but cannot lock out the owner on their usual device.
 * Answers true when the attempt may go ahead.
 */
export async function reserveSignIn(db: DbOrTx, username: string, address: string, now: Date) {
  const n = name(username);
  const pair = await bump(db, `pair:${n}|${address}`, now);
  const byAddress = await bump(db, `address:${address}`, now);
  if (pair > LOGIN_LIMIT.perUsernameAndAddress || byAddress > LOGIN_LIMIT.perAddress) return false;
  if (await has(db, `known:${n}|${address}`)) return true;
  return (await bump(db, `name:${n}`, now)) <= LOGIN_LIMIT.perUsernameFromNewAddresses;
}

/**
 * A successful sign-in: its address is known to this username from now on, its counts for this name start
 * over, and its address slot is given back.
 */
export async function signInSucceeded(db: DbOrTx, username: string, address: string, now: Date) {
  const n = name(username);
  await clear(db, [`pair:${n}|${address}`, `name:${n}`]);
  // A right password gives its address slot back: many people behind one address may sign in.
  await db
    .update(loginThrottles)
    .set({ attempts: sql`greatest(${loginThrottles.attempts} - 1, 0)` })
    .where(eq(loginThrottles.key, `address:${address}`));
  await db
    .insert(loginThrottles)
    .values({ key: `known:${n}|${address}`, attempts: 0, windowStart: now })
    .onConflictDoUpdate({ target: loginThrottles.key, set: { windowStart: now } });
  // Keep the table small: finished windows and addresses unused for 90 days go.
  if (Math.random() < 0.05) {
    await db.delete(loginThrottles).where(
      sql`(${loginThrottles.key} not like 'known:%' and ${lt(loginThrottles.windowStart, new Date(now.getTime() - WINDOW_MS))})
          or ${lt(loginThrottles.windowStart, new Date(now.getTime() - 90 * 24 * 3600 * 1000))}`,
    );
  }
}

/**
 * Reserves a current-password check (password change, account deletion) for a signed-in account, so a
 * stolen session cannot be used to guess the password; a right password starts the count over.
 */
export async function reservePasswordCheck(db: DbOrTx, userId: number, now: Date) {
  return (await bump(db, `password:${userId}`, now)) <= LOGIN_LIMIT.currentPasswordPerAccount;
}

/**
 * Reserves an open sign-up from `address` (LOGIN_LIMIT.signUpsPerAddress a window, counted in one
 * statement as sign-ins are): answers true when it may go ahead.
 */
export async function reserveSignUp(db: DbOrTx, address: string, now: Date) {
  return (await bump(db, `signup:${address}`, now)) <= LOGIN_LIMIT.signUpsPerAddress;
}

export async function passwordCheckSucceeded(db: DbOrTx, userId: number) {
  await clear(db, [`password:${userId}`]);
}

/**
 * An erased account leaves nothing behind here: the counters that name it, and the addresses it signed in
 * from (their per-address counters go too: a row holding its address would outlive the account).
 */
export async function forgetSignIns(db: DbOrTx, username: string, userId: number) {
  const n = name(username);
  const known = await db
    .select({ key: loginThrottles.key })
    .from(loginThrottles)
    .where(sql`starts_with(${loginThrottles.key}, ${`known:${n}|`})`);
  const addresses = known.map((r) => `address:${r.key.slice(`known:${n}|`.length)}`);
  await db.delete(loginThrottles).where(
    sql`starts_with(${loginThrottles.key}, ${`pair:${n}|`}) or starts_with(${loginThrottles.key}, ${`known:${n}|`})
        or ${inArray(loginThrottles.key, [`name:${n}`, `password:${userId}`, ...addresses])}`,
  );
}
