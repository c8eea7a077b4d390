import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { type AmountLevel, SHORT_TEXT_MAX, type StrainType } from '../../../shared/constants';
import {
  defaultAmount,
  productLabel,
  STASH_NOTES_MAX,
  STASH_PRODUCTS,
  type StashItem,
  type StashItemUpdate,
  type StashItemValues,
  type StashList,
  type StashProductType,
  stashItemInput,
  stashItemUpdate,
  stashProductFor,
  unitFor,
} from '../../../shared/stash';
import { catalogueTypeOf } from '../../../shared/strain-catalogue';
import { useCatalogueType } from '../../lib/catalogue-type';
import { applyApiError, useZodFormOf } from '../../lib/form';
import { formatInputNumber } from '../../lib/format';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent, DialogFor, type OpenFor } from '../../ui/dialog';
import { Input, NativeSelect, Textarea } from '../../ui/field';
import { FormField } from '../../ui/form-field';
import { type EntryForStash, useAddStashItem, useUpdateStashItem } from './api';
import { quantityText } from './quantity-text';
import { AmountPicker, QuantityField, quantityValue, StrainTypePicker } from './stash-fields';

/** The item form's values: the API's field names, in the controls' own shapes. */
interface ItemFormValues {
  strainName: string;
  strainType: StrainType | null;
  productType: StashProductType;
  quantity: string;
  currentAmount: AmountLevel;
  notes: string;
}

const TEXT: Record<StashList, Record<'title' | 'description' | 'submit', MessageDescriptor>> = {
  stash: {
    title: msg`Add to Stash`,
    description: msg`Track something you have on hand.`,
    submit: msg`Add to Stash`,
  },
  wish: {
    title: msg`Add to Wishlist`,
    description: msg`Save a strain to try, and how much you would like to get.`,
    submit: msg`Add to Wishlist`,
  },
};

type Mode =
  | { mode: 'create'; list: StashList; prefill?: EntryForStash | null }
  | { mode: 'edit'; item: StashItem };

/** A new item's starting values (hybrid, flower, 1, full for the stash and empty for a wish), or the item's. */
function initialValues(m: Mode): ItemFormValues {
  if (m.mode === 'edit') {
    const { item } = m;
    return {
      strainName: item.strainName,
      strainType: item.strainType as StrainType | null,
      productType: item.productType as StashProductType,
      quantity: formatInputNumber(item.quantity),
      currentAmount: item.currentAmount,
      notes: item.notes ?? '',
    };
  }
  return {
    strainName: m.prefill?.strainName ?? '',
    // The entry's type, else the catalogue's for a name it knows (the same default as New Entry's).
    strainType:
      (m.prefill?.strainType as StrainType | undefined) ??
      (m.prefill ? catalogueTypeOf(m.prefill.strainName) : null) ??
      'hybrid',
    productType: m.prefill ? stashProductFor(m.prefill.productType).productType : 'flower',
    quantity: '1',
    currentAmount: defaultAmount(m.list),
    notes: '',
  };
}

/** `POST /api/wishlist`'s body: checked by the route's own schema before it is sent. */
const toCreateInput = (list: StashList) => (v: ItemFormValues) => ({
  list,
  strainName: v.strainName,
  strainType: v.strainType,
  productType: v.productType,
  quantity: quantityValue(v.quantity),
  quantityUnit: unitFor(v.productType),
  currentAmount: v.currentAmount,
  // Optional, and omitted when empty.
  ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
});

/**
 * `PUT /api/wishlist/{id}`'s body. The quantity is the truth and the level follows it (stockAfter): a new
 * quantity is sent alone; a new level alone (the quantity untouched) moves the quantity to match; marked
 * finished (empty), the quantity goes to 0. So the two never contradict.
 */
const toUpdateInput = (item: StashItem) => (v: ItemFormValues) => {
  const quantityChanged = quantityValue(v.quantity) !== item.quantity;
  const stock =
    v.currentAmount === 'empty'
      ? { currentAmount: v.currentAmount }
      : quantityChanged || v.currentAmount === item.currentAmount
        ? { quantity: quantityValue(v.quantity) }
        : { currentAmount: v.currentAmount };
  return {
    strainName: v.strainName,
    ...(v.strainType ? { strainType: v.strainType } : {}),
    ...(item.list === 'stash' ? stock : { quantity: quantityValue(v.quantity) }),
    notes: v.notes.trim(),
  };
};

/**
 * The one stash item form: "Add to Stash" (and its wishlist twin; `prefill` comes from an entry,
 * `?add={entryId}`) and "Edit Stash Item" (name, strain type, quantity, amount and notes). Checked on the
 * client with the routes' schemas; an error the server names a field for lands on that field.
 */
