import { Trans, useLingui } from '@lingui/react/macro';
import type { StashItem } from '../../../shared/stash';
import { restockInput } from '../../../shared/stash';
import { applyApiError, useZodFormOf } from '../../lib/form';
import { formatInputNumber } from '../../lib/format';
import { Button } from '../../ui/button';
import { DialogClose, DialogFor, type OpenFor } from '../../ui/dialog';
import { useRestockStashItem } from './api';
import { QuantityField, quantityValue } from './stash-fields';

interface RestockValues {
  quantity: string;
}

/** "Restocked": asks how much there is now (prefilled with the last full), which becomes the new full. */
function RestockForm({ item, onDone }: { item: StashItem; onDone: () => void }) {
  const { t } = useLingui();
  const form = useZodFormOf<RestockValues, typeof restockInput>(
    restockInput,
    (v) => ({ quantity: quantityValue(v.quantity) }),
    { defaultValues: { quantity: formatInputNumber(item.baselineQuantity || item.quantity || 1) } },
  );
  const saved = useRestockStashItem((err) => applyApiError(form, err));
  const submit = form.handleSubmit((body) =>
    saved.mutate({ id: item.id, quantity: body.quantity }, { onSuccess: onDone }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <QuantityField
        id="restock-quantity"
        input={form.register('quantity')}
        unit={item.quantityUnit}
        error={form.formState.errors.quantity?.message}
        hint={t`How much you have now: this is full from now on.`}
        autoFocus
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <Button type="submit" busy={saved.isPending}>
          {saved.isPending ? t`Saving...` : t`Restocked`}
        </Button>
      </div>
    </form>
  );
}

/** The restock dialog, open while there is an item. */
export function RestockDialog(dialog: OpenFor<StashItem>) {
  const { t } = useLingui();
  return (
    <DialogFor
      {...dialog}
      title={(i) => t`Restock ${i.strainName}`}
      description={() => t`How much do you have now?`}
    >
      {(i, close) => <RestockForm key={i.id} item={i} onDone={close} />}
    </DialogFor>
  );
}
