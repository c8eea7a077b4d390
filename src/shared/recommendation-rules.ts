// How many recommendations, and the fallback picks, without zod (see entry-rules.ts); recommendations.ts
// adds the schemas and the ranking and re-exports it.
import type { StrainType } from './constants.js';

/**
 * A strain qualifies when at least this many other people (distinct users, so one person's many entries
 * cannot put a strain in front of everyone) rate it at least this well on average (each person's own
 * average counts once).
 */
export const RECOMMENDATION_MIN_AVERAGE = 4;
export const RECOMMENDATION_MIN_REVIEWERS = 3;
/** How many of the user's most frequent effects make their profile. */
export const FAVORITE_EFFECTS_COUNT = 5;
export const RECOMMENDATION_LIMIT = 10;
/** Home shows this many; "View all" shows the rest. */
export const RECOMMENDATIONS_ON_HOME = 3;

/** The fixed picks, used only when there is too little data; the favourite type's pick leads. */
export const FALLBACK_PICKS: ReadonlyArray<{
  forType: StrainType | 'other';
  strainName: string;
  strainType: StrainType;
}> = [
  { forType: 'indica', strainName: 'Purple Punch', strainType: 'indica' },
  { forType: 'sativa', strainName: 'Sour Diesel', strainType: 'sativa' },
  { forType: 'other', strainName: 'Pineapple Express', strainType: 'hybrid' },
];
export const FALLBACK_MATCH_PERCENT = 92;
