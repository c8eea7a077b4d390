import { z } from 'zod';
import { PUSH_MESSAGES } from './reminder-rules.js';

/** The server's VAPID public key (base64url), the `applicationServerKey` a browser subscribes with. */
export const pushKeyResponse = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponse>;

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, /*i18n*/ 'Keys are base64url text');

/** A browser's subscription as `PushSubscription.toJSON()` gives it (expirationTime is ignored). */
export const pushSubscriptionInput = z.object({
  endpoint: z.string().trim().max(2048).url(PUSH_MESSAGES.endpoint),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushEndpointInput = z.strictObject({
  endpoint: z.string().trim().max(2048).url(PUSH_MESSAGES.endpoint),
});
export type PushEndpointInput = z.infer<typeof pushEndpointInput>;
