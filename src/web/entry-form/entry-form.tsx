import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Loader2, RotateCcw, Save } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useLocation } from 'wouter';
import {
  AMOUNT_LEVELS,
  type AmountLevel,
  EFFECTS,
  type Effect,
  label,
  METHODS,
  type Method,
  PRODUCT_TYPES,
  type ProductType,
  STRAIN_TYPES,
  type StrainType,
} from '../../shared/constants';
import {
  CORE_RATING_FIELDS,
  ENTRY_DEFAULTS,
  type Entry,
  type EntryCreate,
  type EntryUpdate,
  entryCreateInput,
  entryUpdateInput,
  PRODUCT_RATING_FIELDS,
  PRODUCT_TYPE_LABELS,
  productTypeLabel,
  RATING_FIELDS,
  RATING_LABELS,
  type RatingField,
  STASH_QUANTITY_MIN,
  stashQuantityStep,
} from '../../shared/entries';
import { type OutcomeInput, sessionTimeProblem } from '../../shared/sessions';
import { stashProductFor } from '../../shared/stash-rules';
import { catalogueTypeOf, STRAIN_CATALOGUE } from '../../shared/strain-catalogue';
import { entryQueries } from '../entries/api';
import { type EntrySaved, useSaveEntry } from '../entries/save-entry';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../lib/api';
import { auth } from '../lib/auth';
import { cn } from '../lib/cn';
import { currencyChoice } from '../lib/currency';
import { applyApiError, useZodFormOf } from '../lib/form';
import { KEYS, storage } from '../lib/storage';
import { toast } from '../lib/toast';
import { stashQueries } from '../stash/api';
import { Button } from '../ui/button';
import { EffectIcon } from '../ui/effect-icon';
import { Input, NativeSelect, Textarea } from '../ui/field';
import { FormField } from '../ui/form-field';
import { PageHeader } from '../ui/page';
import { RatingSlider } from '../ui/rating-slider';
import { STRAIN_DOT } from '../ui/strain-badge';
import { useFormDraft } from './draft';
import { CheckboxFormField, ChipPicker, ChoiceFieldset, FormSection } from './form-parts';
import {
  BLANK_LABEL_DETAILS,
  LABEL_FIELDS,
  LabelDetails,
  type LabelDetailValues,
  labelDetailsInput,
  labelDetailsOf,
  labelForm,
  numberOf,
} from './label-details';
import { firstMessage } from './messages';
import { SymptomPicker, WhenField, withOffset } from './session-fields';
import { StashPicker } from './stash-picker';

/** The method most people use with a product, suggested until the user picks one. */
const TYPICAL_METHOD: Record<ProductType, Method> = {
  flower: 'joint',
  'pre-roll': 'joint',
  'vape cartridge': 'vaporizer',
  concentrate: 'vaporizer',
  edible: 'edible',
  other: 'other',
};

const UNIT_SUFFIX = { grams: 'g', count: 'count', ml: 'ml', oz: 'oz' } as const;

/** The form's values: the API's field names, in the controls' own shapes. */
export interface EntryFormValues extends LabelDetailValues {
  strainName: string;
  strainType: StrainType;
  productType: ProductType;
  method: Method;
  dosage: string;
  /** Every rating the entry holds (an edit keeps those its product's form does not ask). */
  ratings: Partial<Record<RatingField, number | null>>;
  notes: string;
  effects: Effect[];
  allowManagerAccess: boolean;
  addToStash: boolean;
  /** The stash item it is logged from ("From my stash"), '' for none. */
  stashItemId: string;
  /** How much of that item the session used, in its unit ('' when not said). */
  amountUsed: string;
  stashDetails: { quantity: string; currentAmount: AmountLevel };
  consumedAt: string | null;
  outcomes: OutcomeInput[];
}

type LastSession = Pick<EntryFormValues, 'productType' | 'method' | 'dosage'>;

