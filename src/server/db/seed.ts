import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { ACHIEVEMENTS, CHALLENGES, STARTER_REWARDS } from '../../shared/catalogue.js';
import { createUser } from '../domain/users.js';
import type { Db } from './client.js';
import { achievements, challenges, rewards, users } from './schema.js';

/** Challenges and achievements are kept in step with the catalogue; rewards are seeded once. */
export async function seedCatalogue(db: Db) {
  await db.transaction(async (tx) => {
    for (const c of CHALLENGES) {
      await tx
        .insert(challenges)
        .values(c)
        .onConflictDoUpdate({
          target: challenges.key,
          set: {
            title: c.title,
            description: c.description,
            type: c.type,
            metric: c.metric,
            target: c.target,
            pointValue: c.pointValue,
          },
        });
    }
    for (const a of ACHIEVEMENTS) {
      await tx
        .insert(achievements)
        .values(a)
        .onConflictDoUpdate({
          target: achievements.key,
          set: {
            name: a.name,
            description: a.description,
            category: a.category,
            icon: a.icon,
            threshold: a.threshold,
            pointsReward: a.pointsReward,
          },
        });
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
