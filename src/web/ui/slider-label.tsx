import { cn } from '../lib/cn';

/**
 * A slider's label and, beside it, its value as shown (a picture of the thumb's `aria-valuetext`). Its own
 * file, without Radix: the follow-up card's preview draws it before Radix's slider has loaded.
 */
export function SliderLabel({
  id,
  label,
  shown,
  unset = false,
}: {
  id: string;
  label: string;
  shown: string;
  unset?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'min-w-12 rounded-full px-2 py-0.5 text-center text-sm font-semibold tabular-nums',
          unset ? 'text-muted-foreground' : 'bg-primary-soft text-foreground',
        )}
      >
        {shown}
      </span>
    </div>
  );
}
