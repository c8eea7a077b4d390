import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Loader2, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { EFFECTS, type Effect, label, METHODS, STRAIN_TYPES } from '../../shared/constants';
import {
  CORE_RATING_FIELDS,
  type CoreRatingField,
  type Entry,
  type EntryUpdate,
  entryUpdateInput,
  productTypeLabel,
  RATING_LABELS,
} from '../../shared/entries';
import { EntryNotFound, parseEntryId } from '../entry/entry-not-found';
import { useEntry } from '../entry/use-entry';
import { entryQueries, invalidateAfterEntryChange, updateEntry } from '../journal/api';
import { errorMessage } from '../lib/api';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox';
import { Input, NativeSelect, Textarea } from '../ui/field';
import { PageHeader } from '../ui/page';
import { RatingSlider } from '../ui/rating-slider';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/toast';
import { EffectPicker, Field, FormSection, fieldErrors } from './form-parts';

export default function EditEntryPage() {
  const params = useParams<{ id: string }>();
  const id = parseEntryId(params.id);
  const entry = useEntry(id);
  if (id === null || entry.isError) return <EntryNotFound />;
  if (entry.isPending) return <Spinner label="Loading entry..." />;
  // Keyed by the entry so the form starts from the loaded values (no effect copying props into state).
  return <EditForm key={entry.data.id} entry={entry.data} />;
}

function EditForm({ entry }: { entry: Entry }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [strainName, setStrainName] = useState(entry.strainName);
  const [strainType, setStrainType] = useState(entry.strainType);
  const [method, setMethod] = useState(entry.method);
  const [dosage, setDosage] = useState(entry.dosage);
  const [notes, setNotes] = useState(entry.notes ?? '');
  const [ratings, setRatings] = useState<Record<CoreRatingField, number | null>>(() => ({
    overallRating: entry.overallRating,
    relaxationRating: entry.relaxationRating,
    creativityRating: entry.creativityRating,
    energyRating: entry.energyRating,
    flavorRating: entry.flavorRating,
  }));
  const [effects, setEffects] = useState<Effect[]>(() => EFFECTS.filter((e) => entry.effects.includes(e)));
  const [consent, setConsent] = useState(entry.allowManagerAccess);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (input: EntryUpdate) => updateEntry(entry.id, input),
    onSuccess: (updated) => {
      queryClient.setQueryData(entryQueries.detail(entry.id).queryKey, updated);
      void invalidateAfterEntryChange(queryClient);
      toast({ title: 'Entry Updated', description: 'Your journal entry has been updated successfully.' });
      navigate(`/entry/${entry.id}`);
    },
    onError: (err) => {
      toast({ title: 'Failed to Update', description: errorMessage(err), variant: 'destructive' });
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending) return;
    const parsed = entryUpdateInput.safeParse({
      strainName,
      // Entries from older data may carry a type outside the list; the select then asks for a choice.
      strainType,
      method,
      dosage,
      ...ratings,
      notes,
      effects,
      allowManagerAccess: consent,
    });
    if (!parsed.success) {
      const next = fieldErrors(parsed.error.issues);
      setErrors(next);
      const firstField = Object.keys(next)[0];
      document.getElementById(firstField)?.focus();
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  const errorProps = (field: string) => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `${field}-error` : undefined,
  });

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
          <Field id="strainName" label="Strain name" required error={errors.strainName}>
            <Input
              id="strainName"
              value={strainName}
              onChange={(e) => setStrainName(e.target.value)}
              autoComplete="off"
              aria-required="true"
              {...errorProps('strainName')}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="strainType" label="Strain type" error={errors.strainType}>
              <NativeSelect
                id="strainType"
                value={strainType}
                onChange={(e) => setStrainType(e.target.value)}
                {...errorProps('strainType')}
              >
                {STRAIN_TYPES.includes(strainType as never) ? null : (
                  <option value={strainType}>Choose a type</option>
                )}
                {STRAIN_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {label(t)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="method" label="Consumption method" error={errors.method}>
              <NativeSelect
                id="method"
                value={method}
                onChange={(e) => setMethod(e.target.value)}
                {...errorProps('method')}
              >
                {METHODS.includes(method as never) ? null : <option value={method}>Choose a method</option>}
                {METHODS.map((m) => (
                  <option key={m} value={m}>
                    {label(m)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Field id="dosage" label="Dosage" required error={errors.dosage}>
            <Input
              id="dosage"
              value={dosage}
              onChange={(e) => setDosage(e.target.value)}
              autoComplete="off"
              aria-required="true"
              {...errorProps('dosage')}
            />
          </Field>
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
                onChange={(v) => setRatings((r) => ({ ...r, [field]: v }))}
              />
            ))}
          </div>
        </FormSection>

        <FormSection title="Experience">
          <Field id="notes" label="Notes" error={errors.notes}>
            <Textarea id="notes" value={notes} onChange={(e) => setNotes(e.target.value)} rows={4} />
          </Field>
          <EffectPicker value={effects} onChange={setEffects} />
          <CheckboxField
            id="allowManagerAccess"
            checked={consent}
            onCheckedChange={setConsent}
            label="Allow managers to view my written review"
            description="Managers always see ratings; your notes only with this consent."
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
