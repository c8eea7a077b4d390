import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { BUSY_CLASSES, busyProps } from './busy';

/** A toggle chip (filters, effects): a button that says whether it is pressed; 44 px tall. */
export function Chip({
  pressed,
  onPressedChange,
  icon,
  children,
  className,
  busy,
  ...props
}: Omit<ComponentProps<'button'>, 'onClick'> & {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  icon?: ReactNode;
  /** Its change is being saved: disabled to the eye and to assistive technology, but it keeps the focus. */
  busy?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      {...busyProps(busy, () => onPressedChange(!pressed))}
      className={cn(
        'inline-flex min-h-11 shrink-0 select-none items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition',
        'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        BUSY_CLASSES,
        pressed
          ? 'border-primary bg-primary text-primary-foreground shadow-sm'
          : 'border-border bg-card text-foreground hover:bg-muted',
        className,
      )}
      {...props}
    >
      {icon}
      {children}
    </button>
  );
}

/** A read-only tag in the chip style (an entry's effects). */
export function Tag({
  icon,
  children,
  className,
}: {
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-primary',
        className,
      )}
    >
      {icon}
      {children}
    </span>
  );
}
