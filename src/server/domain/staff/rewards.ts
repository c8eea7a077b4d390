import { asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import { REWARD_NOT_FOUND } from '../../../shared/rewards.js';
import type { AdminReward, rewardInput, rewardPatch } from '../../../shared/rewards-admin.js';
import type { Db } from '../../db/client.js';
import { rewards, userRewards } from '../../db/schema.js';
import { notFound } from '../../errors.js';

type RewardRow = typeof rewards.$inferSelect;

const toAdminReward = (r: RewardRow, redemptions: number): AdminReward => ({
  id: r.id,
  name: r.name,
  description: r.description,
  pointsCost: r.pointsCost,
  tier: r.tier,
  isActive: r.isActive,
  imageUrl: r.imageUrl,
  createdAt: r.createdAt.toISOString(),
  redemptions,
});

/** Every reward, active or not, cheapest first, with how often it was redeemed. */
export async function listAdminRewards(db: Db): Promise<AdminReward[]> {
  const found = await db
    .select({ ...getTableColumns(rewards), redemptions: count(userRewards.id) })
    .from(rewards)
    .leftJoin(userRewards, eq(userRewards.rewardId, rewards.id))
    .groupBy(rewards.id)
    .orderBy(asc(rewards.pointsCost), asc(rewards.id));
  return found.map(({ redemptions, ...r }) => toAdminReward(r, Number(redemptions)));
}

export async function createReward(db: Db, input: z.output<typeof rewardInput>, now: Date) {
  const [created] = await db
    .insert(rewards)
    .values({ ...input, createdAt: now })
    .returning();
  return toAdminReward(created, 0);
}

export async function updateReward(db: Db, id: number, input: z.output<typeof rewardPatch>) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const [updated] = Object.keys(changes).length
    ? await db.update(rewards).set(changes).where(eq(rewards.id, id)).returning()
    : await db.select().from(rewards).where(eq(rewards.id, id));
  if (!updated) throw notFound(REWARD_NOT_FOUND);
  const [{ n }] = await db.select({ n: count() }).from(userRewards).where(eq(userRewards.rewardId, id));
  return toAdminReward(updated, Number(n));
}

/** Past redemptions keep their snapshot (name and cost); only the catalogue entry goes. */
export async function deleteReward(db: Db, id: number) {
  const deleted = await db.delete(rewards).where(eq(rewards.id, id)).returning({ id: rewards.id });
  if (deleted.length === 0) throw notFound(REWARD_NOT_FOUND);
}
