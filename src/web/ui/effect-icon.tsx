import {
  Bandage,
  Cookie,
  Heart,
  Laugh,
  type LucideIcon,
  MessageCircle,
  Moon,
  Palette,
  Smile,
  SmilePlus,
  Sofa,
  Sparkles,
  Target,
  TrendingUp,
  Waves,
  Zap,
} from 'lucide-react';
import type { Effect } from '../../shared/constants';

/** Each effect's icon; an unknown effect gets the default emotion icon. */
export const EFFECT_ICONS: Record<Effect, LucideIcon> = {
  happy: Smile,
  creative: Palette,
  focused: Target,
  sleepy: Moon,
  hungry: Cookie,
  relaxed: Sofa,
  energetic: Zap,
  talkative: MessageCircle,
  giggly: Laugh,
  euphoric: Sparkles,
  uplifted: TrendingUp,
  tingly: Waves,
  aroused: Heart,
  'pain relief': Bandage,
};

export function EffectIcon({ effect, className }: { effect: string; className?: string }) {
  const Icon = EFFECT_ICONS[effect as Effect] ?? SmilePlus;
  return <Icon className={className} aria-hidden="true" />;
}
