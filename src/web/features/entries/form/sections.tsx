import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef } from 'react';
import { Controller } from 'react-hook-form';
import {
  AMOUNT_LEVELS,
  EFFECTS,
  label,
  METHODS,
  PRODUCT_TYPES,
  type ProductType,
  STRAIN_TYPES,
} from '../../../../shared/constants';
import {
  ENTRY_DEFAULTS,
  PRODUCT_RATING_FIELDS,
  PRODUCT_TYPE_LABELS,
  RATING_LABELS,
  STASH_QUANTITY_MIN,
  stashQuantityStep,
} from '../../../../shared/entries';
import { NOTES_PRIVACY } from '../../../../shared/entry-rules';
import { stashProductFor } from '../../../../shared/stash-rules';
import { STRAIN_CATALOGUE } from '../../../../shared/strain-catalogue';
import { useCatalogueType } from '../../../lib/catalogue-type';
import { cn } from '../../../lib/cn';
import { currencyChoice } from '../../../lib/currency';
import { EffectIcon } from '../../../ui/effect-icon';
import { Input, NativeSelect, Textarea } from '../../../ui/field';
import { FormField } from '../../../ui/form-field';
import { RatingSlider } from '../../../ui/rating-slider';
import { STRAIN_DOT } from '../../../ui/strain-badge';
import { stashQueries } from '../../stash/api';
import { entryQueries } from '../api';
import { CheckboxFormField, ChipPicker, ChoiceFieldset, type Fold, FormSection } from './form-parts';
import { LabelDetails, labelForm } from './label-details';
import { firstMessage } from './messages';
import { SymptomPicker, WhenField, withOffset } from './session-fields';
import { AmountUsedField, StashPicker } from './stash-picker';
import { type EntryFormApi, TYPICAL_METHOD } from './values';

// The entry form's sections, in the order the form shows them. Each takes the form and whether it edits a
// saved entry (`editing`): a new entry also offers the stash, whole-step ratings and "Add to my stash".

type Form = EntryFormApi;
interface SectionProps {
  form: Form;
  editing: boolean;
}

const UNIT_SUFFIX = { grams: 'g', count: 'count', ml: 'ml', oz: 'oz' } as const;

/**
 * What was had: from the stash (new entries), the strain's name with suggestions, its type, and
 * (`children`) the product and method.
 */