/** A new entry's starting values: blank, with the last product, method and dose offered again. */
function blankValues(last: LastSession | null): EntryFormValues {
  return {
    strainName: '',
    strainType: ENTRY_DEFAULTS.strainType,
    productType: last?.productType ?? ENTRY_DEFAULTS.productType,
    method: last?.method ?? ENTRY_DEFAULTS.method,
    dosage: last?.dosage ?? '',
    ratings: {},
    notes: '',
    effects: [],
    allowManagerAccess: ENTRY_DEFAULTS.allowManagerAccess,
    addToStash: ENTRY_DEFAULTS.addToStash,
    stashItemId: '',
    amountUsed: '',
    stashDetails: { quantity: String(ENTRY_DEFAULTS.quantity), currentAmount: ENTRY_DEFAULTS.currentAmount },
    consumedAt: null,
    outcomes: [],
    ...BLANK_LABEL_DETAILS,
  };
}

/** A saved entry as the form holds it. */
function valuesOf(entry: Entry): EntryFormValues {
  return {
    ...blankValues(null),
    strainName: entry.strainName,
    strainType: entry.strainType as StrainType,
    productType: entry.productType as ProductType,
    method: entry.method as Method,
    dosage: entry.dosage,
    ratings: Object.fromEntries(RATING_FIELDS.map((f) => [f, entry[f]])),
    notes: entry.notes ?? '',
    effects: EFFECTS.filter((e) => entry.effects.includes(e)),
    allowManagerAccess: entry.allowManagerAccess,
    consumedAt: entry.consumedAt,
    outcomes: entry.outcomes,
    ...labelDetailsOf(entry),
  };
}

/**
 * "Log again": a new session of the same product, as it was had: strain, product, method, dose, label and
 * the symptoms it was for (their "before" levels as a start); a new time, new ratings, no notes.
 */
function againValues(entry: Entry, last: LastSession | null): EntryFormValues {
  const saved = valuesOf(entry);
  return {
    ...blankValues(last),
    ...labelDetailsOf(entry),
    strainName: saved.strainName,
    strainType: saved.strainType,
    productType: saved.productType,
    method: saved.method,
    dosage: saved.dosage,
    outcomes: entry.outcomes.map((o) => ({ symptom: o.symptom, before: o.before })) as OutcomeInput[],
  };
}

/** The fields both requests share. */
function commonInput(v: EntryFormValues) {
  return {
    strainName: v.strainName,
    strainType: v.strainType,
    productType: v.productType,
    method: v.method,
    dosage: v.dosage,
    notes: v.notes,
    effects: v.effects,
    allowManagerAccess: v.allowManagerAccess,
    outcomes: v.outcomes,
    ...labelDetailsInput(v),
  };
}

/** The body of an edit: the product's ratings as set (unrated stays unrated), the experience ones kept. */
function toUpdateInput(v: EntryFormValues) {
  const shown = PRODUCT_RATING_FIELDS[v.productType];
  return {
    ...commonInput(v),
    ...Object.fromEntries(CORE_RATING_FIELDS.map((f) => [f, v.ratings[f] ?? null])),
    ...Object.fromEntries(shown.map((f) => [f, v.ratings[f] ?? null])),
    consumedAt: v.consumedAt,
  };
}

/** The request body the form's values make (checked by the shared schema before anything is sent). */
export function toEntryInput(v: EntryFormValues) {
  const ratingFields = PRODUCT_RATING_FIELDS[v.productType];
  return {
    ...commonInput(v),
    ...Object.fromEntries(ratingFields.map((f) => [f, v.ratings[f] ?? ENTRY_DEFAULTS.rating])),
    ...(v.consumedAt ? { consumedAt: v.consumedAt } : {}),
    addToStash: v.addToStash,
    ...(v.stashItemId ? { stashItemId: Number(v.stashItemId) } : {}),
    ...(v.stashItemId && v.amountUsed.trim() ? { amountUsed: numberOf(v.amountUsed) } : {}),
    ...(v.addToStash
      ? {
          stashDetails: {
            productType: v.productType,
            quantity: numberOf(v.stashDetails.quantity) ?? Number.NaN,
            currentAmount: v.stashDetails.currentAmount,
          },
        }
      : {}),
  };
}

/**
 * The one entry form: a new entry (with a draft kept while typing, the last method and dose, and the
 * stash) or an edit of a saved one (every field of its product type, ratings in half steps). The fields,
 * their order and their rules are the same; only the request differs.
 */
