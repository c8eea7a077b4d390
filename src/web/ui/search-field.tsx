import { type LucideIcon, Search } from 'lucide-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { cn } from '../lib/cn';
import { Input, Label } from './field';

/**
 * A search box: the magnifier (or another icon) inside a `type="search"` input, whose native clear button
 * empties it. With `id` the label is shown above the box; without, `label` names the box for assistive
 * technology only.
 */
export function SearchField({
  label,
  id,
  value,
  onValueChange,
  icon: Icon = Search,
  large,
  className,
  ...input
}: {
  label: string;
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  icon?: LucideIcon;
  /** A screen's main search (the search page's): a taller box and a larger icon. */
  large?: boolean;
  /** Classes of the wrapper (the label and the box). */
  className?: string;
} & Omit<ComponentProps<'input'>, 'id' | 'type' | 'value' | 'onChange' | 'className'>) {
  const box = (
    <div className={cn('relative', id ? undefined : className)}>
      <Icon
        className={cn(
          'pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground',
          large ? 'size-5' : 'size-4',
        )}
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        aria-label={id ? undefined : label}
        tall={large}
        className={large ? 'pl-10' : 'pl-9'}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        {...input}
      />
    </div>
  );
  if (!id) return box;
  return (
    <div className={cn('grid gap-1', className)}>
      <Label htmlFor={id}>{label}</Label>
      {box}
    </div>
  );
}

/** The value once it has stopped changing for `ms`: search boxes ask the server once per pause. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
