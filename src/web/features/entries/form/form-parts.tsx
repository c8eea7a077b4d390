import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { label } from '../../../../shared/constants';
import { cn } from '../../../lib/cn';
import { CheckboxField } from '../../../ui/checkbox';
import { Chip } from '../../../ui/chip';
import { FieldError } from '../../../ui/field';

/** A fold of the entry form: open or closed, and what it holds in a few words while closed. */
export interface Fold {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  summary?: string;
}

/**
 * A titled card of the entry form; with `fold`, its title is a button that opens and closes it (the
 * sections a session does not need, one tap away and never removed: their values stay in the form).
 */
export function FormSection({
  title,
  description,
  fold,
  children,
}: {
  title: string;
  description?: string;
  fold?: Fold;
  children: ReactNode;
}) {
  const id = useId();
  if (fold) {
    return (
      <section className="rounded-card border border-border bg-card shadow-sm">
        <h2>
          <button
            type="button"
            aria-expanded={fold.open}
            aria-controls={id}
            onClick={() => fold.onOpenChange(!fold.open)}
            className="flex min-h-14 w-full items-center justify-between gap-3 rounded-card px-4 py-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary sm:px-5"
          >
            <span className="min-w-0">
              <span className="block text-base font-semibold">{title}</span>
              {fold.summary && !fold.open ? (
                <span className="block truncate text-sm text-muted-foreground">{fold.summary}</span>
              ) : null}
            </span>
            <ChevronDown
              className={cn('size-5 shrink-0 transition', fold.open && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        </h2>
        <div id={id} hidden={!fold.open} className="space-y-4 border-t border-border p-4 sm:p-5">
          {fold.open ? (
            <>
              {description ? <p className="-mt-1 text-sm text-muted-foreground">{description}</p> : null}
              {children}
            </>
          ) : null}
        </div>
      </section>
    );
  }
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
  item,
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
  const { i18n } = useLingui();
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
            {item ? item(v) : i18n._(label(v))}
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
  const { i18n } = useLingui();
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
            {i18n._(label(v))}
          </Chip>
        ))}
      </div>
    </fieldset>
  );
}
