import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** The tile's side and its icon's, from a card's emblem (md) to the sign-in screen's (xl). */
const SIZES = {
  md: ['size-11', 'size-6'],
  lg: ['size-12', 'size-6'],
  xl: ['size-14', 'size-7'],
  hero: ['size-16', 'size-9'],
} as const;

/**
 * An icon on a rounded square: the emblem of a screen, a card or a step. `tone` is its colours (background
 * and text), soft primary by default; the icon is decoration, so the tile is named by the text beside it.
 */
export function IconTile({
  icon: Icon,
  size = 'lg',
  tone = 'bg-primary-soft text-primary',
  className,
  ...props
}: Omit<ComponentProps<'span'>, 'children'> & {
  icon: LucideIcon;
  size?: keyof typeof SIZES;
  tone?: string;
}) {
  const [tile, icon] = SIZES[size];
  return (
    <span
      className={cn('inline-flex shrink-0 items-center justify-center rounded-2xl', tile, tone, className)}
      {...props}
    >
      <Icon className={icon} aria-hidden="true" />
    </span>
  );
}
