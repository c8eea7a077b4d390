import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the username is unknown, so both failures cost the same time.
const dummyHash = hashPassword('not-a-real-password-0000');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    if (!passwordHash) {
      await verify(await dummyHash, password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
