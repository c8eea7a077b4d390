import { inPool } from './password-pool.js';

/** OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashed in the worker pool (password-pool.ts), never on the event loop. */
export function hashPassword(password: string): Promise<string> {
  return inPool<string>('hash', [password, OPTIONS]);
}

// Verified against when the username is unknown, so both failures cost the same time; made on first need.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    if (!passwordHash) {
      dummyHash ??= hashPassword('not-a-real-password-0000');
      await inPool<boolean>('verify', [await dummyHash, password]);
      return false;
    }
    return await inPool<boolean>('verify', [passwordHash, password]);
  } catch {
    return false;
  }
}
