import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Loader2, Save } from 'lucide-react';
import { useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useLocation, useParams } from 'wouter';
import { EFFECTS, type Effect, label, METHODS, STRAIN_TYPES } from '../../shared/constants';
import {
  CORE_RATING_FIELDS,
  type CoreRatingField,
  type Entry,
  entryUpdateInput,
  productTypeLabel,
  RATING_LABELS,
} from '../../shared/entries';
import type { OutcomeInput } from '../../shared/session-rules';
import { EntryNotFound, parseEntryId } from '../entry/entry-not-found';
import { useEntry } from '../entry/use-entry';
import { entryQueries, invalidateAfterEntryChange, updateEntry } from '../journal/api';
import { errorMessage } from '../lib/api';
import { currencyQuery } from '../lib/currency';
import { applyApiError, useZodFormOf } from '../lib/form';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox';
import { Input, NativeSelect, Textarea } from '../ui/field';
import { FormField } from '../ui/form-field';
import { PageHeader } from '../ui/page';
import { RatingSlider } from '../ui/rating-slider';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/toast';
import { EffectPicker, FormSection } from './form-parts';
import {
  LABEL_FIELDS,
  LabelDetails,
  type LabelDetailValues,
  labelDetailsInput,
  labelDetailsOf,
  labelForm,
} from './label-details';
import { firstMessage } from './messages';
import { SymptomPicker, WhenField } from './session-fields';

export default function EditEntryPage() {
  const params = useParams<{ id: string }>();
  const id = parseEntryId(params.id);
  const entry = useEntry(id);
  if (id === null || entry.isError) return <EntryNotFound />;
  if (entry.isPending) return <Spinner label="Loading entry..." />;
  // Keyed by the entry so the form starts from the loaded values (no effect copying props into state).
  return <EditForm key={entry.data.id} entry={entry.data} />;
}

interface EditValues extends LabelDetailValues {
  strainName: string;
  strainType: string;
  method: string;
  dosage: string;
  ratings: Record<CoreRatingField, number | null>;
  notes: string;
  effects: Effect[];
  allowManagerAccess: boolean;
  consumedAt: string;
  outcomes: OutcomeInput[];
}

const valuesOf = (entry: Entry): EditValues => ({
  strainName: entry.strainName,
  // Entries from older data may carry a type or method outside the list; the select then asks for one.
  strainType: entry.strainType,
  method: entry.method,
  dosage: entry.dosage,
  ratings: {
    overallRating: entry.overallRating,
    relaxationRating: entry.relaxationRating,
    creativityRating: entry.creativityRating,
    energyRating: entry.energyRating,
    flavorRating: entry.flavorRating,
  },
  notes: entry.notes ?? '',
  effects: EFFECTS.filter((e) => entry.effects.includes(e)),
  allowManagerAccess: entry.allowManagerAccess,
  consumedAt: entry.consumedAt,
  outcomes: entry.outcomes,
  ...labelDetailsOf(entry),
});

/** The request body of an edit: every field the edit route takes (left-out ones would be kept as they are). */
const toUpdateInput = (v: EditValues) => ({
  strainName: v.strainName,
  strainType: v.strainType,
  method: v.method,
  dosage: v.dosage,
  ...v.ratings,
  notes: v.notes,
  effects: v.effects,
  allowManagerAccess: v.allowManagerAccess,
  consumedAt: v.consumedAt,
  outcomes: v.outcomes,
  ...labelDetailsInput(v),
});

