/** What is seeded at first start: the starter rewards, the challenges and the achievements. */

export const REWARD_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type RewardTier = (typeof REWARD_TIERS)[number];

export const STARTER_REWARDS = [
  {
    name: /*i18n*/ 'Custom Profile Badge',
    description: /*i18n*/ 'Show off a badge on your profile.',
    pointsCost: 50,
    tier: 'bronze',
  },
  {
    name: /*i18n*/ 'Journal Theme Pack',
    description: /*i18n*/ 'Unlock extra colour themes for your journal.',
    pointsCost: 150,
    tier: 'silver',
  },
  {
    name: /*i18n*/ 'Terpene Guide',
    description: /*i18n*/ 'A printable guide to the most common terpenes.',
    pointsCost: 300,
    tier: 'silver',
  },
  {
    name: /*i18n*/ 'Dispensary Discount',
    description: /*i18n*/ '10% off your next purchase at a partner dispensary.',
    pointsCost: 500,
    tier: 'gold',
  },
  {
    name: /*i18n*/ 'Connoisseur Tasting Kit',
    description: /*i18n*/ 'A curated tasting journal kit, shipped to you.',
    pointsCost: 1500,
    tier: 'platinum',
  },
] as const;

export const CHALLENGE_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];

/** What a challenge counts in its period (the server counts each: domain/progress/challenges.ts). */
export type ChallengeMetric =
  | 'entries'
  | 'complete_entries'
  | 'distinct_strains'
  | 'stash_adds'
  | 'effects'
  | 'visits';

export const CHALLENGES: ReadonlyArray<{
  key: string;
  title: string;
  description: string;
  type: ChallengeType;
  metric: ChallengeMetric;
  target: number;
  pointValue: number;
}> = [
  {
    key: 'daily-log',
    title: /*i18n*/ 'Daily Log',
    description: /*i18n*/ 'Log one entry today.',
    type: 'daily',
    metric: 'entries',
    target: 1,
    pointValue: 10,
  },
  {
    key: 'daily-detail',
    title: /*i18n*/ 'Say It in Detail',
    description: /*i18n*/ 'Log a complete entry with notes, every rating and an effect today.',
    type: 'daily',
    metric: 'complete_entries',
    target: 1,
    pointValue: 15,
  },
  {
    key: 'weekly-explorer',
    title: /*i18n*/ 'Weekly Explorer',
    description: /*i18n*/ 'Try 3 different strains this week.',
    type: 'weekly',
    metric: 'distinct_strains',
    target: 3,
    pointValue: 40,
  },
  {
    key: 'weekly-regular',
    title: /*i18n*/ 'Regular Visitor',
    description: /*i18n*/ 'Visit on 5 days this week.',
    type: 'weekly',
    metric: 'visits',
    target: 5,
    pointValue: 30,
  },
  {
    key: 'monthly-journaler',
    title: /*i18n*/ 'Monthly Journaler',
    description: /*i18n*/ 'Log 15 entries this month.',
    type: 'monthly',
    metric: 'entries',
    target: 15,
    pointValue: 100,
  },
  {
    key: 'monthly-effects',
    title: /*i18n*/ 'Effect Hunter',
    description: /*i18n*/ 'Record 8 different effects this month.',
    type: 'monthly',
    metric: 'effects',
    target: 8,
    pointValue: 75,
  },
  {
    key: 'monthly-stash',
    title: /*i18n*/ 'Stocked Up',
    description: /*i18n*/ 'Add 5 items to your stash this month.',
    type: 'monthly',
    metric: 'stash_adds',
    target: 5,
    pointValue: 50,
  },
];

export const ACHIEVEMENT_METRICS = [
  'entries',
  'distinct_strains',
  'strain_types',
  'effects',
  'streak',
] as const;
export type AchievementMetric = (typeof ACHIEVEMENT_METRICS)[number];

type Achievement = {
  key: string;
  name: string;
  description: string;
  category: AchievementMetric;
  icon: string;
  threshold: number;
  pointsReward: number;
};

/**
 * The achievements. Names are unique, and none is a level's name (decision 0027). The key `strain_explorer`
 * keeps its key (and its 25 points, paid once) under the name Cannabis Explorer, since Strain Explorer is
 * the second level.
 */
export const ACHIEVEMENTS: ReadonlyArray<Achievement> = [
  {
    key: 'first_experience',
    name: /*i18n*/ 'First Experience',
    description: /*i18n*/ 'Log your first entry',
    category: 'entries',
    icon: 'sparkles',
    threshold: 1,
    pointsReward: 0,
  },
  {
    key: 'variety_seeker',
    name: /*i18n*/ 'Variety Seeker',
    description: /*i18n*/ 'Try all 3 strain types',
    category: 'strain_types',
    icon: 'shuffle',
    threshold: 3,
    pointsReward: 0,
  },
  {
    key: 'effect_explorer',
    name: /*i18n*/ 'Effect Explorer',
    description: /*i18n*/ 'Experience 8 different effects',
    category: 'effects',
    icon: 'zap',
    threshold: 8,
    pointsReward: 0,
  },
  {
    key: 'journal_master',
    name: /*i18n*/ 'Journal Master',
    description: /*i18n*/ 'Log 10 journal entries',
    category: 'entries',
    icon: 'book-open',
    threshold: 10,
    pointsReward: 50,
  },
  {
    key: 'strain_explorer',
    name: /*i18n*/ 'Cannabis Explorer',
    description: /*i18n*/ 'Log 5 different strains',
    category: 'distinct_strains',
    icon: 'compass',
    threshold: 5,
    pointsReward: 25,
  },
  {
    key: 'consistency_streak',
    name: /*i18n*/ 'Consistency Streak',
    description: /*i18n*/ 'Visit 7 days in a row',
    category: 'streak',
    icon: 'flame',
    threshold: 7,
    pointsReward: 35,
  },
];

/**
 * Two achievements counted the same thing as another one under a second name (5 strains, 10 entries): they
 * are retired, neither listed nor unlocked any more. Their rows stay (seeded inactive) so nothing earned is
 * lost.
 */
export const RETIRED_ACHIEVEMENTS: ReadonlyArray<Achievement> = [
  {
    key: 'cannabis_explorer',
    name: /*i18n*/ 'Cannabis Explorer (retired)',
    description: /*i18n*/ 'Try 5 different strains',
    category: 'distinct_strains',
    icon: 'compass',
    threshold: 5,
    pointsReward: 0,
  },
  {
    key: 'cannabis_connoisseur',
    name: /*i18n*/ 'Cannabis Connoisseur (retired)',
    description: /*i18n*/ 'Log 10 entries',
    category: 'entries',
    icon: 'award',
    threshold: 10,
    pointsReward: 0,
  },
];
