import { useLingui } from '@lingui/react/macro';
import { type UseMutationResult, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AccountChoice } from '../../../lib/account-choice';
import { Label, NativeSelect } from '../../../ui/field';
import { SettingsCard } from './settings-card';

/**
 * An account setting picked from a list, saved as soon as it changes (the time zone, the currency): one
 * card with a labelled select, and the setting's `save` from settings/api.ts.
 */
export function ChoiceCard<T extends { chosen: boolean }>({
  title,
  description,
  setting: { query, pick },
  save,
  options,
}: {
  /** The card's title, which also labels its select. */
  title: string;
  description: string;
  setting: AccountChoice<T>;
  save: Pick<UseMutationResult<T, Error, string>, 'mutate' | 'isPending'>;
  /** The choices, given the current value (so it is always among them). */
  options: (current: string) => Array<{ value: string; label: string }>;
}) {
  const { t } = useLingui();
  const id = useId();
  const setting = useQuery(query);
  const current = setting.data ? pick(setting.data) : '';
  return (
    <SettingsCard title={title} description={description} contentClassName="space-y-2">
      <Label htmlFor={id}>{title}</Label>
      <NativeSelect
        id={id}
        value={current}
        disabled={!setting.data || save.isPending}
        onChange={(e) => save.mutate(e.target.value)}
      >
        {!current && <option value="">{t`Loading…`}</option>}
        {(current ? options(current) : []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </SettingsCard>
  );
}
