import { Star, StarHalf } from 'lucide-react';
import { cn } from '../lib/cn';

/** A rating out of 5 as full, half and empty stars (rounded to the nearest half). */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const rounded = Math.round(value * 2) / 2;
  const text = `${formatRating(value)} out of 5 stars`;
  return (
    <span role="img" aria-label={text} className={cn('inline-flex items-center gap-0.5', className)}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = rounded - i;
        return (
          <span key={i} className="relative inline-flex">
            <Star className="size-[1em] text-muted-foreground/35" aria-hidden="true" />
            {fill >= 1 ? (
              <Star
                className="absolute inset-0 size-[1em] fill-amber-400 text-amber-500"
                aria-hidden="true"
              />
            ) : fill === 0.5 ? (
              <StarHalf
                className="absolute inset-0 size-[1em] fill-amber-400 text-amber-500"
                aria-hidden="true"
              />
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

/** 4 → "4", 3.5 → "3.5", 3.333 → "3.3". */
export function formatRating(value: number): string {
  return String(Math.round(value * 10) / 10);
}