export function EntryForm({ entry, again }: { entry?: Entry; again?: Entry }) {
  const editing = entry !== undefined;
  const [, navigate] = useLocation();
  const userId = auth.get().userId ?? 0;
  const draftKey = editing ? null : KEYS.entryDraft(userId);
  const lastKey = KEYS.lastSession(userId);
  // A draft left on this device comes back as it was; otherwise the last product, method and dose.
  // "Log again" starts from that entry instead.
  const [restored] = useState(() => (draftKey && !again ? storage.json<EntryFormValues>(draftKey) : null));
  const [initial] = useState(() =>
    entry
      ? valuesOf(entry)
      : again
        ? againValues(again, storage.json<LastSession>(lastKey))
        : blankValues(storage.json<LastSession>(lastKey)),
  );
  const form = useZodFormOf<EntryFormValues, typeof entryCreateInput | typeof entryUpdateInput>(
    editing ? entryUpdateInput : entryCreateInput,
    editing ? toUpdateInput : toEntryInput,
    { defaultValues: restored ? { ...initial, ...restored } : initial },
  );
  const draft = useFormDraft(form, draftKey, initial);
  const back = editing ? `/entry/${entry.id}` : '/';
  const [draftShown, setDraftShown] = useState(Boolean(restored));
  const methodChosen = useRef(Boolean(restored) || editing);
  // The strain type a known name set last: while the type still reads it, the person has not chosen one.
  const autoType = useRef<StrainType | null>(null);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const { register, control, watch, setValue, formState } = form;
  const errors = formState.errors;

  const productType = watch('productType');
  const addToStash = watch('addToStash');
  const fromStash = watch('stashItemId') !== '';
  const ratings = watch('ratings');
  const ratingFields = PRODUCT_RATING_FIELDS[productType];
  const unit = stashProductFor(productType).quantityUnit;
  const currency = useQuery(currencyChoice.query).data?.currency;
  const names = useStrainNames();

  const save = useSaveEntry(entry);
  function saved(outcome: EntrySaved, input: EntryCreate | EntryUpdate) {
    if (outcome.kind === 'updated') return navigate(back);
    draft.clear();
    storage.set(
      lastKey,
      JSON.stringify({ productType: input.productType, method: input.method, dosage: input.dosage }),
    );
    navigate(outcome.kind === 'queued' ? '/journal' : '/');
  }
  function refused(err: Error) {
    if (err instanceof ApiError) {
      if (applyApiError(form, err)) {
        if (err.field && LABEL_FIELDS.has(err.field)) setLabelsOpen(true);
        toast({ title: 'Please check your entry', description: err.message, variant: 'destructive' });
        return;
      }
      toast({
        title: editing ? 'Failed to Update' : 'Save error',
        description: editing ? err.message : 'Failed to save your entry. Please try again.',
        variant: 'destructive',
      });
    } else {
      toast({
        title: 'Connection error',
        description: NETWORK_ERROR_MESSAGE,
        variant: 'destructive',
      });
    }
  }

  function invalid(found: FieldErrors<EntryFormValues>) {
    if (found.strainName)
      return toast({
        title: 'Missing information',
        description: 'Please enter a strain name',
        variant: 'destructive',
      });
    if (found.dosage)
      return toast({
        title: 'Missing information',
        description: 'Please enter a dosage',
        variant: 'destructive',
      });
    const first = Object.keys(found)[0];
    if (first && LABEL_FIELDS.has(first)) setLabelsOpen(true);
    const message = firstMessage(found);
    toast({ title: 'Please check your entry', description: message, variant: 'destructive' });
  }

  const submit = form.handleSubmit((input) => {
    if (save.isPending) return;
    if (!auth.get().userId) {
      toast({ title: 'Not logged in', description: 'Please log in to save entries', variant: 'destructive' });
      navigate('/login');
      return;
    }
    const late = sessionTimeProblem(input.consumedAt, new Date());
    if (late) {
      form.setError('consumedAt', { type: 'client', message: late });
      return invalid({ consumedAt: { type: 'client', message: late } });
    }
    save.mutate(input, { onSuccess: (outcome) => saved(outcome, input), onError: refused });
  }, invalid);

  function startOver() {
    draft.clear();
    methodChosen.current = false;
    form.reset(initial);
    setDraftShown(false);
  }

  function leave() {
    draft.clear();
    navigate(back);
  }

  return (
    <div className="mx-auto max-w-2xl">
      <Button variant="ghost" className="-ml-3 mb-2" onClick={() => navigate(back)}>
        <ArrowLeft aria-hidden="true" /> {editing ? 'Back to entry' : 'Back'}
      </Button>
      {editing ? (
        <PageHeader
          title="Edit Entry"
          subtitle={`${entry.strainName} · ${productTypeLabel(entry.productType)}`}
        />
      ) : (
        <PageHeader title="New Product Entry" subtitle="Record your cannabis experience" />
      )}

      {draftShown ? (
        <output className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-primary-soft px-4 py-3 text-sm">
          <span>We kept the entry you had not saved yet.</span>
          <Button variant="outline" size="sm" onClick={startOver}>
            <RotateCcw aria-hidden="true" /> Start over
          </Button>
        </output>
      ) : null}

      <form onSubmit={submit} noValidate className="space-y-4">
        <FormSection title="Strain">
          {editing ? null : <StashPicker form={form} />}
          <FormField form={form} name="strainName" label="Strain name">
            <Input
              {...register('strainName', {
                // A strain the app knows sets its type, until the person chooses one themselves.
                onChange: (e: { target: { value: string } }) => {
                  const known = editing ? null : catalogueTypeOf(e.target.value);
                  const current = form.getValues('strainType');
                  const untouched =
                    autoType.current === null
                      ? !form.getFieldState('strainType').isDirty
                      : current === autoType.current;
                  if (known && untouched) {
                    autoType.current = known;
                    form.setValue('strainType', known);
                  }
                },
              })}
              placeholder="e.g. Blue Dream"
              autoComplete="off"
              list={names.length > 0 ? 'strain-name-suggestions' : undefined}
              aria-required="true"
            />
          </FormField>
          {names.length > 0 ? (
            <datalist id="strain-name-suggestions">
              {names.map((n) => (
                <option key={n} value={n} />
              ))}
            </datalist>
          ) : null}
          <ChoiceFieldset
            control={control}
            name="strainType"
            legend="Strain type"
            values={STRAIN_TYPES}
            className="grid grid-cols-3 gap-2"
            itemClassName={cn(
              'flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 text-sm font-semibold transition',
              'border-border bg-card hover:bg-muted data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft',
            )}
            item={(t) => (
              <>
                <span aria-hidden="true" className={`size-3 rounded-full ${STRAIN_DOT[t]}`} />
                {label(t)}
              </>
            )}
            error={errors.strainType?.message}
          />
        </FormSection>

        <FormSection title="Session">
          <Controller
            control={control}
            name="consumedAt"
            render={({ field, fieldState }) => (
              <WhenField
                value={field.value}
                // A saved entry always has a time: "Now" means now.
                onChange={(v) => field.onChange(v ?? (editing ? withOffset(new Date()) : null))}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="outcomes"
            render={({ field }) => (
              <SymptomPicker
                value={field.value}
                onChange={field.onChange}
                error={firstMessage(errors.outcomes)}
                withAfter={editing}
              />
            )}
          />
        </FormSection>

        <FormSection title="Product">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField form={form} name="productType" label="Product type">
              <NativeSelect
                {...register('productType', {
                  onChange: (e) => {
                    if (!methodChosen.current)
                      setValue('method', TYPICAL_METHOD[e.target.value as ProductType]);
                  },
                })}
              >
                {PRODUCT_TYPES.map((p) => (
                  <option key={p} value={p}>
                    {PRODUCT_TYPE_LABELS[p]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField form={form} name="method" label="Consumption method">
              <NativeSelect
                {...register('method', {
                  onChange: () => {
                    methodChosen.current = true;
                  },
                })}
              >
                {METHODS.map((m) => (
                  <option key={m} value={m}>
                    {label(m)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField form={form} name="dosage" label="Dosage" hint="For example 0.5 g, 10 mg or 2 puffs">
            <Input {...register('dosage')} autoComplete="off" aria-required="true" />
          </FormField>
          <LabelDetails
            form={labelForm(form)}
            currency={entry?.priceCurrency ?? currency}
            open={labelsOpen}
            onOpenChange={setLabelsOpen}
          />
        </FormSection>

        <FormSection
          title="Ratings"
          description={`How was this ${PRODUCT_TYPE_LABELS[productType].toLowerCase()}? 1 is poor, 5 is excellent${editing ? ', in half steps' : ''}.`}
        >
          <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="rating-sliders">
            {ratingFields.map((field) => (
              <RatingSlider
                key={field}
                id={`rating-${field}`}
                label={RATING_LABELS[field]}
                value={editing ? (ratings[field] ?? null) : (ratings[field] ?? ENTRY_DEFAULTS.rating)}
                step={editing ? 0.5 : 1}
                onChange={(v) => setValue('ratings', { ...form.getValues('ratings'), [field]: v })}
              />
            ))}
          </div>
        </FormSection>

        <FormSection title="Experience">
          <FormField form={form} name="notes" label="Notes">
            <Textarea
              {...register('notes')}
              placeholder="Flavour, aroma, how it felt, what you did..."
              rows={4}
            />
          </FormField>
          <Controller
            control={control}
            name="effects"
            render={({ field }) => (
              <ChipPicker
                legend="Effects"
                values={EFFECTS}
                value={field.value}
                onChange={field.onChange}
                icon={(effect) => <EffectIcon effect={effect} />}
              />
            )}
          />
        </FormSection>

        <FormSection title={editing ? 'Sharing' : 'Sharing and stash'}>
          <CheckboxFormField
            control={control}
            name="allowManagerAccess"
            label="Allow managers to view my written review"
            description="Managers always see ratings; your notes only with this consent."
          />
          {editing || fromStash ? null : (
            <CheckboxFormField
              control={control}
              name="addToStash"
              label="Add to my stash"
              description="Keep track of how much of this product you have."
            />
          )}
          {!editing && !fromStash && addToStash ? (
            <div className="grid gap-4 rounded-xl bg-muted/60 p-3 sm:grid-cols-2 animate-fade-in">
              <FormField
                form={form}
                name="stashDetails.quantity"
                id="quantity"
                label={`Quantity (${UNIT_SUFFIX[unit]})`}
                hint={unit === 'grams' ? 'In grams' : 'How many you have'}
              >
                <Input
                  {...register('stashDetails.quantity')}
                  type="number"
                  inputMode="decimal"
                  min={STASH_QUANTITY_MIN}
                  step={stashQuantityStep(productType)}
                />
              </FormField>
              <ChoiceFieldset
                control={control}
                name="stashDetails.currentAmount"
                legend="Current amount"
                values={AMOUNT_LEVELS}
                className="grid grid-cols-4 gap-1 rounded-xl bg-card p-1"
                itemClassName="min-h-11 rounded-lg text-sm font-medium text-muted-foreground transition data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
              />
            </div>
          ) : null}
        </FormSection>

        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={leave}>
            Cancel
          </Button>
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? (
              <>
                <Loader2 className="animate-spin" aria-hidden="true" /> Saving...
              </>
            ) : (
              <>
                <Save aria-hidden="true" /> {editing ? 'Save Changes' : 'Save Entry'}
              </>
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}

/**
 * The name box's suggestions: strain names the user has written before (journal and stash) first, as they
 * wrote them, then the well-known strains the app ships, so a first entry has suggestions too.
 */
function useStrainNames(): string[] {
  const entries = useQuery(entryQueries.list());
  const stash = useQuery(stashQueries.items());
  return useMemo(() => {
    const seen = new Map<string, string>();
    for (const e of entries.data ?? []) seen.set(e.strainName.toLowerCase(), e.strainName);
    for (const s of stash.data ?? []) seen.set(s.strainName.toLowerCase(), s.strainName);
    const own = [...seen.values()].sort((a, b) => a.localeCompare(b)).slice(0, 200);
    const known = STRAIN_CATALOGUE.map((s) => s.name).filter((n) => !seen.has(n.toLowerCase()));
    return [...own, ...known];
  }, [entries.data, stash.data]);
}
