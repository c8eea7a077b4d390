import { type SQL, sql } from 'drizzle-orm';
import type {
  ActivityListQuery,
  PointActivityRow,
  RewardsUsage,
  UserRewardRow,
} from '../../../shared/dashboards.js';
import type { RedemptionStatus } from '../../../shared/rewards.js';
import type { Db } from '../../db/client.js';
import { activityHidden, containing, iso, isoOrNull, optedOut, type Paged, pagedRows, rows } from '../sql.js';

/** Journaling users only (staff visits earn points too, but are not what the dashboard is about). */
function byUser(query: ActivityListQuery): SQL[] {
  const conditions = [sql`u.role = 'user'`];
  if (query.user) conditions.push(sql`u.username ilike ${containing(query.user)}`);
  return conditions;
}

interface ActivityRow {
  id: number;
  user_id: number;
  username: string;
  activity_type: string;
  description: string;
  points_earned: number;
  created_at: Date | string;
}

interface RedemptionRow {
  id: number;
  user_id: number;
  username: string;
  reward_id: number | null;
  reward_name: string;
  reward_cost: number;
  redeemed_at: Date | string | null;
  created_at: Date | string;
  status: RedemptionStatus;
  resolved_at: Date | string | null;
}

/**
 * Point awards of every user, newest first, paged. A user who keeps their activity private
 * (`showActivity` off) never appears here by name: their awards count only inside aggregates.
 */
export async function everyonesPointActivities(
  db: Db,
  query: ActivityListQuery,
): Promise<Paged<PointActivityRow>> {
  return pagedRows(
    db,
    query,
    {
      columns: sql`a.id, a.user_id, u.username, a.activity_type, a.description, a.points_earned, a.created_at`,
      from: sql`point_activities a join users u on u.id = a.user_id`,
      conditions: [...byUser(query), sql`not ${activityHidden(sql.raw('a.user_id'))}`],
      order: sql`a.created_at desc, a.id desc`,
    },
    (r: ActivityRow): PointActivityRow => ({
      id: r.id,
      userId: r.user_id,
      username: r.username,
      activityType: r.activity_type,
      description: r.description,
      points: r.points_earned,
      createdAt: iso(r.created_at),
    }),
  );
}

/** Reward redemptions of every user, newest first, paged. */
export async function everyonesRedemptions(db: Db, query: ActivityListQuery): Promise<Paged<UserRewardRow>> {
  return pagedRows(
    db,
    query,
    {
      columns: sql`r.id, r.user_id, u.username, r.reward_id, r.reward_name, r.reward_cost, r.redeemed_at,
        r.created_at, r.status, r.resolved_at`,
      from: sql`user_rewards r join users u on u.id = r.user_id`,
      conditions: byUser(query),
      order: sql`coalesce(r.redeemed_at, r.created_at) desc, r.id desc`,
    },
    (r: RedemptionRow): UserRewardRow => ({
      id: r.id,
      userId: r.user_id,
      username: r.username,
      rewardId: r.reward_id,
      rewardName: r.reward_name,
      rewardCost: r.reward_cost,
      redeemedAt: isoOrNull(r.redeemed_at),
      createdAt: iso(r.created_at),
      status: r.status,
      resolvedAt: isoOrNull(r.resolved_at),
    }),
  );
}

/**
 * Redemptions per reward (every reward, also those never redeemed, and deleted ones by their snapshot
 * name), from users who allow data collection.
 */
export async function getRewardsUsage(db: Db): Promise<RewardsUsage> {
  const usage = await rows<{
    reward_id: number | null;
    name: string;
    tier: string | null;
    points_cost: number;
    is_active: boolean | null;
    redemptions: number;
    points_spent: number;
    last_redeemed_at: Date | string | null;
    redeemers: number;
  }>(
    db,
    sql`with used as (
        select ur.reward_id, case when ur.reward_id is null then ur.reward_name end as deleted_name,
          min(ur.reward_name) as name, count(*)::int as redemptions, sum(ur.reward_cost)::int as points_spent,
          round(avg(ur.reward_cost))::int as cost, max(coalesce(ur.redeemed_at, ur.created_at)) as last_redeemed_at
        from user_rewards ur
        where not ${optedOut(sql.raw('ur.user_id'))}
        group by 1, 2
      )
      select coalesce(r.id, used.reward_id) as reward_id, coalesce(r.name, used.name) as name, r.tier,
        coalesce(r.points_cost, used.cost) as points_cost, r.is_active,
        coalesce(used.redemptions, 0)::int as redemptions, coalesce(used.points_spent, 0)::int as points_spent,
        used.last_redeemed_at,
        (select count(distinct ur.user_id)::int from user_rewards ur
          where not ${optedOut(sql.raw('ur.user_id'))}) as redeemers
      from rewards r full outer join used on used.reward_id = r.id
      order by redemptions desc, points_cost asc, name asc`,
  );
  return {
    redemptions: usage.reduce((n, r) => n + r.redemptions, 0),
    pointsSpent: usage.reduce((n, r) => n + r.points_spent, 0),
    redeemers: usage[0]?.redeemers ?? 0,
    rewards: usage.map((r) => ({
      rewardId: r.reward_id,
      name: r.name,
      tier: r.tier,
      pointsCost: r.points_cost,
      isActive: r.is_active,
      redemptions: r.redemptions,
      pointsSpent: r.points_spent,
      lastRedeemedAt: isoOrNull(r.last_redeemed_at),
    })),
  };
}
