import { useLingui } from '@lingui/react/macro';
import { Slider } from 'radix-ui';
import { RATING_MAX, RATING_MIN } from '../../shared/constants';
import { cn } from '../lib/cn';
import { SLIDER_LOOK, SliderLabel } from './slider-label';
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
  const { t } = useLingui();
  const unset = value === null;
  const shown = unset ? t`Not rated` : format(value);
  return (
    <div className="space-y-0.5">
      <SliderLabel id={id} label={label} shown={shown} unset={unset} />
      <Slider.Root
        value={[value ?? placeholder]}
        min={min}
        max={max}
        step={step}
        onValueChange={([v]) => onChange(v)}
        className={SLIDER_LOOK.root}
      >
        <Slider.Track className={SLIDER_LOOK.track}>
          <Slider.Range className={cn(SLIDER_LOOK.range, unset ? 'bg-transparent' : 'bg-primary')} />
        </Slider.Track>
        <Slider.Thumb
          id={id}
          aria-labelledby={`${id}-label`}
          aria-valuetext={shown}
          className={cn(SLIDER_LOOK.thumb, unset ? 'border-muted-foreground/50' : 'border-primary')}
        />
      </Slider.Root>
    </div>
  );
}
