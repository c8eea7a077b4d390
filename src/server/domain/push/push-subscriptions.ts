import { isIP } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../../shared/push.js';
import { PUSH_MESSAGES } from '../../../shared/reminder-rules.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';
import { badRequest } from '../../errors.js';

/** Names that never belong to a push service: the server's own network. */
const INTERNAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)\.?$/i;

/**
 * Whether the server may POST to this endpoint. Push services are public https hosts; anything else
 * (plain http, an IP address, an internal name) would let an account make the server call its own
 * network. `allowLoopback` (tests and development only) lets http://127.0.0.1:PORT through, for a local
 * push endpoint.
 */
export function isAllowedEndpoint(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLoopback && url.protocol === 'http:' && url.hostname === '127.0.0.1') return true;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) === 0 && host.includes('.') && !INTERNAL_NAME.test(host);
}

/** Devices one account may have reminders on; a new one replaces the oldest (issue 55). */
export const PUSH_DEVICES_MAX = 10;

/**
 * Stores (or refreshes) this account's subscription at `input.endpoint`, tied to the signed-in session
 * that sent it (it ends with that session), as the account's newest; past PUSH_DEVICES_MAX the oldest go.
 */
export async function savePushSubscription(
  db: Db,
  user: { userId: number; sessionId: string },
  input: PushSubscriptionInput,
  allowLoopback: boolean,
  now: Date,
) {
  if (!isAllowedEndpoint(input.endpoint, allowLoopback))
    throw badRequest(PUSH_MESSAGES.endpoint, 'validation', 'endpoint');
  const { p256dh, auth } = input.keys;
  const { userId, sessionId } = user;
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, sessionId, endpoint: input.endpoint, p256dh, auth, createdAt: now })
      .onConflictDoUpdate({
        target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
        set: { p256dh, auth, sessionId, createdAt: now },
      });
    await tx.execute(sql`
      delete from push_subscriptions where user_id = ${userId} and id not in (
        select id from push_subscriptions where user_id = ${userId}
        order by created_at desc, id desc limit ${PUSH_DEVICES_MAX}
      )`);
  });
  return { ok: true as const };
}

/** Forgets this account's subscription at `endpoint`; another account's, even at the same address, stays. */
export async function deletePushSubscription(db: DbOrTx, userId: number, endpoint: string) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return { ok: true as const, deleted: gone.length };
}
