import type { ComponentProps } from 'react';
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
