import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UserSettings } from '../../../../shared/settings-defaults';
import { isDark } from '../../../lib/display';
import { useSettings } from '../../../lib/settings';
import { Label } from '../../../ui/field';
import { Switch } from '../../../ui/switch';
import { SettingsCard } from './settings-card';

// Settings' on/off rows: each section's switches, saved at once.
type Group = 'notifications' | 'display' | 'privacy';
type Switches<G extends Group> = {
  [K in keyof UserSettings[G]]-?: UserSettings[G][K] extends boolean ? K : never;
}[keyof UserSettings[G]];

/** The on/off settings of each section, in the order shown. */
const TOGGLES: { [G in Group]: { key: Switches<G>; title: MessageDescriptor; text: MessageDescriptor }[] } = {
  notifications: [
    {
      key: 'pointsUpdates',
      title: msg`Points updates`,
      text: msg`Celebrate points, levels and achievements.`,
    },
  ],
  display: [
    { key: 'darkMode', title: msg`Dark mode`, text: msg`Easier on the eyes at night.` },
    { key: 'compactView', title: msg`Compact view`, text: msg`Smaller spacing to fit more on screen.` },
  ],
  privacy: [
    {
      key: 'allowDataCollection',
      title: msg`Allow data collection`,
      text: msg`Let your ratings count in recommendations for others and in anonymous statistics.`,
    },
    {
      key: 'showActivity',
      title: msg`Show activity`,
      text: msg`Let administrators see when you were last active.`,
    },
  ],
};

/** Changes one section of the settings, saved at once (a failure is reported by `useSettings`). */
export function useSetSettings() {
  const { settings, update } = useSettings();
  return <K extends keyof UserSettings>(group: K, patch: Partial<UserSettings[K]>) =>
    update({ ...settings, [group]: { ...settings[group], ...patch } }).catch(() => {});
}

/** A card of one group's on/off settings under its title. */
export function TogglesCard({
  group,
  title,
  description,
}: {
  group: Group;
  title: string;
  description: string;
}) {
  return (
    <SettingsCard title={title} description={description} contentClassName="divide-y divide-border">
      <Toggles group={group} />
    </SettingsCard>
  );
}

export function Toggles({ group }: { group: Group }) {
  const { t } = useLingui();
  const { settings } = useSettings();
  const set = useSetSettings();
  const values = settings[group] as unknown as Record<string, boolean>;
  return TOGGLES[group].map(({ key, title, text }) =>
    key === 'darkMode' ? (
      // Shown as it is now (the device's setting until a choice); a tap is a choice for every device.
      <ToggleRow
        key="darkMode"
        id="darkMode"
        title={t(title)}
        text={
          settings.display.darkModeChosen
            ? t(text)
            : t`Following this device’s setting until you choose here.`
        }
        checked={isDark(settings.display)}
        onChange={(v) => set('display', { darkMode: v, darkModeChosen: true })}
      />
    ) : (
      <ToggleRow
        key={String(key)}
        id={String(key)}
        title={t(title)}
        text={t(text)}
        checked={values[String(key)]}
        onChange={(v) => set(group, { [key]: v })}
      />
    ),
  );
}

export function ToggleRow({
  id,
  title,
  text,
  checked,
  onChange,
}: {
  id: string;
  title: string;
  text: ReactNode;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div>
        <Label htmlFor={id}>{title}</Label>
        <p id={`${id}-text`} className="text-sm text-muted-foreground">
          {text}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-text`} />
    </div>
  );
}
