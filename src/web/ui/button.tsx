import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { BUSY_CLASSES, busyProps } from './busy';

const variants = {
  primary: 'bg-primary text-primary-foreground hover:brightness-110 shadow-sm',
  secondary: 'bg-muted hover:bg-border',
  outline: 'border border-border bg-card hover:bg-muted',
  ghost: 'hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:brightness-110 shadow-sm',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

/** The text colour of the quiet variants (secondary, outline, ghost); the others bring their own. */
const tones = {
  default: 'text-foreground',
  muted: 'text-muted-foreground',
  primary: 'text-primary',
  destructive: 'text-destructive',
  favourite: 'text-rose-500',
} as const;
const TONED: ReadonlySet<string> = new Set(['secondary', 'outline', 'ghost']);

const sizes = {
  md: 'min-h-11 px-4 text-sm',
  sm: 'min-h-11 px-3 text-sm sm:min-h-9',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-11 p-0',
} as const;

const radii = { xl: 'rounded-xl', lg: 'rounded-lg', full: 'rounded-full' } as const;

/**
 * Classes a caller adds place the button (margins, width, flex) and never restyle it: its colours, size and
 * corners are props (decision 0039).
 */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  /** The text colour of a secondary, outline or ghost button; a ghost one in `destructive` tints red on hover. */
  tone?: keyof typeof tones;
  size?: keyof typeof sizes;
  radius?: keyof typeof radii;
  asChild?: boolean;
  /** Its work is in flight: disabled to the eye and to assistive technology, but it keeps the focus. */
  busy?: boolean;
}

export function Button({
  className,
  variant = 'primary',
  tone = 'default',
  size = 'md',
  radius = 'xl',
  asChild,
  type,
  busy,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 font-medium transition select-none',
        'disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2',
        BUSY_CLASSES,
        '[&_svg]:size-4 [&_svg]:shrink-0',
        variant === 'ghost' && tone === 'destructive' ? 'hover:bg-destructive/10' : variants[variant],
        TONED.has(variant) && tones[tone],
        sizes[size],
        radii[radius],
        className,
      )}
      {...props}
      {...busyProps(busy, onClick)}
    />
  );
}
