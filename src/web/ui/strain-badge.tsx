import { ToneBadge } from './badge';
import { StrainTypeIcon } from './kind-icons';

/** Strain type colours (indica purple, sativa orange, hybrid blue, anything else gray), light and dark. */
export const STRAIN_BADGE: Record<string, string> = {
  indica: 'bg-purple-100 text-purple-800 dark:bg-purple-500/15 dark:text-purple-200',
  sativa: 'bg-orange-100 text-orange-900 dark:bg-orange-500/15 dark:text-orange-200',
  hybrid: 'bg-blue-100 text-blue-800 dark:bg-blue-500/15 dark:text-blue-200',
};
export const STRAIN_DOT: Record<string, string> = {
  indica: 'bg-purple-500',
  sativa: 'bg-orange-500',
  hybrid: 'bg-blue-500',
};

/** The strain type as a capitalised, coloured badge with its icon. */
export function StrainBadge({ type, className }: { type: string | null | undefined; className?: string }) {
  if (!type) return null;
  return (
    <ToneBadge
      value={type}
      tones={STRAIN_BADGE}
      icon={<StrainTypeIcon type={type} />}
      className={className}
    />
  );
}