export function StrainSection({ form, editing, children }: SectionProps & { children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const names = useStrainNames();
  // A strain the app knows sets its type, until the person chooses one themselves.
  const typeFromName = useCatalogueType(form, editing);
  return (
    <FormSection title={t`What`}>
      {editing ? null : <StashPicker form={form} />}
      <FormField form={form} name="strainName" label={t`Strain name`}>
        <Input
          {...register('strainName', { onChange: typeFromName })}
          placeholder={t`e.g. Blue Dream`}
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
        legend={t`Strain type`}
        values={STRAIN_TYPES}
        className="grid grid-cols-3 gap-2"
        itemClassName={cn(
          'flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 text-sm font-semibold transition',
          'border-border bg-card hover:bg-muted data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft',
        )}
        item={(type) => (
          <>
            <span aria-hidden="true" className={`size-3 rounded-full ${STRAIN_DOT[type]}`} />
            {i18n._(label(type))}
          </>
        )}
        error={errors.strainType?.message}
      />
      {children}
    </FormSection>
  );
}

/** What for and when (the symptoms, before and, when editing, after; the time of use). */
export function SessionSection({ form, editing }: SectionProps) {
  const { t } = useLingui();
  const { control, formState } = form;
  const errors = formState.errors;
  return (
    <FormSection title={t`Why and when`}>
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
    </FormSection>
  );
}

/**
 * The product and method. The method follows the product type (the one most people use with it) until the
 * person picks one (`methodChosen`, kept by the form: a draft or an edit has chosen already).
 */
export function ProductFields({ form, methodChosen }: { form: Form; methodChosen: { current: boolean } }) {
  const { t, i18n } = useLingui();
  const { register, setValue } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField form={form} name="productType" label={t`Product type`}>
        <NativeSelect
          {...register('productType', {
            onChange: (e) => {
              if (!methodChosen.current) setValue('method', TYPICAL_METHOD[e.target.value as ProductType]);
            },
          })}
        >
          {PRODUCT_TYPES.map((p) => (
            <option key={p} value={p}>
              {i18n._(PRODUCT_TYPE_LABELS[p])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <MethodField
        form={form}
        onChange={() => {
          methodChosen.current = true;
        }}
      />
    </div>
  );
}

/** The consumption method (New Entry's and the quick log's); `onChange` hears the person pick one. */
export function MethodField({ form, onChange }: { form: Form; onChange?: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <FormField form={form} name="method" label={t`Consumption method`}>
      <NativeSelect {...form.register('method', { onChange })}>
        {METHODS.map((m) => (
          <option key={m} value={m}>
            {i18n._(label(m))}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/**
 * How much: the dose; from a stash item, the amount used (in its unit), which says the dose too: one
 * amount, asked once (the dose stays editable, and once the person writes it, it is theirs).
 */
export function DoseSection({ form }: { form: Form }) {
  const { t } = useLingui();
  const typed = useRef(false);
  return (
    <FormSection title={t`How much`}>
      <AmountUsedField
        form={form}
        onAmount={(dose) => {
          if (dose && !typed.current)
            form.setValue('dosage', dose, { shouldValidate: form.formState.isSubmitted });
        }}
      />
      <FormField form={form} name="dosage" label={t`Dosage`} hint={t`For example 0.5 g, 10 mg or 2 puffs`}>
        <Input
          {...form.register('dosage', {
            onChange: () => {
              typed.current = true;
            },
          })}
          autoComplete="off"
          aria-required="true"
        />
      </FormField>
    </FormSection>
  );
}

/** The label's details (a fold of its own), in the account's currency or the entry's. */
export function LabelSection({
  form,
  priceCurrency,
  open,
  onOpenChange,
}: {
  form: Form;
  priceCurrency?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const currency = useQuery(currencyChoice.query).data?.currency;
  return (
    <div className="rounded-card bg-card shadow-sm">
      <LabelDetails
        form={labelForm(form)}
        currency={priceCurrency ?? currency}
        open={open}
        onOpenChange={onOpenChange}
      />
    </div>
  );
}

/** The ratings the product's type asks for: whole steps on a new entry, half steps when editing. */
export function RatingsSection({ form, editing, fold }: SectionProps & { fold?: Fold }) {
  const { t, i18n } = useLingui();
  const { watch, setValue } = form;
  const productType = watch('productType');
  const ratings = watch('ratings');
  const ratingFields = PRODUCT_RATING_FIELDS[productType];
  const name = i18n._(PRODUCT_TYPE_LABELS[productType]);
  // German writes a noun with its capital; the others say "this flower".
  const product = i18n.locale === 'de' ? name : name.toLowerCase();
  return (
    <FormSection
      title={t`Ratings`}
      fold={fold}
      description={
        editing
          ? t`How was this ${product}? 1 is poor, 5 is excellent, in half steps.`
          : t`How was this ${product}? 1 is poor, 5 is excellent.`
      }
    >
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="rating-sliders">
        {ratingFields.map((field) => (
          <RatingSlider
            key={field}
            id={`rating-${field}`}
            label={i18n._(RATING_LABELS[field])}
            value={editing ? (ratings[field] ?? null) : (ratings[field] ?? ENTRY_DEFAULTS.rating)}
            step={editing ? 0.5 : 1}
            onChange={(v) => setValue('ratings', { ...form.getValues('ratings'), [field]: v })}
          />
        ))}
      </div>
    </FormSection>
  );
}

/** Notes and effects. */
export function ExperienceSection({ form, fold }: { form: Form; fold?: Fold }) {
  const { t } = useLingui();
  const { register, control } = form;
  return (
    <FormSection title={t`Effects and notes`} fold={fold}>
      <FormField form={form} name="notes" label={t`Notes`}>
        <Textarea
          {...register('notes')}
          placeholder={t`Flavour, aroma, how it felt, what you did...`}
          rows={4}
        />
      </FormField>
      <Controller
        control={control}
        name="effects"
        render={({ field }) => (
          <ChipPicker
            legend={t`Effects`}
            values={EFFECTS}
            value={field.value}
            onChange={field.onChange}
            icon={(effect) => <EffectIcon effect={effect} />}
          />
        )}
      />
    </FormSection>
  );
}

/** The notes' consent for managers, and (new entries not from the stash) adding the product to the stash. */
export function SharingSection({ form, editing, fold }: SectionProps & { fold?: Fold }) {
  const { register, control, watch } = form;
  const productType = watch('productType');
  const addToStash = watch('addToStash');
  const fromStash = watch('stashItemId') !== '';
  const { t, i18n } = useLingui();
  const unit = stashProductFor(productType).quantityUnit;
  const unitName = unit === 'count' ? t`count` : UNIT_SUFFIX[unit];
  return (
    <FormSection title={editing ? t`Sharing` : t`Sharing and stash`} fold={fold}>
      <CheckboxFormField
        control={control}
        name="allowManagerAccess"
        label={t`Allow managers to view my written review`}
        description={i18n._(NOTES_PRIVACY.consent)}
      />
      {editing || fromStash ? null : (
        <CheckboxFormField
          control={control}
          name="addToStash"
          label={t`Add to my stash`}
          description={t`Keep track of how much of this product you have.`}
        />
      )}
      {!editing && !fromStash && addToStash ? (
        <div className="grid gap-4 rounded-xl bg-muted/60 p-3 sm:grid-cols-2 animate-fade-in">
          <FormField
            form={form}
            name="stashDetails.quantity"
            id="quantity"
            label={t`Quantity (${unitName})`}
            hint={unit === 'grams' ? t`In grams` : t`How many you have`}
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
            legend={t`Current amount`}
            values={AMOUNT_LEVELS}
            className="grid grid-cols-4 gap-1 rounded-xl bg-card p-1"
            itemClassName="min-h-11 rounded-lg text-sm font-medium text-muted-foreground transition data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
          />
        </div>
      ) : null}
    </FormSection>
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
