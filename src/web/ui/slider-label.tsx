import { SYMPTOM_LEVEL_MAX } from '../../shared/session-rules';
import { cn } from '../lib/cn';

/**
 * A slider's look, Radix-free: `RatingSlider` gives it to Radix's parts, and the follow-up card's preview
 * (drawn before Radix has loaded) to its own, so the two cannot drift apart.
 */
export const SLIDER_LOOK = {
  root: 'relative flex h-11 w-full touch-none select-none items-center',
  track: 'relative h-2 grow overflow-hidden rounded-full bg-muted',
  range: 'absolute h-full rounded-full',
  thumb:
    'block size-6 rounded-full border-2 bg-card shadow-md transition-[box-shadow] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:ring-4 focus-visible:ring-primary/25',
};

/** A symptom's scale for a slider: whole levels from 0 to 10, shown as "7/10". */
export const SYMPTOM_SCALE = {
  min: 0,
  max: SYMPTOM_LEVEL_MAX,
  step: 1,
  format: (v: number) => `${v}/${SYMPTOM_LEVEL_MAX}`,
};

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
