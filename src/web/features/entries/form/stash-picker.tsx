import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSearch } from 'wouter';
import type { ProductType } from '../../../../shared/constants';
import { entryProductFor, type StashItem, unitLabel } from '../../../../shared/stash';
import { formatInputNumber } from '../../../lib/format';
import { Input, NativeSelect } from '../../../ui/field';
import { FormField } from '../../../ui/form-field';
import { stashQueries } from '../../stash/api';
import { stockText } from '../../stash/quantity-text';
import { doseOf, itemStrainType } from '../quick-log/quick-log-values';
import type { EntryFormValues } from './values';

/** The session's strain, product and link as an item of the stash gives them. */
function fromItem(form: UseFormReturn<EntryFormValues, unknown, unknown>, item: StashItem) {
  const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
  form.setValue('stashItemId', String(item.id), opts);
  const amount = formatInputNumber(item.lastAmountUsed);
  form.setValue('amountUsed', amount, opts);
  // The last amount used says the dose, in the item's unit: one amount, asked once.
  const dose = doseOf(amount, item);
  if (dose) form.setValue('dosage', dose, opts);
  form.setValue('strainName', item.strainName, opts);
  // The item's type wins (the catalogue's for an item without one): the session is of that item.
  form.setValue('strainType', itemStrainType(item, form.getValues('strainType')), opts);
  form.setValue('productType', entryProductFor(item.productType) as ProductType, opts);
  // One or the other: a session from the stash does not add the product again.
  form.setValue('addToStash', false, opts);
}

/**
 * New Entry's "From my stash": a select of the user's stash items (not wishes). Choosing one fills the
 * strain name, type and product type and links the entry to the item by id; `/new?stash=ID` ("Log a
 * session" on a stash card) chooses it on arrival.
 */
export function StashPicker({ form }: { form: UseFormReturn<EntryFormValues, unknown, unknown> }) {
  const { t } = useLingui();
  const items = useQuery(stashQueries.items());
  const inStash = (items.data ?? []).filter((i) => i.list === 'stash');
  const fromUrl = new URLSearchParams(useSearch()).get('stash');
  const arrived = fromUrl ? inStash.find((i) => String(i.id) === fromUrl) : undefined;

  // Chosen once on arrival: a later refetch must not undo what the user picked since.
  const applied = useRef(false);
  useEffect(() => {
    if (!arrived || applied.current) return;
    applied.current = true;
    if (form.getValues('stashItemId') !== String(arrived.id)) fromItem(form, arrived);
  }, [arrived, form]);

  if (inStash.length === 0) return null;
  return (
    <FormField
      form={form}
      name="stashItemId"
      label={t`From my stash`}
      hint={t`Fills in the strain and links this session to the item`}
    >
      <NativeSelect
        {...form.register('stashItemId', {
          onChange: (e: { target: { value: string } }) => {
            const item = inStash.find((i) => String(i.id) === e.target.value);
            if (item) fromItem(form, item);
          },
        })}
      >
        <option value="">{t`Not from my stash`}</option>
        {inStash.map((item) => (
          <option key={item.id} value={item.id}>
            {item.strainName} · {stockText(item)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/**
 * How much of the chosen stash item the session used, in its unit (nothing without an item). `onAmount`
 * hears the dose it says ("0.3 g"), so the dose is asked once.
 */
export function AmountUsedField({
  form,
  onAmount,
}: {
  form: UseFormReturn<EntryFormValues, unknown, unknown>;
  onAmount: (dose: string) => void;
}) {
  const items = useQuery(stashQueries.items());
  const chosen = (items.data ?? []).find(
    (i) => i.list === 'stash' && String(i.id) === form.watch('stashItemId'),
  );
  return chosen ? <AmountUsedInput form={form} item={chosen} onDose={onAmount} /> : null;
}

/**
 * How much of `item` a session used, in its unit (New Entry's and the quick log's): `onDose` hears the
 * dose the amount says ("0.3 g").
 */
export function AmountUsedInput({
  form,
  item,
  onDose,
}: {
  form: UseFormReturn<EntryFormValues, unknown, unknown>;
  item: StashItem;
  onDose: (dose: string) => void;
}) {
  const { t } = useLingui();
  const count = item.quantityUnit === 'count';
  const unit = unitLabel(item.quantityUnit);
  const left = stockText(item);
  return (
    <FormField
      form={form}
      name="amountUsed"
      label={count ? t`How many did you use?` : t`How much did you use? (${unit})`}
      hint={t`Comes off what is left: ${left}`}
    >
      <Input
        {...form.register('amountUsed', {
          onChange: (e: { target: { value: string } }) => onDose(doseOf(e.target.value, item)),
        })}
        inputMode="decimal"
        autoComplete="off"
        placeholder={count ? t`e.g. 1` : t`e.g. 0.3`}
      />
    </FormField>
  );
}
