import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_REUSED } from '../../../shared/idempotency.js';
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

async function findByKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select(redemptionColumns)
    .from(userRewards)
    .leftJoin(rewards, eq(rewards.id, userRewards.rewardId))
    .where(and(eq(userRewards.userId, userId), eq(userRewards.idempotencyKey, key)));
  return row ?? null;
}

async function balance(db: DbOrTx, userId: number) {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row?.points ?? 0;
}

/** Thrown inside the transaction when a concurrent retry with the same key won: undoes the spend. */
class AlreadyRedeemed extends Error {}

/**
 * Spends points on an active reward. The balance is lowered by a conditional update (never below the
 * cost, and the CHECK keeps it at 0 or more), so concurrent redemptions cannot overspend. With an
 * idempotency key a retried request answers the first redemption instead of redeeming again.
 */
export async function redeemReward(
  db: Db,
  userId: number,
  rewardId: number,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<{ created: boolean; result: RedeemResult }> {
  const replay = async () => {
    const row = idempotencyKey ? await findByKey(db, userId, idempotencyKey) : null;
    if (!row) return null;
    if (row.rewardId !== rewardId) throw new AppError(422, IDEMPOTENCY_KEY_REUSED);
    return { created: false, result: { ...toUserReward(row), points: await balance(db, userId) } };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const [reward] = await tx.select().from(rewards).where(eq(rewards.id, rewardId));
      if (!reward) throw notFound(REWARD_NOT_FOUND);
      if (!reward.isActive) throw conflict(REWARD_UNAVAILABLE);
      const spent = await tx
        .update(users)
        .set({ points: sql`${users.points} - ${reward.pointsCost}` })
        .where(and(eq(users.id, userId), gte(users.points, reward.pointsCost)))
        .returning({ points: users.points });
      if (spent.length === 0) throw new AppError(409, NOT_ENOUGH_POINTS);
      const [row] = await tx
        .insert(userRewards)
        .values({
          userId,
          rewardId: reward.id,
          rewardName: reward.name,
          rewardCost: reward.pointsCost,
          redeemed: true,
          redeemedAt: now,
          idempotencyKey: idempotencyKey ?? null,
          code: redemptionCode(),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AlreadyRedeemed();
      return {
        created: true,
        result: {
          ...toUserReward({
            ...row,
            name: reward.name,
            description: reward.description,
            tier: reward.tier,
            imageUrl: reward.imageUrl,
          }),
          points: spent[0].points,
        },
      };
    });
  } catch (err) {
    if (!(err instanceof AlreadyRedeemed)) throw err;
    const first = await replay();
    if (first) return first;
    throw err;
  }
}
