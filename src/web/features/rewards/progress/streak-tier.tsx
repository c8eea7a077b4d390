import { Crown, Flame, Rocket, Sprout, Zap } from 'lucide-react';
import type { StreakTier } from '../../../../shared/progression';

/** Colour and icon of each streak tier: under 3 blue, 3+ green, 7+ yellow-orange, 14+ orange-red, 30+ purple-pink. */
export const STREAK_STYLE: Record<StreakTier, { gradient: string; text: string; icon: typeof Flame }> = {
  blue: { gradient: 'from-blue-600 to-blue-700', text: 'text-white', icon: Sprout },
  green: { gradient: 'from-green-700 to-emerald-700', text: 'text-white', icon: Flame },
  'yellow-orange': { gradient: 'from-yellow-300 to-orange-400', text: 'text-gray-950', icon: Zap },
  'orange-red': { gradient: 'from-orange-700 to-red-700', text: 'text-white', icon: Rocket },
  'purple-pink': { gradient: 'from-purple-700 to-pink-700', text: 'text-white', icon: Crown },
};
