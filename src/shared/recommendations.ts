import { z } from 'zod';
import { mostFrequent, rankByFrequency } from './insights.js';
import {
  FALLBACK_MATCH_PERCENT,
  FALLBACK_PICKS,
  FAVORITE_EFFECTS_COUNT,
  RECOMMENDATION_LIMIT,
  RECOMMENDATION_MIN_AVERAGE,
  RECOMMENDATION_MIN_REVIEWERS,
} from './recommendation-rules.js';

export * from './recommendation-rules.js';

export const recommendationSchema = z.object({
  strainName: z.string(),
  strainType: z.string(),
  /** How much of the user's effect profile this strain's reviewers report, 0–100. */
  matchPercent: z.number(),
  averageRating: z.number().nullable(),
  reviews: z.number(),
  /** How many different people rated it (the threshold counts people, not entries). */
  reviewers: z.number(),
  /** Why it is suggested, in a sentence the screen shows. */
  reason: z.string(),
  /** The user's favourite effects this strain's reviewers reported, most shared first. */
  sharedEffects: z.array(z.string()),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsResponse = z.object({
  /**
   * community: from other people's ratings; fallback: the fixed picks, only for a user with no entries;
   * insufficient: not enough community data for this user yet (items empty).
   */
  source: z.enum(['community', 'fallback', 'insufficient']),
  items: z.array(recommendationSchema),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponse>;

/**
 * The user's effect profile: their most frequent effects (ties: first reached), each weighted by how
 * often it occurs, the weights summing to 1. Empty when they recorded no effect.
 */
export function effectProfile(
  entries: readonly { effects: readonly string[] }[],
  limit = FAVORITE_EFFECTS_COUNT,
): Map<string, number> {
  const top = rankByFrequency(entries.flatMap((e) => e.effects)).slice(0, limit);
  const total = top.reduce((s, t) => s + t.count, 0);
  return new Map(top.map((t) => [t.value, t.count / total]));
}

/**
 * "Matches N%": each favourite effect's weight times the share of the strain's reviews that report it,
 * summed. 100 when every review reports every favourite effect; 0 when none reports any.
 */
export function effectMatchPercent(
  profile: ReadonlyMap<string, number>,
  strainEffectCounts: ReadonlyMap<string, number>,
  reviews: number,
): number {
  if (reviews <= 0) return 0;
  let match = 0;
  for (const [effect, weight] of profile) {
    match += weight * Math.min(1, (strainEffectCounts.get(effect) ?? 0) / reviews);
  }
  return Math.round(match * 100);
}

export interface StrainStats {
  strainName: string;
  strainType: string;
  averageRating: number;
  reviews: number;
  reviewers: number;
  effectCounts: ReadonlyMap<string, number>;
}

/** The sentence under a pick: its rating, how many people, and the effects the user shares with them. */
export function recommendationReason(
  averageRating: number,
  reviewers: number,
  sharedEffects: readonly string[],
) {
  const people = reviewers === 1 ? '1 person' : `${reviewers} people`;
  const liked =
    sharedEffects.length > 0
      ? `who felt ${sharedEffects.slice(0, 2).join(' and ')} like you`
      : 'who rated it highly';
  return `Rated ${averageRating} by ${people} ${liked}`;
}

/** Ranks qualifying strains by match, then rating, then reviews; strains sharing no effect are left out. */
export function rankRecommendations(
  profile: ReadonlyMap<string, number>,
  strains: readonly StrainStats[],
  limit = RECOMMENDATION_LIMIT,
): Recommendation[] {
  return strains
    .filter(
      (s) => s.reviewers >= RECOMMENDATION_MIN_REVIEWERS && s.averageRating >= RECOMMENDATION_MIN_AVERAGE,
    )
    .map((s) => {
      const averageRating = Math.round(s.averageRating * 10) / 10;
      const sharedEffects = [...profile.keys()]
        .filter((e) => (s.effectCounts.get(e) ?? 0) > 0)
        .sort((a, b) => (s.effectCounts.get(b) ?? 0) - (s.effectCounts.get(a) ?? 0));
      return {
        strainName: s.strainName,
        strainType: s.strainType,
        matchPercent: effectMatchPercent(profile, s.effectCounts, s.reviews),
        averageRating,
        reviews: s.reviews,
        reviewers: s.reviewers,
        reason: recommendationReason(averageRating, s.reviewers, sharedEffects),
        sharedEffects,
      };
    })
    .filter((r) => r.matchPercent > 0)
    .sort(
      (a, b) =>
        b.matchPercent - a.matchPercent ||
        (b.averageRating ?? 0) - (a.averageRating ?? 0) ||
        b.reviewers - a.reviewers ||
        a.strainName.localeCompare(b.strainName),
    )
    .slice(0, limit);
}

/** The fixed picks (for a user with no entries yet), the one for the user's favourite type first. */
export function fallbackRecommendations(entries: readonly { strainType: string }[]): Recommendation[] {
  const favorite = mostFrequent(entries.map((e) => e.strainType));
  const lead = FALLBACK_PICKS.find((p) => p.forType === favorite) ?? FALLBACK_PICKS[2];
  return [lead, ...FALLBACK_PICKS.filter((p) => p !== lead)].map((p) => ({
    strainName: p.strainName,
    strainType: p.strainType,
    matchPercent: FALLBACK_MATCH_PERCENT,
    averageRating: null,
    reviews: 0,
    reviewers: 0,
    reason: /*i18n*/ 'A popular first pick while your journal fills up',
    sharedEffects: [],
  }));
}
