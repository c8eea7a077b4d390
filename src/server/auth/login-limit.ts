import { and, count, eq, gte, lt, or } from 'drizzle-orm';
import { LOGIN_LIMIT } from '../../shared/auth.js';
import type { DbOrTx } from '../db/client.js';
import { loginFailures } from '../db/schema.js';

const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_LIMIT.windowMinutes * 60 * 1000);

/** True when this username or address has failed too often within the window. */
export async function isLoginLimited(db: DbOrTx, username: string, address: string, now: Date) {
  const since = windowStart(now);
  const [byName] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username.toLowerCase()), gte(loginFailures.createdAt, since)));
  if (byName.n >= LOGIN_LIMIT.perUsername) return true;
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.address, address), gte(loginFailures.createdAt, since)));
  return byAddress.n >= LOGIN_LIMIT.perAddress;
}

export async function recordLoginFailure(db: DbOrTx, username: string, address: string, now: Date) {
  await db.insert(loginFailures).values({ username: username.toLowerCase(), address, createdAt: now });
  // Keep the table small: failures older than the window no longer count.
  if (Math.random() < 0.05)
    await db.delete(loginFailures).where(lt(loginFailures.createdAt, windowStart(now)));
}

export async function clearLoginFailures(db: DbOrTx, username: string) {
  await db.delete(loginFailures).where(or(eq(loginFailures.username, username.toLowerCase())));
}
