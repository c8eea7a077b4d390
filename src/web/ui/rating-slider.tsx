import { Slider } from 'radix-ui';
import { RATING_MAX, RATING_MIN } from '../../shared/constants';
import { SYMPTOM_LEVEL_MAX } from '../../shared/session-rules';
import { cn } from '../lib/cn';
import { SliderLabel } from './slider-label';
import { formatRating } from './star-rating';

/**
 * A labelled rating slider (1–5). With `value` null it shows "Not rated" until moved, so an untouched
 * slider does not invent a rating.
 */
export function RatingSlider({
  id,
  label,
  value,
  onChange,
  min = RATING_MIN,
  max = RATING_MAX,
  step = 1,
  format = (v) => `${formatRating(v)}/${RATING_MAX}`,
  placeholder = 3,
}: {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  format?: (value: number) => string;
  /** Where the thumb rests while the value is unset. */
  placeholder?: number;
}) {
  const unset = value === null;
  const shown = unset ? 'Not rated' : format(value);
  return (
    <div className="space-y-0.5">
      <SliderLabel id={id} label={label} shown={shown} unset={unset} />
      <Slider.Root
        value={[value ?? placeholder]}
        min={min}
        max={max}
        step={step}
        onValueChange={([v]) => onChange(v)}
        className="relative flex h-11 w-full touch-none select-none items-center"
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-muted">
          <Slider.Range
            className={cn('absolute h-full rounded-full', unset ? 'bg-transparent' : 'bg-primary')}
          />
        </Slider.Track>
        <Slider.Thumb
          id={id}
          aria-labelledby={`${id}-label`}
          aria-valuetext={shown}
          className={cn(
            'block size-6 rounded-full border-2 bg-card shadow-md transition-[box-shadow] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:ring-4 focus-visible:ring-primary/25',
            unset ? 'border-muted-foreground/50' : 'border-primary',
          )}
        />
      </Slider.Root>
    </div>
  );
}

/** A symptom's scale for a `RatingSlider`: whole levels from 0 to 10, shown as "7/10". */
export const SYMPTOM_SCALE = {
  min: 0,
  max: SYMPTOM_LEVEL_MAX,
  step: 1,
  format: (v: number) => `${v}/${SYMPTOM_LEVEL_MAX}`,
};
