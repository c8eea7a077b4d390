import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { EFFECTS, type Effect, label } from '../../shared/constants';
import { Chip } from '../ui/chip';
import { EffectIcon } from '../ui/effect-icon';
import { FieldError } from '../ui/field';

/** A titled card of the entry form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-4 rounded-card border border-border bg-card p-4 shadow-sm sm:p-5">
      <div>
        <h2 className="text-base font-semibold">{title}</h2>
        {description ? <p className="mt-0.5 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** One choice out of `values` as a radio group under its legend (strain type, current amount). */
export function ChoiceFieldset<T extends string>({
  legend,
  values,
  value,
  onChange,
  className,
  itemClassName,
  item = label,
  error,
}: {
  legend: string;
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  className: string;
  itemClassName: string;
  item?: (value: T) => ReactNode;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <RadioGroup.Root
        value={value}
        onValueChange={(v) => onChange(v as T)}
        className={className}
        aria-label={legend}
      >
        {values.map((v) => (
          <RadioGroup.Item key={v} value={v} className={itemClassName}>
            {item(v)}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}

/** Effect chips with their icons; each toggles on and off. */
export function EffectPicker({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (next: Effect[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Effects</legend>
      <div className="flex flex-wrap gap-2">
        {EFFECTS.map((effect) => {
          const on = value.includes(effect);
          return (
            <Chip
              key={effect}
              pressed={on}
              onPressedChange={(next) =>
                onChange(
                  next
                    ? EFFECTS.filter((e) => e === effect || value.includes(e))
                    : (value.filter((e) => e !== effect) as Effect[]),
                )
              }
              icon={<EffectIcon effect={effect} />}
            >
              {label(effect)}
            </Chip>
          );
        })}
      </div>
    </fieldset>
  );
}
