import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { AccountChoice } from '../lib/account-choice';
import { toast, toastError } from '../lib/toast';
import { Label, NativeSelect } from '../ui/field';
import { SettingsCard } from './settings-card';

/**
 * An account setting picked from a list, saved as soon as it changes (the time zone, the currency): one
 * card with a labelled select; a toast says what was saved, or why not.
 */
export function ChoiceCard<T extends { chosen: boolean }>({
  title,
  description,
  setting: { query, pick, choose },
  options,
  saved,
}: {
  /** The card's title, which also labels its select. */
  title: string;
  description: string;
  setting: AccountChoice<T>;
  /** The choices, given the current value (so it is always among them). */
  options: (current: string) => Array<{ value: string; label: string }>;
  saved: (setting: T) => { title: string; description: string };
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const setting = useQuery(query);
  const current = setting.data ? pick(setting.data) : '';
  const save = useMutation({
    mutationFn: choose,
    onSuccess: (next) => {
      queryClient.setQueryData(query.queryKey, next);
      toast(saved(next));
    },
    onError: (err) => toastError(`Failed to save ${title.toLowerCase()}`, err),
  });
  return (
    <SettingsCard title={title} description={description} contentClassName="space-y-2">
      <Label htmlFor={id}>{title}</Label>
      <NativeSelect
        id={id}
        value={current}
        disabled={!setting.data || save.isPending}
        onChange={(e) => save.mutate(e.target.value)}
      >
        {!current && <option value="">Loading…</option>}
        {(current ? options(current) : []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </SettingsCard>
  );
}
