import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { FieldErrors } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { Entry, EntryCreate, EntryUpdate } from '../../../../shared/entries';
import { ENTRY_MISSING_TOASTS } from '../../../../shared/entry-rules';
import { sessionTimeProblem } from '../../../../shared/sessions';
import { ApiError } from '../../../lib/api';
import { auth } from '../../../lib/auth';
import { applyApiError } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { type EntrySaved, useSaveEntry } from '../save-entry';
import { LABEL_FIELDS } from './label-details';
import { firstMessage } from './messages';
import type { EntryFormApi, EntryFormValues } from './values';

type Form = EntryFormApi;

/** The entry form's folded sections. */
export type FoldName = 'ratings' | 'experience' | 'labels' | 'sharing';

/** The fold a field sits in, if any: a refused field there opens it. */
function foldOf(field: string): FoldName | null {
  if (LABEL_FIELDS.has(field)) return 'labels';
  if (field === 'notes' || field === 'effects') return 'experience';
  if (field === 'allowManagerAccess' || field === 'addToStash' || field.startsWith('stashDetails'))
    return 'sharing';
  if (field.endsWith('Rating')) return 'ratings';
  return null;
}

/**
 * The entry form's Save: what the form refuses before sending (the schema's messages, a time in the
 * future), a server refusal that names one of its fields, and where a saved entry goes next. The request
 * itself, its cache, its toasts and its celebrations are `useSaveEntry`'s.
 */
export function useEntrySubmit(
  form: Form,
  {
    entry,
    back,
    clearDraft,
    openFold,
  }: {
    entry?: Entry;
    /** Where Back and an edit's Save go. */
    back: string;
    clearDraft: () => void;
    /** Opens a folded section, where a refused field may hide. */
    openFold: (name: FoldName) => void;
  },
) {
  const [, navigate] = useLocation();
  const save = useSaveEntry(entry, placed);

  function saved(outcome: EntrySaved) {
    if (outcome.kind === 'updated') return navigate(back);
    clearDraft();
    // Offline or not, the same screen: Home (its outbox list says what waits).
    navigate('/');
  }

  /** A refusal the server names a field for: on that field, and said like the form's own. */
  function placed(err: Error) {
    if (!applyApiError(form, err)) return false;
    const folded = err instanceof ApiError && err.field ? foldOf(err.field) : null;
    if (folded) openFold(folded);
    toast({ title: t`Please check your entry`, description: i18n._(err.message), variant: 'destructive' });
    return true;
  }

  function invalid(found: FieldErrors<EntryFormValues>) {
    // A required field left empty has the toast the screen names for it; anything else, its own message.
    const missing = (Object.keys(ENTRY_MISSING_TOASTS) as (keyof typeof ENTRY_MISSING_TOASTS)[]).find(
      (field) => found[field],
    );
    if (missing)
      return toast({
        title: t`Missing information`,
        description: i18n._(ENTRY_MISSING_TOASTS[missing]),
        variant: 'destructive',
      });
    const first = Object.keys(found)[0];
    const folded = first ? foldOf(first) : null;
    if (folded) openFold(folded);
    const said = firstMessage(found);
    toast({
      title: t`Please check your entry`,
      description: said ? i18n._(said) : undefined,
      variant: 'destructive',
    });
  }

  /** What Save does with values the schema accepted (the form's `handleSubmit` hands them over). */
  function valid(input: EntryCreate | EntryUpdate) {
    if (save.isPending) return;
    if (!auth.get().userId) {
      toast({
        title: t`Not logged in`,
        description: t`Please log in to save entries`,
        variant: 'destructive',
      });
      navigate('/login');
      return;
    }
    const late = sessionTimeProblem(input.consumedAt, new Date());
    if (late) {
      form.setError('consumedAt', { type: 'client', message: late });
      return invalid({ consumedAt: { type: 'client', message: late } });
    }
    save.mutate(input, { onSuccess: saved });
  }

  return { valid, invalid, saving: save.isPending };
}
