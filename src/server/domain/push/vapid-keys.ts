import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { vapidKeys } from '../../db/schema.js';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** Contact a push service may write to about this server's pushes (VAPID `sub`); set VAPID_SUBJECT. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:admin@localhost';

/**
 * The key pair configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), else the one in the database, made by
 * whichever server needed it first: every server must sign with the same pair, since a browser's
 * subscription is bound to the public key it subscribed with.
 */
export async function loadVapidKeys(
  db: Db,
  configured: Partial<VapidDetails> | undefined,
): Promise<VapidDetails> {
  const subject = configured?.subject || DEFAULT_VAPID_SUBJECT;
  if (configured?.publicKey && configured.privateKey)
    return { subject, publicKey: configured.publicKey, privateKey: configured.privateKey };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey })
    .onConflictDoNothing();
  const [row] = await db.select().from(vapidKeys);
  return { subject, publicKey: row.publicKey, privateKey: row.privateKey };
}
