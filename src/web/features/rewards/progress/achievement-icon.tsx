import {
  Award,
  BookOpen,
  Compass,
  Flame,
  Map as MapIcon,
  Shuffle,
  Sparkles,
  Trophy,
  Zap,
} from 'lucide-react';

const ICONS: Record<string, typeof Award> = {
  sparkles: Sparkles,
  compass: Compass,
  award: Award,
  shuffle: Shuffle,
  zap: Zap,
  'book-open': BookOpen,
  map: MapIcon,
  flame: Flame,
};

/** The icon an achievement names in the catalogue (a trophy for any other). */
export function AchievementIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Trophy;
  return <Icon className={className} aria-hidden="true" />;
}
