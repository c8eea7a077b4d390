import { desc, eq, sql } from 'drizzle-orm';
import {
  effectProfile,
  fallbackRecommendations,
  RECOMMENDATION_LIMIT,
  RECOMMENDATION_MIN_AVERAGE,
  RECOMMENDATION_MIN_REVIEWERS,
  type RecommendationsResponse,
  rankRecommendations,
  type StrainStats,
} from '../../../shared/recommendations.js';
import type { DbOrTx } from '../../db/client.js';
import { entries } from '../../db/schema.js';
import { optedOut, strainKey } from '../sql.js';

interface StrainEffectRow extends Record<string, unknown> {
  k: string;
  name: string;
  type: string;
  avg: number;
  n: number;
  reviewers: number;
  effect: string | null;
  c: number;
}

/**
 * Strains the user has not logged that other users rate highly, per strain and effect. Only entries of
 * users who allow data collection count (no settings row means the default: allowed).
 */
async function communityStrains(db: DbOrTx, userId: number): Promise<StrainStats[]> {
  // Strains the user logged never qualify, so their own entries never count: the first pass is the same
  // for everybody (one hashed scan of entries by strain, counts and averages only); the second reads just
  // the qualifying strains' entries, for names, types and effects.
  const counts = sql`not ${optedOut(sql.raw('e.user_id'))}`;
  const result = await db.execute<StrainEffectRow>(sql`
    with per_person as (
      select ${strainKey('e')} as k, e.user_id, avg(e.overall_rating) as avg, count(*) as n
      from entries e
      where ${counts} and e.user_id <> ${userId}
      group by 1, 2
    ),
    strains as (
      -- People, not entries: each person's own average counts once.
      select k, avg(avg)::float8 as avg, sum(n)::int as n, count(*)::int as reviewers
      from per_person
      group by k
      having count(*) >= ${RECOMMENDATION_MIN_REVIEWERS} and avg(avg) >= ${RECOMMENDATION_MIN_AVERAGE}
    ),
    candidates as (
      select * from strains c
      where not exists (
        select 1 from entries mine where mine.user_id = ${userId} and ${strainKey('mine')} = c.k
      )
    ),
    reviews as (
      select c.k, e.strain_name, e.strain_type, e.effects
      from candidates c
      join entries e on ${strainKey('e')} = c.k
      where ${counts}
    ),
    names as (
      select k,
        mode() within group (order by strain_name) as name,
        mode() within group (order by strain_type) as type
      from reviews
      group by k
    )
    select c.k, nm.name, nm.type, c.avg, c.n, c.reviewers, x.effect, count(*)::int as c
    from candidates c
    join names nm on nm.k = c.k
    join reviews r on r.k = c.k
    cross join lateral unnest(r.effects) as x(effect)
    group by c.k, nm.name, nm.type, c.avg, c.n, c.reviewers, x.effect
    union all
    select c.k, nm.name, nm.type, c.avg, c.n, c.reviewers, null, 0
    from candidates c
    join names nm on nm.k = c.k
  `);
  const byStrain = new Map<string, StrainStats & { effectCounts: Map<string, number> }>();
  for (const row of result.rows) {
    let stats = byStrain.get(row.k);
    if (!stats) {
      stats = {
        strainName: row.name,
        strainType: row.type,
        averageRating: Number(row.avg),
        reviews: Number(row.n),
        reviewers: Number(row.reviewers),
        effectCounts: new Map(),
      };
      byStrain.set(row.k, stats);
    }
    if (row.effect) stats.effectCounts.set(row.effect, Number(row.c));
  }
  return [...byStrain.values()];
}

/**
 * "Strains to Try": community picks matched to the user's favourite effects, never a strain they logged.
 * The fixed picks only for a user with no entries; otherwise, with too little data, an honest
 * "insufficient" (no picks).
 */
export async function recommendStrains(db: DbOrTx, userId: number): Promise<RecommendationsResponse> {
  const own = await db
    .select({ strainType: entries.strainType, effects: entries.effects })
    .from(entries)
    .where(eq(entries.userId, userId))
    .orderBy(desc(entries.createdAt), desc(entries.id));
  const profile = effectProfile(own);
  if (profile.size > 0) {
    const items = rankRecommendations(profile, await communityStrains(db, userId), RECOMMENDATION_LIMIT);
    if (items.length > 0) return { source: 'community', items };
  }
  if (own.length === 0) return { source: 'fallback', items: fallbackRecommendations(own) };
  return { source: 'insufficient', items: [] };
}
