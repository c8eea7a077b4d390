import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Loader2, Save } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  AMOUNT_LEVELS,
  type AmountLevel,
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
  ENTRY_DEFAULTS,
  type EntryCreate,
  entryCreateInput,
  PRODUCT_RATING_FIELDS,
  PRODUCT_TYPE_LABELS,
  RATING_LABELS,
  type RatingField,
  STASH_QUANTITY_MIN,
  stashQuantityStep,
} from '../../shared/entries';
import { stashProductFor } from '../../shared/stash-rules';
import { createEntry, invalidateAfterEntryChange } from '../journal/api';
import { ApiError } from '../lib/api';
import { auth } from '../lib/auth';
import { cn } from '../lib/cn';
import { announceAchievements, celebratePoints } from '../progress/celebrations';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox';
import { Input, NativeSelect, Textarea } from '../ui/field';
import { PageHeader } from '../ui/page';
import { RatingSlider } from '../ui/rating-slider';
import { STRAIN_DOT } from '../ui/strain-badge';
import { toast } from '../ui/toast';
import { EffectPicker, Field, FormSection, fieldErrors } from './form-parts';

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

export default function NewEntryPage() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [strainName, setStrainName] = useState('');
  const [strainType, setStrainType] = useState<StrainType>(ENTRY_DEFAULTS.strainType);
  const [productType, setProductType] = useState<ProductType>(ENTRY_DEFAULTS.productType);
  const [method, setMethod] = useState<Method>(ENTRY_DEFAULTS.method);
  const [methodChosen, setMethodChosen] = useState(false);
  const [dosage, setDosage] = useState('');
  const [ratings, setRatings] = useState<Partial<Record<RatingField, number>>>({});
  const [notes, setNotes] = useState('');
  const [effects, setEffects] = useState<Effect[]>([]);
  const [consent, setConsent] = useState<boolean>(ENTRY_DEFAULTS.allowManagerAccess);
  const [addToStash, setAddToStash] = useState<boolean>(ENTRY_DEFAULTS.addToStash);
  const [quantity, setQuantity] = useState(String(ENTRY_DEFAULTS.quantity));
  const [currentAmount, setCurrentAmount] = useState<AmountLevel>(ENTRY_DEFAULTS.currentAmount);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const dosageRef = useRef<HTMLInputElement>(null);

  const ratingFields = PRODUCT_RATING_FIELDS[productType];
  const unit = stashProductFor(productType).quantityUnit;

  const save = useMutation({
    mutationFn: (input: EntryCreate) => createEntry(input),
    onSuccess: (created) => {
      toast({ title: 'Entry saved', description: 'Your strain entry has been saved successfully' });
      if (created.pointsEarned > 0) celebratePoints(created.pointsEarned, 'New entry');
      if (created.achievements.length > 0) announceAchievements(created.achievements);
      void invalidateAfterEntryChange(queryClient);
      navigate('/');
    },
    onError: (err) => {
      if (err instanceof ApiError) {
        toast({
          title: 'Save error',
          description: 'Failed to save your entry. Please try again.',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Connection error',
          description: 'Network error occurred. Please check your connection.',
          variant: 'destructive',
        });
      }
    },
  });

  function missing(field: 'strainName' | 'dosage', description: string, message: string) {
    setErrors({ [field]: message });
    toast({ title: 'Missing information', description, variant: 'destructive' });
    (field === 'strainName' ? nameRef : dosageRef).current?.focus();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending) return;
    if (!auth.get().userId) {
      toast({ title: 'Not logged in', description: 'Please log in to save entries', variant: 'destructive' });
      navigate('/login');
      return;
    }
    if (!strainName.trim())
      return missing('strainName', 'Please enter a strain name', 'Strain name is required');
    if (!dosage.trim()) return missing('dosage', 'Please enter a dosage', 'Dosage is required');

    const parsed = entryCreateInput.safeParse({
      strainName,
      strainType,
      productType,
      method,
      dosage,
      ...Object.fromEntries(ratingFields.map((f) => [f, ratings[f] ?? ENTRY_DEFAULTS.rating])),
      notes,
      effects,
      allowManagerAccess: consent,
      addToStash,
      ...(addToStash ? { stashDetails: { productType, quantity: Number(quantity), currentAmount } } : {}),
    });
    if (!parsed.success) {
      const next = fieldErrors(parsed.error.issues);
      setErrors(next);
      toast({
        title: 'Please check your entry',
        description: parsed.error.issues[0]?.message,
        variant: 'destructive',
      });
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  const quantityError = errors['stashDetails.quantity'];

  return (
    <div className="mx-auto max-w-2xl">
      <Button variant="ghost" className="-ml-3 mb-2" onClick={() => navigate('/')}>
        <ArrowLeft aria-hidden="true" /> Back
      </Button>
      <PageHeader title="New Product Entry" subtitle="Record your cannabis experience" />

      <form onSubmit={submit} noValidate className="space-y-4">
        <FormSection title="Strain">
          <Field id="strainName" label="Strain name" required error={errors.strainName}>
            <Input
              id="strainName"
              ref={nameRef}
              value={strainName}
              onChange={(e) => setStrainName(e.target.value)}
              placeholder="e.g. Blue Dream"
              autoComplete="off"
              aria-required="true"
              aria-invalid={Boolean(errors.strainName)}
              aria-describedby={errors.strainName ? 'strainName-error' : undefined}
            />
          </Field>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium">Strain type</legend>
            <RadioGroup.Root
              value={strainType}
              onValueChange={(v) => setStrainType(v as StrainType)}
              className="grid grid-cols-3 gap-2"
              aria-label="Strain type"
            >
              {STRAIN_TYPES.map((t) => (
                <RadioGroup.Item
                  key={t}
                  value={t}
                  className={cn(
                    'flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 text-sm font-semibold transition',
                    'border-border bg-card hover:bg-muted data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft',
                  )}
                >
                  <span aria-hidden="true" className={`size-3 rounded-full ${STRAIN_DOT[t]}`} />
                  {label(t)}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          </fieldset>
        </FormSection>

        <FormSection title="Product">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="productType" label="Product type">
              <NativeSelect
                id="productType"
                value={productType}
                onChange={(e) => {
                  const next = e.target.value as ProductType;
                  setProductType(next);
                  if (!methodChosen) setMethod(TYPICAL_METHOD[next]);
                }}
              >
                {PRODUCT_TYPES.map((p) => (
                  <option key={p} value={p}>
                    {PRODUCT_TYPE_LABELS[p]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="method" label="Consumption method">
              <NativeSelect
                id="method"
                value={method}
                onChange={(e) => {
                  setMethod(e.target.value as Method);
                  setMethodChosen(true);
                }}
              >
                {METHODS.map((m) => (
                  <option key={m} value={m}>
                    {label(m)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Field
            id="dosage"
            label="Dosage"
            required
            error={errors.dosage}
            hint="For example 0.5 g, 10 mg or 2 puffs"
          >
            <Input
              id="dosage"
              ref={dosageRef}
              value={dosage}
              onChange={(e) => setDosage(e.target.value)}
              autoComplete="off"
              aria-required="true"
              aria-invalid={Boolean(errors.dosage)}
              aria-describedby={errors.dosage ? 'dosage-error' : undefined}
            />
          </Field>
        </FormSection>

        <FormSection
          title="Ratings"
          description={`How was this ${PRODUCT_TYPE_LABELS[productType].toLowerCase()}? 1 is poor, 5 is excellent.`}
        >
          <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="rating-sliders">
            {ratingFields.map((field) => (
              <RatingSlider
                key={field}
                id={`rating-${field}`}
                label={RATING_LABELS[field]}
                value={ratings[field] ?? ENTRY_DEFAULTS.rating}
                onChange={(v) => setRatings((r) => ({ ...r, [field]: v }))}
              />
            ))}
          </div>
        </FormSection>

        <FormSection title="Experience">
          <Field id="notes" label="Notes" error={errors.notes}>
            <Textarea
              id="notes"
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              placeholder="Flavour, aroma, how it felt, what you did..."
              rows={4}
            />
          </Field>
          <EffectPicker value={effects} onChange={setEffects} />
        </FormSection>

        <FormSection title="Sharing and stash">
          <CheckboxField
            id="allowManagerAccess"
            checked={consent}
            onCheckedChange={setConsent}
            label="Allow managers to view my written review"
            description="Managers always see ratings; your notes only with this consent."
          />
          <CheckboxField
            id="addToStash"
            checked={addToStash}
            onCheckedChange={setAddToStash}
            label="Add to my stash"
            description="Keep track of how much of this product you have."
          />
          {addToStash ? (
            <div className="grid gap-4 rounded-xl bg-muted/60 p-3 sm:grid-cols-2 animate-fade-in">
              <Field
                id="quantity"
                label="Quantity"
                error={quantityError}
                hint={unit === 'grams' ? 'In grams' : 'How many you have'}
              >
                <div className="relative">
                  <Input
                    id="quantity"
                    type="number"
                    inputMode="decimal"
                    min={STASH_QUANTITY_MIN}
                    step={stashQuantityStep(productType)}
                    value={quantity}
                    onChange={(e) => setQuantity(e.target.value)}
                    className="pr-16"
                    aria-invalid={Boolean(quantityError)}
                    aria-describedby={quantityError ? 'quantity-error' : undefined}
                  />
                  <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground">
                    {UNIT_SUFFIX[unit]}
                  </span>
                </div>
              </Field>
              <fieldset>
                <legend className="mb-1.5 text-sm font-medium">Current amount</legend>
                <RadioGroup.Root
                  value={currentAmount}
                  onValueChange={(v) => setCurrentAmount(v as AmountLevel)}
                  className="grid grid-cols-4 gap-1 rounded-xl bg-card p-1"
                  aria-label="Current amount"
                >
                  {AMOUNT_LEVELS.map((level) => (
                    <RadioGroup.Item
                      key={level}
                      value={level}
                      className="min-h-11 rounded-lg text-sm font-medium text-muted-foreground transition data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
                    >
                      {label(level)}
                    </RadioGroup.Item>
                  ))}
                </RadioGroup.Root>
              </fieldset>
            </div>
          ) : null}
        </FormSection>

        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={() => navigate('/')}>
            Cancel
          </Button>
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? (
              <>
                <Loader2 className="animate-spin" aria-hidden="true" /> Saving...
              </>
            ) : (
              <>
                <Save aria-hidden="true" /> Save Entry
              </>
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}
