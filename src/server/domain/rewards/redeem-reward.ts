import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  NOT_ENOUGH_POINTS,
  REWARD_NOT_FOUND,
  REWARD_UNAVAILABLE,
  type RedeemResult,
  type RedemptionStatus,
  type Reward,
  type UserReward,
} from '../../../shared/rewards.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { rewards, userRewards, users } from '../../db/schema.js';
import { AppError, conflict, notFound } from '../../errors.js';
import { once } from '../idempotency.js';
import { ledgerMessages } from '../progress/ledger-messages.js';
import { ACTIVITY, postToLedger } from '../progress/points.js';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L, U). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A redemption's code: 12 random characters of 30 (about 59 bits), shown as SJ-XXXX-XXXX-XXXX. */
export function redemptionCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `SJ-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

function toReward(r: typeof rewards.$inferSelect): Reward {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    pointsCost: r.pointsCost,
    pointCost: r.pointsCost,
    tier: r.tier,
    isActive: r.isActive,
    imageUrl: r.imageUrl,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The catalogue: active rewards for users (cheapest first); every reward for staff. */
export async function listRewards(db: DbOrTx, opts: { includeInactive: boolean }): Promise<Reward[]> {
  const rows = await db
    .select()
    .from(rewards)
    .where(opts.includeInactive ? undefined : eq(rewards.isActive, true))
    .orderBy(rewards.pointsCost, rewards.id);
  return rows.map(toReward);
}

const redemptionColumns = {
  id: userRewards.id,
  rewardId: userRewards.rewardId,
  rewardName: userRewards.rewardName,
  rewardCost: userRewards.rewardCost,
  redeemed: userRewards.redeemed,
  redeemedAt: userRewards.redeemedAt,
  createdAt: userRewards.createdAt,
  code: userRewards.code,
  status: userRewards.status,
  resolvedAt: userRewards.resolvedAt,
  name: rewards.name,
  description: rewards.description,
  tier: rewards.tier,
  imageUrl: rewards.imageUrl,
};

type RedemptionRow = {
  id: number;
  rewardId: number | null;
  rewardName: string;
  rewardCost: number;
  redeemed: boolean;
  redeemedAt: Date | null;
  createdAt: Date;
  code: string;
  status: string;
  resolvedAt: Date | null;
  name: string | null;
  description: string | null;
  tier: string | null;
  imageUrl: string | null;
};

function toUserReward(r: RedemptionRow): UserReward {
  return {
    id: r.id,
    rewardId: r.rewardId,
    rewardName: r.rewardName,
    rewardCost: r.rewardCost,
    redeemed: r.redeemed,
    redeemedAt: r.redeemedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    code: r.code,
    status: r.status as RedemptionStatus,
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    reward:
      r.name === null
        ? null
        : { name: r.name, description: r.description ?? '', tier: r.tier ?? 'bronze', imageUrl: r.imageUrl },
  };
}

/** The user's redemptions, newest first, each with its reward as it is now. */
export async function listUserRewards(db: DbOrTx, userId: number): Promise<UserReward[]> {
  const rows = await db
    .select(redemptionColumns)
    .from(userRewards)
    .leftJoin(rewards, eq(rewards.id, userRewards.rewardId))
    .where(eq(userRewards.userId, userId))
    .orderBy(desc(userRewards.createdAt), desc(userRewards.id));
  return rows.map(toUserReward);
}

async function findRedemption(db: DbOrTx, userId: number, id: number) {
  const [row] = await db
    .select(redemptionColumns)
    .from(userRewards)
    .leftJoin(rewards, eq(rewards.id, userRewards.rewardId))
    .where(and(eq(userRewards.userId, userId), eq(userRewards.id, id)));
  return row ?? null;
}

async function balance(db: DbOrTx, userId: number) {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row?.points ?? 0;
}

/**
 * The redemption itself, inside the caller's transaction: the row, then its cost as a ledger line
 * (`postToLedger`), a conditional spend that never takes the balance below 0, so concurrent redemptions
 * cannot overspend; without the points the transaction is refused and nothing stays.
 */
async function redeemIn(tx: DbOrTx, userId: number, rewardId: number, now: Date): Promise<RedeemResult> {
  const [reward] = await tx.select().from(rewards).where(eq(rewards.id, rewardId));
  if (!reward) throw notFound(REWARD_NOT_FOUND);
  if (!reward.isActive) throw conflict(REWARD_UNAVAILABLE);
  const [row] = await tx
    .insert(userRewards)
    .values({
      userId,
      rewardId: reward.id,
      rewardName: reward.name,
      rewardCost: reward.pointsCost,
      redeemed: true,
      redeemedAt: now,
      code: redemptionCode(),
      createdAt: now,
    })
    .returning();
  const spend = {
    activityType: ACTIVITY.redeem,
    points: -reward.pointsCost,
    description: ledgerMessages.redeem(reward.name),
    refId: row.id,
  };
  const points = await postToLedger(tx, userId, spend, now);
  if (points === null) throw new AppError(409, NOT_ENOUGH_POINTS);
  const { name, description, tier, imageUrl } = reward;
  return { ...toUserReward({ ...row, name, description, tier, imageUrl }), points };
}

/**
 * Spends points on an active reward. With an Idempotency-Key a retried request answers the first
 * redemption (as it is now, with the balance now) instead of redeeming again: the one key store and rule
 * of every create (`once`: 48 hours, 422 for the key with another reward; decision 0076).
 */
export async function redeemReward(
  db: Db,
  userId: number,
  rewardId: number,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<{ created: boolean; result: RedeemResult }> {
  if (!idempotencyKey)
    return { created: true, result: await db.transaction((tx) => redeemIn(tx, userId, rewardId, now)) };
  const { body, replayed } = await once(db, userId, idempotencyKey, { redeem: rewardId }, now, {
    create: async (tx) => {
      const result = await redeemIn(tx, userId, rewardId, now);
      return { body: result, kept: { response: { redemptionId: result.id } } };
    },
    replay: async (tx, kept) => {
      const row = await findRedemption(tx, userId, Number(kept.response.redemptionId));
      return row && { ...toUserReward(row), points: await balance(tx, userId) };
    },
  });
  return { created: !replayed, result: body };
}
