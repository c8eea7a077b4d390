import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { label } from '../../shared/constants';
import { Chip } from '../ui/chip';
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

/** Some of `values` (effects, terpenes) as chips that toggle on and off; the choice keeps their order. */
export function ChipPicker<T extends string>({
  legend,
  values,
  value,
  onChange,
  icon,
}: {
  legend: string;
  values: readonly T[];
  value: readonly string[];
  onChange: (next: T[]) => void;
  icon?: (value: T) => ReactNode;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((v) => (
          <Chip
            key={v}
            pressed={value.includes(v)}
            onPressedChange={(on) => onChange(values.filter((x) => (x === v ? on : value.includes(x))))}
            icon={icon?.(v)}
          >
            {label(v)}
          </Chip>
        ))}
      </div>
    </fieldset>
  );
}
