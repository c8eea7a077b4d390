import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-card border border-border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 p-[var(--space)] pb-0', className)} {...props} />;
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