function EditForm({ entry }: { entry: Entry }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const form = useZodFormOf(entryUpdateInput, toUpdateInput, { defaultValues: valuesOf(entry) });
  const { register, control, watch, setValue } = form;
  const [labelsOpen, setLabelsOpen] = useState(false);
  const currency = useQuery(currencyQuery).data?.currency;
  const strainType = watch('strainType');
  const method = watch('method');
  const ratings = watch('ratings');

  const save = useMutation({
    mutationFn: (input: Parameters<typeof updateEntry>[1]) => updateEntry(entry.id, input),
    onSuccess: (updated) => {
      queryClient.setQueryData(entryQueries.detail(entry.id).queryKey, updated);
      void invalidateAfterEntryChange(queryClient);
      toast({ title: 'Entry Updated', description: 'Your journal entry has been updated successfully.' });
      navigate(`/entry/${entry.id}`);
    },
    onError: (err) => {
      if (applyApiError(form, err) && LABEL_FIELDS.has(String((err as { field?: string }).field)))
        setLabelsOpen(true);
      toast({ title: 'Failed to Update', description: errorMessage(err), variant: 'destructive' });
    },
  });

  function invalid(found: FieldErrors<EditValues>) {
    if (Object.keys(found).some((f) => LABEL_FIELDS.has(f))) setLabelsOpen(true);
    toast({ title: 'Please check your entry', description: firstMessage(found), variant: 'destructive' });
  }

  const submit = form.handleSubmit((input) => {
    if (!save.isPending) save.mutate(input);
  }, invalid);

  return (
    <div className="mx-auto max-w-2xl">
      <Button variant="ghost" className="-ml-3 mb-2" onClick={() => navigate(`/entry/${entry.id}`)}>
        <ArrowLeft aria-hidden="true" /> Back to entry
      </Button>
      <PageHeader
        title="Edit Entry"
        subtitle={`${entry.strainName} · ${productTypeLabel(entry.productType)}`}
      />

      <form onSubmit={submit} noValidate className="space-y-4">
        <FormSection title="Strain">
          <FormField form={form} name="strainName" label="Strain name">
            <Input {...register('strainName')} autoComplete="off" aria-required="true" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField form={form} name="strainType" label="Strain type">
              <NativeSelect {...register('strainType')}>
                {STRAIN_TYPES.includes(strainType as never) ? null : (
                  <option value={strainType}>Choose a type</option>
                )}
                {STRAIN_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {label(t)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField form={form} name="method" label="Consumption method">
              <NativeSelect {...register('method')}>
                {METHODS.includes(method as never) ? null : <option value={method}>Choose a method</option>}
                {METHODS.map((m) => (
                  <option key={m} value={m}>
                    {label(m)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField form={form} name="dosage" label="Dosage">
            <Input {...register('dosage')} autoComplete="off" aria-required="true" />
          </FormField>
        </FormSection>

        <FormSection title="Session">
          <Controller
            control={control}
            name="consumedAt"
            render={({ field, fieldState }) => (
              <WhenField
                value={field.value}
                onChange={(v) => field.onChange(v ?? new Date().toISOString())}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="outcomes"
            render={({ field, formState }) => (
              <SymptomPicker
                value={field.value}
                onChange={field.onChange}
                error={firstMessage(formState.errors.outcomes)}
                withAfter
              />
            )}
          />
          <LabelDetails
            form={labelForm(form)}
            currency={currency}
            open={labelsOpen}
            onOpenChange={setLabelsOpen}
          />
        </FormSection>

        <FormSection title="Ratings" description="From 1 to 5 in half steps.">
          <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {CORE_RATING_FIELDS.map((field) => (
              <RatingSlider
                key={field}
                id={`rating-${field}`}
                label={RATING_LABELS[field]}
                value={ratings[field]}
                step={0.5}
                onChange={(v) => setValue('ratings', { ...form.getValues('ratings'), [field]: v })}
              />
            ))}
          </div>
        </FormSection>

        <FormSection title="Experience">
          <FormField form={form} name="notes" label="Notes">
            <Textarea {...register('notes')} rows={4} />
          </FormField>
          <Controller
            control={control}
            name="effects"
            render={({ field }) => <EffectPicker value={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={control}
            name="allowManagerAccess"
            render={({ field }) => (
              <CheckboxField
                id="allowManagerAccess"
                checked={field.value}
                onCheckedChange={field.onChange}
                label="Allow managers to view my written review"
                description="Managers always see ratings; your notes only with this consent."
              />
            )}
          />
        </FormSection>

        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={() => navigate(`/entry/${entry.id}`)}>
            Cancel
          </Button>
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? (
              <>
                <Loader2 className="animate-spin" aria-hidden="true" /> Saving...
              </>
            ) : (
              <>
                <Save aria-hidden="true" /> Save Changes
              </>
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}
