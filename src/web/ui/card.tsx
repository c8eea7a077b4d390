import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const tones = {
  default: 'border-border bg-card',
  primary: 'border-primary/40 bg-card',
  destructive: 'border-destructive/40 bg-card',
  highlight: 'border-border bg-gradient-to-br from-primary-soft to-card',
} as const;

/**
 * A card; `tone` sets it apart: its border tinted (something to act on, something that cannot be undone)
 * or a soft gradient behind it (a screen's headline figure).
 */
export function Card({
  className,
  tone = 'default',
  ...props
}: ComponentProps<'section'> & { tone?: keyof typeof tones }) {
  return (
    <section
      className={cn('rounded-card border text-card-foreground shadow-sm', tones[tone], className)}
      {...props}
    />
  );
}

/** A card's title and description, stacked; `row` puts the title and an action side by side instead. */
export function CardHeader({ className, row, ...props }: ComponentProps<'div'> & { row?: boolean }) {
  return (
    <div
      className={cn(
        'flex p-[var(--space)] pb-0',
        row ? 'flex-row items-center justify-between gap-2' : 'flex-col gap-1',
        className,
      )}
      {...props}
    />
  );
}

/** A card's heading; with `icon`, a small icon in the accent colour before it. */
export function CardTitle({
  className,
  icon: Icon,
  children,
  ...props
}: ComponentProps<'h2'> & { icon?: LucideIcon }) {
  return (
    <h2
      className={cn('text-base font-semibold leading-tight', Icon && 'flex items-center gap-2', className)}
      {...props}
    >
      {Icon ? <Icon className="size-4 text-primary" aria-hidden="true" /> : null}
      {children}
    </h2>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-[var(--space)]', className)} {...props} />;
}
