import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { label } from '../../shared/constants';
import { cn } from '../lib/cn';

/** A small pill; `tone` is its colours (background and text, light and dark), muted gray by default. */
export function Badge({
  className,
  tone = 'bg-muted',
  ...props
}: ComponentProps<'span'> & { tone?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-transparent px-2.5 py-0.5 text-xs font-semibold',
        tone,
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
  text,
  className,
}: {
  value: string | null | undefined;
  tones: Record<string, string>;
  /** The label, already in the active language; the value's own label (`i18n._(label(value))`) without it. */
  text?: string;
  /** Drawn before the label. */
  icon?: ReactNode;
  className?: string;
}) {
  const { i18n } = useLingui();
  if (!value) return null;
  return (
    <Badge tone={tones[value] ?? 'bg-muted text-muted-foreground'} className={className}>
      {icon}
      {text ?? i18n._(label(value))}
    </Badge>
  );
}
