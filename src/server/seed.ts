import { randomBytes } from 'node:crypto';
import { count, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ACHIEVEMENTS, CHALLENGES, RETIRED_ACHIEVEMENTS, STARTER_REWARDS } from '../shared/catalogue.js';
import { newPasswordProblem } from './auth/password-policy.js';
import type { Db } from './db/client.js';
import { achievements, challenges, rewards, users } from './db/schema.js';
import { createUser } from './domain/account/users.js';

/** An upsert's `set` that takes the named columns from the row that was being inserted. */
function fromInserted<T extends PgTable, K extends keyof T['_']['columns'] & string>(table: T, keys: K[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded."${columns[k].name}"`)])) as Record<K, SQL>;
}

/** Challenges and achievements are kept in step with the catalogue; rewards are seeded once. */
export async function seedCatalogue(db: Db) {
  await db.transaction(async (tx) => {
    await tx
      .insert(challenges)
      .values([...CHALLENGES])
      .onConflictDoUpdate({
        target: challenges.key,
        set: fromInserted(challenges, ['title', 'description', 'type', 'metric', 'target', 'pointValue']),
      });
    await tx
      .insert(achievements)
      .values([
        ...ACHIEVEMENTS.map((a) => ({ ...a, isActive: true })),
        ...RETIRED_ACHIEVEMENTS.map((a) => ({ ...a, isActive: false })),
      ])
      .onConflictDoUpdate({
        target: achievements.key,
        set: fromInserted(achievements, [
          'isActive',
          'name',
          'description',
          'category',
          'icon',
          'threshold',
          'pointsReward',
        ]),
      });
    const [{ n }] = await tx.select({ n: count() }).from(rewards);
    if (n === 0) await tx.insert(rewards).values(STARTER_REWARDS.map((r) => ({ ...r })));
  });
}

/**
 * First start on an empty database: one admin account. Answers the generated password when it made
 * one (the caller prints it once), so nobody runs with a default password; a given one is held to every new
 * password's rule.
 */
export async function ensureFirstAdmin(db: Db, username: string, password?: string) {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return null;
  const problem = password ? await newPasswordProblem(password) : null;
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
  const generated = password ? null : randomBytes(12).toString('base64url');
  await createUser(db, { username, password: password ?? (generated as string), role: 'admin' });
  return { username, generatedPassword: generated };
}
