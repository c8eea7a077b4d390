import { passwordPool } from './password-pool.js';

/** OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashed in the worker pool (password-pool.ts), never on the event loop. */
export function hashPassword(password: string): Promise<string> {
  return passwordPool.run<string>('hash', [password, OPTIONS]);
}

// Verified against when the username is unknown, so both failures cost the same time; made on first need.
let dummyHash: Promise<string> | undefined;

const ARGON2_HASH = /^\$argon2(?:id|i|d)\$/;

/**
 * Whether `password` is the one behind `passwordHash`. No hash (an unknown user) or a value that is not an
 * argon2 hash matches nothing, after the same work as a real check. A check that itself fails (a worker of
 * the pool died, memory ran out) throws: the request answers a server error, logged, rather than "wrong
 * password", which would mislead the user and count against their sign-in limit.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash && ARGON2_HASH.test(passwordHash)) {
    return passwordPool.run<boolean>('verify', [passwordHash, password]);
  }
  dummyHash ??= hashPassword('not-a-real-password-0000');
  await passwordPool.run<boolean>('verify', [await dummyHash, password]);
  return false;
}
