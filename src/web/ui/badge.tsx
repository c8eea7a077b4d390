import type { ComponentProps, ReactNode } from 'react';
import { label } from '../../shared/constants';
import { cn } from '../lib/cn';

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-transparent bg-muted px-2.5 py-0.5 text-xs font-semibold',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A value (a strain type, a tier, …) as a badge with its label, coloured by `tones` (gray for a value it
 * does not list); nothing without a value.
 */
export function ToneBadge({
  value,
  tones,
  icon,
  className,
}: {
  value: string | null | undefined;
  tones: Record<string, string>;
  /** Drawn before the label. */
  icon?: ReactNode;
  className?: string;
}) {
  if (!value) return null;
  return (
    <Badge className={cn(tones[value] ?? 'bg-muted text-muted-foreground', className)}>
      {icon}
      {label(value)}
    </Badge>
  );
}
