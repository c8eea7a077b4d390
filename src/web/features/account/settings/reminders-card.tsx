import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { useId } from 'react';
import {
  DEFAULT_REMINDER_TIME,
  PUSH_MESSAGES,
  REMINDER_TIME_PATTERN,
} from '../../../../shared/reminder-rules';
import { errorMessage } from '../../../lib/api';
import { useSettings } from '../../../lib/settings';
import { Input, Label } from '../../../ui/field';
import { Switch } from '../../../ui/switch';
import { TimeZoneNotice } from '../../../ui/time-zone-notice';
import { PushProblemError, pushSupported, reminderQueries, useDeviceReminders } from './reminders-api';
import { SettingsCard } from './settings-card';

/** What the device's switch says: on, or off and what turning it on will do here. */
function deviceText(on: boolean, supported: boolean): MessageDescriptor {
  if (on) return msg`On. Turning them off stops them on this device only.`;
  if (!supported) return msg`Off. This browser cannot show reminders.`;
  if (Notification.permission === 'denied') return msg`Off. Notifications are blocked for this site.`;
  if (Notification.permission === 'granted')
    return msg`Off. Notifications are allowed: turn this on to get them here.`;
  return msg`Off. Your browser will ask to show notifications.`;
}

export const REMINDERS_DESCRIPTION = msg`A daily reminder at the time you choose, only on days you have not logged yet, and “How do you feel now?” once a session’s onset time has passed. They arrive even when the app is closed.`;

/** Settings › Notifications: the reminders of this device and the daily reminder's time. */
export function RemindersCard() {
  const { t } = useLingui();
  return (
    <SettingsCard
      title={t`Reminders`}
      description={t(REMINDERS_DESCRIPTION)}
      contentClassName="divide-y divide-border"
    >
      <ReminderControls />
    </SettingsCard>
  );
}

/**
 * Reminders by Web Push: on for this device when the account wants reminders ("loginReminders") and this
 * browser is subscribed. Turning them on asks to show notifications, subscribes and turns the account's
 * reminders on; off unsubscribes this browser only, so the account's other devices keep theirs (decision
 * 0053). The time is the account's. The Settings card and the introduction both show these.
 */
export function ReminderControls({
  timeNote,
}: {
  /** What the time's line says of the zone it is in. */
  timeNote?: string;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { settings, update } = useSettings();
  const device = useQuery(reminderQueries.device());
  const change = useDeviceReminders();
  const supported = pushSupported();
  const on = settings.notifications.loginReminders && Boolean(device.data);
  const time = settings.notifications.reminderTime ?? DEFAULT_REMINDER_TIME;
  const save = (patch: Partial<typeof settings.notifications>) =>
    update({ ...settings, notifications: { ...settings.notifications, ...patch } }).catch(() => {});

  const toggle = (next: boolean) =>
    change.mutate(next, {
      onSuccess: () => {
        if (next && !settings.notifications.loginReminders) void save({ loginReminders: true });
      },
    });

  const problem = !supported
    ? i18n._(PUSH_MESSAGES.unsupported)
    : change.error instanceof PushProblemError
      ? i18n._(change.error.message)
      : change.error
        ? errorMessage(change.error, i18n._(PUSH_MESSAGES.failed))
        : null;

  return (
    <>
      <div className="flex items-center justify-between gap-4 py-3">
        <div>
          <Label htmlFor={`${id}-device`}>
            <Trans>Reminders on this device</Trans>
          </Label>
          <p id={`${id}-device-text`} className="text-sm text-muted-foreground">
            {t(deviceText(on, supported))}
          </p>
        </div>
        <Switch
          id={`${id}-device`}
          checked={on}
          disabled={!supported || change.isPending || device.isPending}
          onCheckedChange={toggle}
          aria-describedby={problem ? `${id}-device-text ${id}-problem` : `${id}-device-text`}
        />
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="flex items-start gap-2 py-3 text-sm text-foreground">
          <BellOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {problem}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-4 py-3">
        <div>
          <Label htmlFor={`${id}-names`}>
            <Trans>Name the strain on the lock screen</Trans>
          </Label>
          <p id={`${id}-names-text`} className="text-sm text-muted-foreground">
            {settings.notifications.reminderNamesStrain
              ? t`“Rate your symptoms after Gelato.” Anyone who sees your screen can read it.`
              : t`“Rate your symptoms now that your session has kicked in.” No strain is named.`}
          </p>
        </div>
        <Switch
          id={`${id}-names`}
          checked={settings.notifications.reminderNamesStrain === true}
          onCheckedChange={(next) => void save({ reminderNamesStrain: next })}
          aria-describedby={`${id}-names-text`}
        />
      </div>
      <div className="py-3 empty:hidden">
        <TimeZoneNotice />
      </div>
      <div className="flex items-center justify-between gap-4 py-3">
        <div>
          <Label htmlFor={`${id}-time`}>
            <Trans>Daily reminder at</Trans>
          </Label>
          <p id={`${id}-time-text`} className="text-sm text-muted-foreground">
            {timeNote ?? t`In the time zone set under Account.`}
          </p>
        </div>
        <div className="w-36 shrink-0">
          <Input
            id={`${id}-time`}
            type="time"
            value={time}
            aria-describedby={`${id}-time-text`}
            onChange={(e) => {
              if (REMINDER_TIME_PATTERN.test(e.target.value)) void save({ reminderTime: e.target.value });
            }}
          />
        </div>
      </div>
    </>
  );
}
