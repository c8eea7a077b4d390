import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Loader2, RotateCcw, Save } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { type Entry, entryCreateInput, entryUpdateInput, productTypeLabel } from '../../../../shared/entries';
import { auth } from '../../../lib/auth';
import { useZodFormOf } from '../../../lib/form';
import { QUICK_LOG_STATE } from '../../../lib/quick-log';
import { KEYS, storage } from '../../../lib/storage';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page';
import { useFormDraft } from './draft';
import {
  DoseSection,
  ExperienceSection,
  LabelSection,
  ProductFields,
  RatingsSection,
  SessionSection,
  SharingSection,
  StrainSection,
} from './sections';
import { type FoldName, useEntrySubmit } from './use-entry-submit';
import {
  againValues,
  blankValues,
  type EntryFormValues,
  type LastSession,
  toEntryInput,
  toUpdateInput,
  valuesOf,
} from './values';

/**
 * The one entry form: a new entry (with a draft kept while typing, the last method and dose, and the
 * stash) or an edit of a saved one (every field of its product type, ratings in half steps). The fields,
 * their order and their rules are the same; only the request differs.
 */
export function EntryForm({ entry, again }: { entry?: Entry; again?: Entry }) {
  const { t, i18n } = useLingui();
  const editing = entry !== undefined;
  const [, navigate] = useLocation();
  const userId = auth.get().userId ?? 0;
  const draftKey = editing ? null : KEYS.entryDraft(userId);
  const lastKey = KEYS.lastSession(userId);
  // A draft left on this device comes back as it was; otherwise the last product, method and dose.
  // "Log again" starts from that entry instead.
  const [restored] = useState(() =>
    draftKey && !again && !window.history.state?.[QUICK_LOG_STATE]
      ? storage.json<EntryFormValues>(draftKey)
      : null,
  );
  // The quick log sheet's "More details" hands over what the sheet held (the history entry's state).
  const [handedOver] = useState(() =>
    editing ? null : ((window.history.state?.[QUICK_LOG_STATE] as EntryFormValues | undefined) ?? null),
  );
  const [initial] = useState(() =>
    entry
      ? valuesOf(entry)
      : handedOver
        ? handedOver
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
  // What a session needs is open; the rest is folded (open when editing, and where a refused field is).
  const [folds, setFolds] = useState<Record<FoldName, boolean>>(() => ({
    ratings: editing,
    experience: editing || Boolean(restored?.notes || restored?.effects?.length),
    labels: false,
    sharing: editing,
  }));
  const fold = (name: FoldName) => ({
    open: folds[name],
    onOpenChange: (open: boolean) => setFolds((now) => ({ ...now, [name]: open })),
  });
  const { valid, invalid, saving } = useEntrySubmit(form, {
    entry,
    back,
    clearDraft: draft.clear,
    openFold: (name) => setFolds((now) => ({ ...now, [name]: true })),
  });

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
        <ArrowLeft aria-hidden="true" /> {editing ? t`Back to entry` : t`Back`}
      </Button>
      {editing ? (
        <PageHeader
          title={t`Edit Entry`}
          subtitle={`${entry.strainName} · ${i18n._(productTypeLabel(entry.productType))}`}
        />
      ) : (
        <PageHeader title={t`New Product Entry`} subtitle={t`Record your cannabis experience`} />
      )}

      {draftShown ? (
        <output className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-primary-soft px-4 py-3 text-sm">
          <span>
            <Trans>We kept the entry you had not saved yet.</Trans>
          </span>
          <Button variant="outline" size="sm" onClick={startOver}>
            <RotateCcw aria-hidden="true" /> <Trans>Start over</Trans>
          </Button>
        </output>
      ) : null}

      <form onSubmit={form.handleSubmit(valid, invalid)} noValidate className="space-y-4">
        <StrainSection form={form} editing={editing}>
          <ProductFields form={form} methodChosen={methodChosen} />
        </StrainSection>
        <DoseSection form={form} />
        <SessionSection form={form} editing={editing} />
        <RatingsSection form={form} editing={editing} fold={fold('ratings')} />
        <ExperienceSection form={form} fold={fold('experience')} />
        <LabelSection form={form} priceCurrency={entry?.priceCurrency ?? undefined} {...fold('labels')} />
        <SharingSection form={form} editing={editing} fold={fold('sharing')} />

        {/* Save within reach on a phone: a bar that stays at the bottom, reaching under the bottom navigation
            (which covers its lower part) so nothing shows between them. */}
        <div className="sticky bottom-0 z-30 -mx-4 flex gap-2 border-t border-border bg-card px-4 pt-3 pb-[calc(4.75rem+env(safe-area-inset-bottom))] sm:justify-end lg:mx-0 lg:rounded-card lg:border lg:pb-3">
          <Button variant="outline" size="lg" className="flex-1 sm:flex-none" onClick={leave}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" size="lg" className="flex-1 sm:flex-none" busy={saving}>
            {saving ? (
              <>
                <Loader2 className="animate-spin" aria-hidden="true" /> <Trans>Saving...</Trans>
              </>
            ) : (
              <>
                <Save aria-hidden="true" /> {editing ? t`Save Changes` : t`Save Entry`}
              </>
            )}
          </Button>
        </div>
      </form>
    </div>
  );
}
