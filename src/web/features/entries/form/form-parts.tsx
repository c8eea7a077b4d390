import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { label } from '../../../../shared/constants';
import { CheckboxField } from '../../../ui/checkbox';
import { Chip } from '../../../ui/chip';
import { FieldError } from '../../../ui/field';

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

/**
 * One choice out of `values` as a radio group under its legend (strain type, current amount), bound to
 * the form's field `name`.
 */
export function ChoiceFieldset<V extends FieldValues, T extends string, Sent extends FieldValues>({
  control,
  name,
  legend,
  values,
  className,
  itemClassName,
  item = label,
  error,
}: {
  /** The form's control (`Sent`: what the form hands to its submit handler). */
  control: Control<V, unknown, Sent>;
  name: FieldPathByValue<V, T>;
  legend: string;
  values: readonly T[];
  className: string;
  itemClassName: string;
  item?: (value: T) => ReactNode;
  error?: string;
}) {
  const { field } = useController({ control, name });
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <RadioGroup.Root
        value={field.value}
        onValueChange={(v) => field.onChange(v as T)}
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

/** A checkbox with its label and description, bound to the form's yes-or-no field `name` (its id too). */
export function CheckboxFormField<V extends FieldValues, Sent extends FieldValues>({
  control,
  name,
  label: text,
  description,
}: {
  control: Control<V, unknown, Sent>;
  name: FieldPathByValue<V, boolean>;
  label: string;
  description: string;
}) {
  const { field } = useController({ control, name });
  return (
    <CheckboxField
      id={name}
      checked={field.value}
      onCheckedChange={field.onChange}
      label={text}
      description={description}
    />
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
