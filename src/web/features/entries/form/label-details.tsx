import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { SESSION_NUMBER_FIELDS, TERPENES, type Terpene } from '../../../../shared/session-rules';
import { formatInputNumber, parseDecimal } from '../../../lib/format';
import { Input } from '../../../ui/field';
import { FormField } from '../../../ui/form-field';
import { ChipPicker } from './form-parts';
import { Disclosure } from './session-fields';

/** Number boxes of the label details: they hold text until sent. */
type NumberField = (typeof SESSION_NUMBER_FIELDS)[number];

/** The label details of an entry form (new and edit), in the controls' shapes, under the API's names. */
export interface LabelDetailValues extends Record<NumberField, string> {
  terpenes: Terpene[];
  brand: string;
  source: string;
}
export const LABEL_FIELDS = new Set<string>([...SESSION_NUMBER_FIELDS, 'terpenes', 'brand', 'source']);

export const BLANK_LABEL_DETAILS: LabelDetailValues = {
  onsetMinutes: '',
  durationMinutes: '',
  thcPercent: '',
  cbdPercent: '',
  thcMg: '',
  cbdMg: '',
  price: '',
  terpenes: [],
  brand: '',
  source: '',
};

/**
 * Text of a number box as the API wants it: empty is "not given", "12,5" and "12,5 %" are 12.5 (the
 * language's way or the English one: lib/format.ts), anything else fails.
 */
export const numberOf = parseDecimal;

/** The label details as the API takes them. */
export function labelDetailsInput(v: LabelDetailValues) {
  return {
    ...Object.fromEntries(SESSION_NUMBER_FIELDS.map((f) => [f, numberOf(v[f])])),
    terpenes: v.terpenes,
    brand: v.brand,
    source: v.source,
  };
}

/** An entry's label details as the form holds them. */
export function labelDetailsOf(
  e: Record<NumberField, number | null> & { terpenes: string[]; brand: string | null; source: string | null },
): LabelDetailValues {
  return {
    ...(Object.fromEntries(SESSION_NUMBER_FIELDS.map((f) => [f, formatInputNumber(e[f])])) as Record<
      NumberField,
      string
    >),
    terpenes: e.terpenes as Terpene[],
    brand: e.brand ?? '',
    source: e.source ?? '',
  };
}

/** The number boxes in the two-column grid (the price sits with brand and shop). */
const NUMBER_BOXES: {
  name: NumberField;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  inputMode: 'numeric' | 'decimal';
}[] = [
  { name: 'onsetMinutes', label: msg`Onset (minutes)`, hint: msg`Until you felt it`, inputMode: 'numeric' },
  {
    name: 'durationMinutes',
    label: msg`Duration (minutes)`,
    hint: msg`How long it lasted`,
    inputMode: 'numeric',
  },
  { name: 'thcPercent', label: msg`THC %`, inputMode: 'decimal' },
  { name: 'cbdPercent', label: msg`CBD %`, inputMode: 'decimal' },
  { name: 'thcMg', label: msg`THC mg`, hint: msg`Edibles and tinctures`, inputMode: 'decimal' },
  { name: 'cbdMg', label: msg`CBD mg`, hint: msg`Edibles and tinctures`, inputMode: 'decimal' },
];

type LabelForm = UseFormReturn<LabelDetailValues, unknown, unknown>;
/** A form whose values include the label details, seen as just those (the fields below use only them). */
export const labelForm = <V extends LabelDetailValues>(form: UseFormReturn<V, unknown, unknown>) =>
  form as unknown as LabelForm;

/** "Label details", collapsed so logging stays fast: onset, duration, THC and CBD, terpenes, brand, price. */
export function LabelDetails({
  form,
  currency,
  open,
  onOpenChange,
}: {
  form: LabelForm;
  currency?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const { register, control } = form;
  return (
    <Disclosure
      title={t`Label details`}
      summary={open ? undefined : t`Onset, duration, THC and CBD, terpenes, brand, price`}
      open={open}
      onOpenChange={onOpenChange}
    >
      <div className="grid grid-cols-2 gap-4">
        {NUMBER_BOXES.map((box) => (
          <FormField
            key={box.name}
            form={form}
            name={box.name}
            label={i18n._(box.label)}
            hint={box.hint ? i18n._(box.hint) : undefined}
          >
            <Input {...register(box.name)} inputMode={box.inputMode} autoComplete="off" />
          </FormField>
        ))}
      </div>
      <Controller
        control={control}
        name="terpenes"
        render={({ field }) => (
          <ChipPicker legend={t`Terpenes`} values={TERPENES} value={field.value} onChange={field.onChange} />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField form={form} name="brand" label={t`Brand`}>
          <Input {...register('brand')} autoComplete="off" />
        </FormField>
        <FormField form={form} name="source" label={t`Bought at`}>
          <Input {...register('source')} autoComplete="off" placeholder={t`Shop or source`} />
        </FormField>
        <FormField form={form} name="price" label={currency ? t`Price (${currency})` : t`Price`}>
          <Input {...register('price')} inputMode="decimal" autoComplete="off" />
        </FormField>
      </div>
    </Disclosure>
  );
}
