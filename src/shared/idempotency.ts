import { z } from 'zod';
import { message } from './message.js';

/**
 * The Idempotency-Key header a client may send with a create (POST /api/entries, a reward's redeem) so a
 * retried request happens once. One rule for both: its form, and one answer to a key reused for another
 * request (422, as the IETF's Idempotency-Key draft has it).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 200;
/** How long a key answers its first result again. */
export const IDEMPOTENCY_TTL_HOURS = 48;

export const IDEMPOTENCY_BAD_KEY = message(/*i18n*/ 'Idempotency-Key must be 1 to {max} visible characters', {
  max: IDEMPOTENCY_KEY_MAX,
});
export const IDEMPOTENCY_KEY_REUSED =
  /*i18n*/ 'This Idempotency-Key was already used with a different request';

// The schemas are the server's (its routes' headers); the browser reads only the names and messages above.
// Marked pure, so a bundle that imports only those leaves these two, and zod with them, out (decision 0057).

/** The key: 1 to IDEMPOTENCY_KEY_MAX visible ASCII characters, or none. */
export const idempotencyKeySchema = /* @__PURE__ */ z
  .string()
  .regex(new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`), IDEMPOTENCY_BAD_KEY)
  .optional();

/** A route's headers schema that reads the key (and lets every other header through). */
export const idempotencyHeaders = /* @__PURE__ */ z.looseObject({
  [IDEMPOTENCY_HEADER]: idempotencyKeySchema,
});
