import { and, desc, eq } from 'drizzle-orm';
import {
  REDEMPTION_NOT_FOUND,
  type RedemptionStatus,
  redemptionAlreadyMessage,
} from '../../../shared/rewards.js';
import type { AdminRedemption } from '../../../shared/rewards-admin.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { userRewards, users } from '../../db/schema.js';
import { conflict, notFound } from '../../errors.js';
import { ledgerMessages } from '../progress/ledger-messages.js';
import { ACTIVITY, postToLedger } from '../progress/points.js';

/** How many the admin's list shows at once: the newest. */
const LIST_LIMIT = 200;

const columns = {
  id: userRewards.id,
  userId: userRewards.userId,
  username: users.username,
  rewardName: userRewards.rewardName,
  rewardCost: userRewards.rewardCost,
  code: userRewards.code,
  status: userRewards.status,
  createdAt: userRewards.createdAt,
  resolvedAt: userRewards.resolvedAt,
};

/** A row as read: the status as stored text, times as dates. */
type Row = Omit<AdminRedemption, 'status' | 'createdAt' | 'resolvedAt'> & {
  status: string;
  createdAt: Date;
  resolvedAt: Date | null;
};

const toAdminRedemption = (r: Row): AdminRedemption => ({
  ...r,
  status: r.status as RedemptionStatus,
  createdAt: r.createdAt.toISOString(),
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
});

/** Redemptions of every user for the admin to work through, newest first: those of one status, or all. */
export async function listRedemptions(
  db: DbOrTx,
  status: RedemptionStatus | 'all',
): Promise<AdminRedemption[]> {
  const rows = await db
    .select(columns)
    .from(userRewards)
    .innerJoin(users, eq(users.id, userRewards.userId))
    .where(status === 'all' ? undefined : eq(userRewards.status, status))
    .orderBy(desc(userRewards.createdAt), desc(userRewards.id))
    .limit(LIST_LIMIT);
  return rows.map(toAdminRedemption);
}

async function readOne(db: DbOrTx, id: number) {
  const [row] = await db
    .select(columns)
    .from(userRewards)
    .innerJoin(users, eq(users.id, userRewards.userId))
    .where(eq(userRewards.id, id));
  if (!row) throw notFound(REDEMPTION_NOT_FOUND);
  return row;
}

/**
 * Moves a pending redemption to `to`, once: the update names the pending state, so of two admins (or two
 * clicks) at once one moves it and the other is told it already moved. A cancel gives the points back in
 * the same transaction, as a ledger line (`postToLedger`), so they come back exactly once.
 */
export async function resolveRedemption(
  db: Db,
  id: number,
  to: Exclude<RedemptionStatus, 'pending'>,
  now: Date,
): Promise<AdminRedemption> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(userRewards)
      .set({ status: to, resolvedAt: now })
      .where(and(eq(userRewards.id, id), eq(userRewards.status, 'pending')))
      .returning({ userId: userRewards.userId, cost: userRewards.rewardCost, name: userRewards.rewardName });
    if (!moved) {
      const current = await readOne(tx, id);
      throw conflict(redemptionAlreadyMessage(current.status as RedemptionStatus));
    }
    if (to === 'cancelled') {
      const refund = {
        activityType: ACTIVITY.refund,
        points: moved.cost,
        description: ledgerMessages.refund(moved.name),
      };
      await postToLedger(tx, moved.userId, { ...refund, refId: id }, now);
    }
    return toAdminRedemption(await readOne(tx, id));
  });
}
