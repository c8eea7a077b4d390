/** The Idempotency-Key header a client may send with POST /api/entries so a retried create happens once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 200;
/** How long a key answers its first result again. */
export const IDEMPOTENCY_TTL_HOURS = 48;

export const IDEMPOTENCY_BAD_KEY = `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`;
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used with a different request';
