import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { ACHIEVEMENTS, CHALLENGES, STARTER_REWARDS } from '../../shared/catalogue.js';
import { createUser } from '../domain/users.js';
import type { Db } from './client.js';
import { achievements, challenges, rewards, users } from './schema.js';

/** Challenges and achievements are kept in step with the catalogue; rewards are seeded once. */
export async function seedCatalogue(db: Db) {
  await db.transaction(async (tx) => {
    // Everything but the key follows the catalogue.
    for (const c of CHALLENGES) {
      const { key: _key, ...set } = c;
      await tx.insert(challenges).values(c).onConflictDoUpdate({ target: challenges.key, set });
    }
    for (const a of ACHIEVEMENTS) {
      const { key: _key, ...set } = a;
      await tx.insert(achievements).values(a).onConflictDoUpdate({ target: achievements.key, set });
    }
    const [{ n }] = await tx.select({ n: count() }).from(rewards);
    if (n === 0) await tx.insert(rewards).values(STARTER_REWARDS.map((r) => ({ ...r })));
  });
}

/**
 * First start on an empty database: one admin account. Answers the generated password when it made
 * one (the caller prints it once), so nobody runs with a default password.
 */
export async function ensureFirstAdmin(db: Db, username: string, password?: string) {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return null;
  const generated = password ? null : randomBytes(12).toString('base64url');
  await createUser(db, { username, password: password ?? (generated as string), role: 'admin' });
  return { username, generatedPassword: generated };
}
