import { type FormEvent, useId, useRef, useState } from 'react';
import type { AmountLevel } from '../../shared/constants';
import {
  defaultAmount,
  STASH_PRODUCTS,
  type StashList,
  stashItemInput,
  stashProductFor,
  unitFor,
} from '../../shared/stash';
import { errorMessage } from '../lib/api';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';
import { FieldError, Input, Label, NativeSelect, Textarea } from '../ui/field';
import { toast } from '../ui/toast';
import { type EntryForStash, useAddStashItem } from './api';
import { AmountPicker, fieldErrors, QuantityField, quantityValue, StrainTypePicker } from './stash-fields';

const TEXT = {
  stash: {
    title: 'Add to Stash',
    description: 'Track something you have on hand.',
    submit: 'Add to Stash',
    toast: 'Added to your stash',
    added: (name: string) => `${name} is in your stash.`,
  },
  wish: {
    title: 'Add to Wishlist',
    description: 'Save a strain to try, and how much you would like to get.',
    submit: 'Add to Wishlist',
    toast: 'Added to your wishlist',
    added: (name: string) => `${name} is on your wishlist.`,
  },
} as const;

/**
 * The "Add to Stash" dialog (and its wishlist twin). Defaults: hybrid, flower, 1, high (a new stash item
 * is full; a wish is not had yet: empty); the unit follows
 * the product type. `prefill` comes from an entry (`?add={entryId}`).
 */
export function AddItemDialog({
  open,
  onOpenChange,
  list,
  prefill,
  notice,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  list: StashList;
  prefill?: EntryForStash | null;
  notice?: string | null;
}) {
  const text = TEXT[list];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={text.title} description={text.description}>
        <AddItemForm list={list} prefill={prefill} notice={notice} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AddItemForm({
  list,
  prefill,
  notice,
  onDone,
}: {
  list: StashList;
  prefill?: EntryForStash | null;
  notice?: string | null;
  onDone: () => void;
}) {
  const id = useId();
  const text = TEXT[list];
  const formRef = useRef<HTMLFormElement>(null);
  const [strainName, setStrainName] = useState(prefill?.strainName ?? '');
  const [strainType, setStrainType] = useState<string>(prefill?.strainType ?? 'hybrid');
  const [productType, setProductType] = useState<string>(
    prefill ? stashProductFor(prefill.productType).productType : 'flower',
  );
  const [quantity, setQuantity] = useState('1');
  const [currentAmount, setCurrentAmount] = useState<AmountLevel>(defaultAmount(list));
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddStashItem();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = {
      list,
      strainName,
      strainType: strainType as 'indica' | 'sativa' | 'hybrid',
      productType: productType as (typeof STASH_PRODUCTS)[number]['value'],
      quantity: quantityValue(quantity) as number,
      quantityUnit: unitFor(productType),
      currentAmount,
      // Optional, and omitted when empty.
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    const parsed = stashItemInput.safeParse(input);
    if (!parsed.success) {
      const next = fieldErrors(parsed.error.issues);
      setErrors(next);
      const first = Object.keys(next)[0];
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    add.mutate(input, {
      onSuccess: (outcome) => {
        toast({ title: text.toast, description: text.added(outcome.item.strainName) });
        onDone();
      },
      onError: (err) => {
        toast({ title: 'Failed to Add', description: errorMessage(err), variant: 'destructive' });
      },
    });
  };

  const nameError = errors.strainName;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4">
      {notice ? (
        <p role="status" className="rounded-xl bg-muted px-3 py-2 text-sm text-muted-foreground">
          {notice}
        </p>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>Strain name</Label>
        <Input
          id={`${id}-name`}
          name="strainName"
          autoComplete="off"
          autoFocus={!prefill}
          placeholder="e.g. Blue Dream"
          value={strainName}
          maxLength={100}
          required
          onChange={(e) => setStrainName(e.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
        />
        <FieldError id={`${id}-name-error`}>{nameError}</FieldError>
      </div>

      <StrainTypePicker value={strainType} onChange={setStrainType} />

      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-product`}>Product type</Label>
          <NativeSelect
            id={`${id}-product`}
            name="productType"
            value={productType}
            onChange={(e) => setProductType(e.target.value)}
          >
            {STASH_PRODUCTS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="[&_input]:min-w-0">
          <QuantityField
            id={`${id}-quantity`}
            value={quantity}
            onChange={setQuantity}
            unit={unitFor(productType)}
            error={errors.quantity}
            autoFocus={Boolean(prefill)}
          />
        </div>
      </div>

      {list === 'stash' ? <AmountPicker value={currentAmount} onChange={setCurrentAmount} /> : null}

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-notes`}>
          Notes <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={`${id}-notes`}
          name="notes"
          rows={2}
          maxLength={1000}
          placeholder={
            list === 'wish'
              ? 'Where to find it, who recommended it...'
              : 'Where you got it, price, storage...'
          }
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          className="min-h-16"
        />
        <FieldError>{errors.notes}</FieldError>
      </div>

      <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-col-reverse gap-2 border-t border-border bg-card p-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : text.submit}
        </Button>
      </div>
    </form>
  );
}
