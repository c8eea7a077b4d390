import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ListPlus, Loader2, Save } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useLocation } from 'wouter';
import { label } from '../../../../shared/constants';
import { entryCreateInput, PRODUCT_TYPE_LABELS } from '../../../../shared/entries';
import { symptomLabel } from '../../../../shared/session-rules';
import type { StashItem } from '../../../../shared/stash';
import { applyApiError, useZodFormOf } from '../../../lib/form';
import { QUICK_LOG_STATE } from '../../../lib/quick-log';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/field';
import { FormField } from '../../../ui/form-field';
import { RatingSlider } from '../../../ui/rating-slider';
import { SYMPTOM_SCALE } from '../../../ui/slider-label';
import { stockText } from '../../stash/quantity-text';
import { MethodField } from '../form/sections';
import { AmountUsedInput } from '../form/stash-picker';
import { type EntryFormValues, toEntryInput } from '../form/values';
import { useSaveEntry } from '../save-entry';

/**
 * The quick log's form: the dose (for a stash item, the amount used, asked once: the dose is said from
 * it), the method and the symptoms with their last "before" levels; everything else as the last session
 * had it. Save sends it as New Entry does (`useSaveEntry`: online, or kept in the outbox offline) and goes
 * where New Entry goes; "More details" opens New Entry on the same values.
 */
export function QuickLogForm({
  start,
  item,
  fixedDose = false,
  moreHref,
  onDone,
}: {
  start: EntryFormValues;
  /** The stash item it is logged from, if any. */
  item: StashItem | null;
  /** The dose is a plan's (an experiment's): asked as a dose, and an amount used from the stash leaves it. */
  fixedDose?: boolean;
  /** New Entry's address for this product. */
  moreHref: string;
  onDone: () => void;
}) {
  const { t, i18n: active } = useLingui();
  const [, navigate] = useLocation();
  const form = useZodFormOf<EntryFormValues, typeof entryCreateInput>(entryCreateInput, toEntryInput, {
    defaultValues: start,
  });
  const [place] = useState(() => (err: Error) => applyApiError(form, err));
  const save = useSaveEntry(undefined, place);
  const outcomes = form.watch('outcomes');

  const submit = form.handleSubmit((input) => {
    if (save.isPending) return;
    save.mutate(input, {
      onSuccess: () => {
        onDone();
        navigate('/');
      },
    });
  });

  const nowLabel = (symptom: string) => t`${symptom} now`;

  function more() {
    onDone();
    navigate(moreHref, { state: { [QUICK_LOG_STATE]: form.getValues() } });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {item && !fixedDose ? (
        // From the stash the amount is the dose: one number, asked once.
        <AmountUsedInput form={form} item={item} onDose={(dose) => form.setValue('dosage', dose)} />
      ) : (
        <FormField form={form} name="dosage" label={t`Dosage`}>
          <Input {...form.register('dosage')} autoComplete="off" />
        </FormField>
      )}
      {item && fixedDose ? <AmountUsedInput form={form} item={item} onDose={() => {}} /> : null}
      {item && !fixedDose && form.formState.errors.dosage ? (
        <p role="alert" className="-mt-2 text-sm font-medium text-destructive">
          <Trans>Say how much you used.</Trans>
        </p>
      ) : null}
      <MethodField form={form} />
      {outcomes.length > 0 ? (
        <Controller
          control={form.control}
          name="outcomes"
          render={({ field }) => (
            <fieldset className="grid gap-2 rounded-xl bg-muted/60 p-3">
              <legend className="sr-only">
                <Trans>How strong each symptom is now</Trans>
              </legend>
              {field.value.map((o) => (
                <RatingSlider
                  key={o.symptom}
                  id={`quick-before-${o.symptom}`}
                  label={nowLabel(active._(symptomLabel(o.symptom)))}
                  value={o.before}
                  {...SYMPTOM_SCALE}
                  onChange={(before) =>
                    field.onChange(field.value.map((x) => (x.symptom === o.symptom ? { ...x, before } : x)))
                  }
                />
              ))}
            </fieldset>
          )}
        />
      ) : null}
      <div className="sticky bottom-0 -mx-4 -mb-4 flex gap-2 border-t border-border bg-card p-4">
        <Button type="button" variant="outline" className="flex-1 sm:flex-none" onClick={more}>
          <ListPlus aria-hidden="true" /> <Trans>More details</Trans>
        </Button>
        <Button type="submit" className="flex-1" busy={save.isPending}>
          {save.isPending ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" /> <Trans>Saving...</Trans>
            </>
          ) : (
            <>
              <Save aria-hidden="true" /> <Trans>Save</Trans>
            </>
          )}
        </Button>
      </div>
    </form>
  );
}

/** The sheet's description: what is logged, and what is left of a stash item. */
export function quickLogSummary(v: EntryFormValues, item: StashItem | null) {
  const parts = [i18n._(PRODUCT_TYPE_LABELS[v.productType]), i18n._(label(v.method))];
  if (item) {
    const left = stockText(item);
    parts.push(i18n._(msg`${left} left`));
  } else if (v.dosage) parts.push(v.dosage);
  return parts.join(' · ');
}
