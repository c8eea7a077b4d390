import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ToneBadge } from './badge';

/** Tier colours, light and dark: the rewards screen's badges and the dashboards' pills. */
export const TIER_BADGE: Record<string, string> = {
  bronze: 'bg-orange-100 text-orange-900 dark:bg-orange-500/15 dark:text-orange-200',
  silver: 'bg-slate-200 text-slate-800 dark:bg-slate-400/20 dark:text-slate-200',
  gold: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-400/15 dark:text-yellow-200',
  platinum: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-400/20 dark:text-indigo-200',
};

/** The tiers' names, as a badge shows them. */
const TIER_NAMES: Record<string, MessageDescriptor> = {
  bronze: msg`Bronze`,
  silver: msg`Silver`,
  gold: msg`Gold`,
  platinum: msg`Platinum`,
};

/** A reward's tier (bronze, silver, gold, platinum; anything else gray). */
export function TierBadge({ tier, className }: { tier: string | null | undefined; className?: string }) {
  const { i18n } = useLingui();
  const name = tier ? TIER_NAMES[tier] : undefined;
  return <ToneBadge value={tier} tones={TIER_BADGE} text={name && i18n._(name)} className={className} />;
}