function ItemForm({ notice, onDone, ...m }: Mode & { notice?: string | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const create = m.mode === 'create';
  const form = useZodFormOf<ItemFormValues, typeof stashItemInput | typeof stashItemUpdate>(
    create ? stashItemInput : stashItemUpdate,
    m.mode === 'create' ? toCreateInput(m.list) : toUpdateInput(m.item),
    { defaultValues: initialValues(m) },
  );
  // A refusal naming a field lands on it; an add's other refusals are toasted by useAddStashItem, and an
  // edit's failure has said "Failed to Update" whatever it was.
  const add = useAddStashItem((err) => applyApiError(form, err));
  const { edit } = useUpdateStashItem();
  const submitted = useMutation({
    // The body is the schema's output, already checked by the form's resolver.
    mutationFn: (body: StashItemValues | StashItemUpdate) =>
      m.mode === 'create'
        ? add.mutateAsync(body as StashItemValues)
        : edit(m.item.id, body as StashItemUpdate),
    onSuccess: onDone,
    onError: (err) => {
      if (!create) applyApiError(form, err);
    },
  });
  const list = m.mode === 'create' ? m.list : m.item.list;
  const productType = form.watch('productType');
  const finished = form.watch('currentAmount') === 'empty' && list === 'stash';
  const submit = form.handleSubmit((body) => submitted.mutate(body));
  // A strain the app knows sets its type, as in New Entry, until the person chooses one.
  const typeFromName = useCatalogueType(form, !create);
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {notice ? (
        <p role="status" className="rounded-xl bg-muted px-3 py-2 text-sm text-muted-foreground">
          {notice}
        </p>
      ) : null}
      <FormField form={form} name="strainName" label={t`Strain name`}>
        <Input
          {...form.register('strainName', { onChange: typeFromName })}
          autoComplete="off"
          autoFocus={create && !m.prefill}
          placeholder={t`e.g. Blue Dream`}
          maxLength={SHORT_TEXT_MAX}
          required
        />
      </FormField>

      <Controller
        control={form.control}
        name="strainType"
        render={({ field }) => (
          <StrainTypePicker value={field.value ?? ''} onChange={(v) => field.onChange(v as StrainType)} />
        )}
      />

      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3">
        {create ? (
          <FormField
            form={form}
            name="productType"
            label={t`Product type`}
            className="grid content-start gap-1.5"
          >
            <NativeSelect {...form.register('productType')}>
              {STASH_PRODUCTS.map((p) => (
                <option key={p.value} value={p.value}>
                  {i18n._(p.label)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        ) : null}
        <div className={create ? '[&_input]:min-w-0' : 'col-span-2'}>
          <QuantityField
            id="item-quantity"
            input={form.register('quantity')}
            unit={unitFor(productType)}
            error={form.formState.errors.quantity?.message}
            autoFocus={create && Boolean(m.prefill)}
            hint={finished ? t`Finished: the quantity goes to 0 when you save.` : undefined}
          />
        </div>
      </div>

      {/* A new item is full of what it holds: the level is chosen only when editing (it moves the quantity). */}
      {list === 'stash' && !create ? (
        <Controller
          control={form.control}
          name="currentAmount"
          render={({ field }) => <AmountPicker value={field.value} onChange={field.onChange} />}
        />
      ) : null}

      <FormField form={form} name="notes" label={t`Notes (optional)`}>
        <Textarea
          {...form.register('notes')}
          rows={create ? 2 : 3}
          maxLength={STASH_NOTES_MAX}
          placeholder={
            !create
              ? undefined
              : list === 'wish'
                ? t`Where to find it, who recommended it...`
                : t`Where you got it, price, storage...`
          }
          short
        />
      </FormField>

      <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-col-reverse gap-2 border-t border-border bg-card p-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <Button type="submit" busy={submitted.isPending}>
          {create
            ? submitted.isPending
              ? t`Adding...`
              : i18n._(TEXT[m.list].submit)
            : submitted.isPending
              ? t`Saving...`
              : t`Save Changes`}
        </Button>
      </div>
    </form>
  );
}

/** "Add to Stash" (or "Add to Wishlist"): the item form in create mode. */
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
  const { i18n } = useLingui();
  const text = TEXT[list];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={i18n._(text.title)} description={i18n._(text.description)}>
        <ItemForm
          mode="create"
          list={list}
          prefill={prefill}
          notice={notice}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** "Edit Stash Item": the item form in edit mode, open while there is an item. */
export function EditItemDialog(dialog: OpenFor<StashItem>) {
  const { t, i18n } = useLingui();
  return (
    <DialogFor
      {...dialog}
      title={() => t`Edit Stash Item`}
      description={(i) =>
        `${i.strainName} · ${i18n._(productLabel(i.productType))} · ${quantityText(i.quantity, i.quantityUnit, i.productType)}`
      }
    >
      {(i, close) => <ItemForm key={i.id} mode="edit" item={i} onDone={close} />}
    </DialogFor>
  );
}
