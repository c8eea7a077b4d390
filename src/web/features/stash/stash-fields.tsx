import { Trans, useLingui } from '@lingui/react/macro';
import { RadioGroup } from 'radix-ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { AmountLevel } from '../../../shared/constants';
import { AMOUNT_LEVELS, label, STRAIN_TYPES } from '../../../shared/constants';
import { AMOUNT_LABELS, unitLabel } from '../../../shared/stash-rules';
import { cn } from '../../lib/cn';
import { parseDecimal } from '../../lib/format';
import { AmountBar } from '../../ui/amount-bar';
import { Input, Label } from '../../ui/field';
import { FieldNotes, fieldNoteIds } from '../../ui/form-field';
import { STRAIN_DOT } from '../../ui/strain-badge';

// The look both pickers' options share; each sets its own height, spacing and direction.
const option =
  'flex items-center justify-center rounded-xl border-2 border-border text-sm font-medium transition ' +
  'hover:bg-muted data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft focus-visible:outline-2 focus-visible:outline-primary';

/** The form's strain type buttons (a radio group). */
export function StrainTypePicker({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t, i18n } = useLingui();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{t`Strain type`}</legend>
      <RadioGroup.Root
        className="grid grid-cols-3 gap-2"
        aria-label={t`Strain type`}
        value={value}
        onValueChange={onChange}
        orientation="horizontal"
      >
        {STRAIN_TYPES.map((type) => (
          <RadioGroup.Item key={type} value={type} className={cn(option, 'min-h-11 gap-2 px-2')}>
            <span className={cn('size-2.5 rounded-full', STRAIN_DOT[type])} aria-hidden="true" />
            {i18n._(label(type))}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </fieldset>
  );
}

/** High, medium, low or empty, each with its bar. */
export function AmountPicker({
  value,
  onChange,
  legend: legendText,
}: {
  value: AmountLevel;
  onChange: (v: AmountLevel) => void;
  legend?: string;
}) {
  const { t, i18n } = useLingui();
  const legend = legendText ?? t`Current amount`;
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <RadioGroup.Root
        className="grid grid-cols-4 gap-2"
        aria-label={legend}
        value={value}
        onValueChange={(v) => onChange(v as AmountLevel)}
        orientation="horizontal"
      >
        {AMOUNT_LEVELS.map((level) => (
          <RadioGroup.Item
            key={level}
            value={level}
            className={cn(option, 'min-h-14 flex-col gap-1.5 px-1.5')}
          >
            <span>{i18n._(AMOUNT_LABELS[level])}</span>
            <AmountBar level={level} size="sm" />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </fieldset>
  );
}

/** A quantity in the item's unit: at least 0.01, in steps of 0.01 (a registered form input). */
export function QuantityField({
  id,
  input,
  unit,
  error,
  hint,
  autoFocus,
}: {
  id: string;
  input: UseFormRegisterReturn;
  unit: string;
  error?: string;
  hint?: string;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const { describedBy } = fieldNoteIds(id, hint, error);
  const shown = unit === 'count' ? t`count` : unitLabel(unit);
  const unitName = unit === 'grams' ? t`grams` : unit === 'count' ? t`count` : unit;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        <Trans>Quantity</Trans> <span className="sr-only">({unitName})</span>
      </Label>
      <div className="flex">
        <Input
          {...input}
          id={id}
          inputMode="decimal"
          autoComplete="off"
          required
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="rounded-r-none"
        />
        <span
          aria-hidden="true"
          // A unit is as stored (g, ml, oz), in every language; "count" is a word.
          translate={unit === 'count' ? undefined : 'no'}
          className="inline-flex min-w-12 items-center justify-center rounded-r-xl border border-l-0 border-border bg-muted px-3 text-sm text-muted-foreground"
        >
          {shown}
        </span>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The number a quantity field holds, or undefined when blank (the schema then says it is required). */
export function quantityValue(text: string): number | undefined {
  return parseDecimal(text) ?? undefined;
}
