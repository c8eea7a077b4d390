import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../lib/api';
import { Label, NativeSelect } from '../ui/field';
import { toast } from '../ui/toast';
import { SettingsCard } from './settings-card';

/**
 * An account setting picked from a list, saved as soon as it changes (the time zone, the currency): one
 * card with a labelled select; a toast says what was saved, or why not.
 */
export function ChoiceCard<T>({
  title,
  description,
  label,
  query,
  pick,
  options,
  choose,
  saved,
}: {
  title: string;
  description: string;
  label: string;
  query: { queryKey: QueryKey; queryFn: () => Promise<T> };
  pick: (setting: T) => string;
  /** The choices, given the current value (so it is always among them). */
  options: (current: string) => Array<{ value: string; label: string }>;
  choose: (value: string) => Promise<T>;
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
    onError: (err) =>
      toast({
        title: `Failed to save ${label.toLowerCase()}`,
        description: errorMessage(err),
        variant: 'destructive',
      }),
  });
  return (
    <SettingsCard title={title} description={description} contentClassName="space-y-2">
      <Label htmlFor={id}>{label}</Label>
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
