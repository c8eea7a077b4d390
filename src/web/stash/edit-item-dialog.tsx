import { type FormEvent, useId, useState } from 'react';
import type { AmountLevel } from '../../shared/constants';
import { formatQuantity, productLabel, type StashItem, stashItemUpdate } from '../../shared/stash';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';
import { FieldError, Label, Textarea } from '../ui/field';
import { toast } from '../ui/toast';
import { useUpdateStashItem } from './api';
import { AmountPicker, fieldErrors, QuantityField, quantityValue } from './stash-fields';

/** "Edit Stash Item": quantity, current amount and notes. */
export function EditItemDialog({
  item,
  onOpenChange,
}: {
  /** The item being edited; the dialog is open while there is one. */
  item: StashItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      {item ? (
        <DialogContent
          title="Edit Stash Item"
          description={`${item.strainName} · ${productLabel(item.productType)} · ${formatQuantity(item.quantity, item.quantityUnit, item.productType)}`}
        >
          <EditItemForm key={item.id} item={item} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditItemForm({ item, onDone }: { item: StashItem; onDone: () => void }) {
  const id = useId();
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [currentAmount, setCurrentAmount] = useState<AmountLevel>(item.currentAmount);
  const [notes, setNotes] = useState(item.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { update } = useUpdateStashItem();
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const changes = { quantity: quantityValue(quantity) as number, currentAmount, notes: notes.trim() };
    const parsed = stashItemUpdate.safeParse(changes);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    const outcome = await update(item.id, changes);
    setSaving(false);
    // A failure has said "Failed to Update" and put the saved values back; the dialog stays open.
    if (!outcome) return;
    toast({ title: 'Stash Updated', description: `${outcome.item.strainName} was updated.` });
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <QuantityField
        id={`${id}-quantity`}
        value={quantity}
        onChange={setQuantity}
        unit={item.quantityUnit}
        error={errors.quantity}
      />
      <AmountPicker value={currentAmount} onChange={setCurrentAmount} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-notes`}>
          Notes <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={`${id}-notes`}
          rows={3}
          maxLength={1000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        <FieldError>{errors.notes}</FieldError>
      </div>
      <div className="sticky bottom-0 -mx-4 -mb-4 flex flex-col-reverse gap-2 border-t border-border bg-card p-4 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
