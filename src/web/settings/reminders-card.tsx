import { useQuery } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { DEFAULT_REMINDER_TIME, PUSH_MESSAGES, REMINDER_TIME_PATTERN } from '../../shared/reminder-rules';
import { errorMessage } from '../lib/api';
import { useSettings } from '../lib/settings';
import { Input, Label } from '../ui/field';
import { Switch } from '../ui/switch';
import { PushProblemError, pushSupported, reminderQueries, useDeviceReminders } from './reminders-api';
import { SettingsCard } from './settings-card';

/**
 * Reminders by Web Push: on for this device when the account wants reminders ("loginReminders") and this
 * browser is subscribed. Turning them on asks to show notifications and subscribes; off unsubscribes
 * and stops them for the account (decision 0053).
 */
export function RemindersCard() {
  const { settings, update } = useSettings();
  const device = useQuery(reminderQueries.device());
  const change = useDeviceReminders();
  const supported = pushSupported();
  const on = settings.notifications.loginReminders && Boolean(device.data);
  const time = settings.notifications.reminderTime ?? DEFAULT_REMINDER_TIME;
  const save = (patch: Partial<typeof settings.notifications>) =>
    update({ ...settings, notifications: { ...settings.notifications, ...patch } }).catch(() => {});

  const toggle = (next: boolean) =>
    change.mutate(next, { onSuccess: () => void save({ loginReminders: next }) });

  const problem = !supported
    ? PUSH_MESSAGES.unsupported
    : change.error instanceof PushProblemError
      ? change.error.message
      : change.error
        ? errorMessage(change.error, PUSH_MESSAGES.failed)
        : null;

  return (
    <SettingsCard
      title="Reminders"
      description="A daily reminder at the time you choose, only on days you have not logged yet, and “How do you feel now?” once a session’s onset time has passed. They arrive even when the app is closed."
      contentClassName="divide-y divide-border"
    >
      <div className="flex items-center justify-between gap-4 py-3">
        <div>
          <Label htmlFor="loginReminders">Reminders on this device</Label>
          <p id="loginReminders-text" className="text-sm text-muted-foreground">
            {on
              ? 'On. Turning them off stops them on every device.'
              : 'Off. Your browser will ask to show notifications.'}
          </p>
        </div>
        <Switch
          id="loginReminders"
          checked={on}
          disabled={!supported || change.isPending || device.isPending}
          onCheckedChange={toggle}
          aria-describedby={problem ? 'loginReminders-text reminders-problem' : 'loginReminders-text'}
        />
      </div>
      {problem ? (
        <p
          id="reminders-problem"
          role="alert"
          className="flex items-start gap-2 py-3 text-sm text-foreground"
        >
          <BellOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {problem}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-4 py-3">
        <div>
          <Label htmlFor="reminder-time">Daily reminder at</Label>
          <p id="reminder-time-text" className="text-sm text-muted-foreground">
            In the time zone set under Account.
          </p>
        </div>
        <div className="w-36 shrink-0">
          <Input
            id="reminder-time"
            type="time"
            value={time}
            aria-describedby="reminder-time-text"
            onChange={(e) => {
              if (REMINDER_TIME_PATTERN.test(e.target.value)) void save({ reminderTime: e.target.value });
            }}
          />
        </div>
      </div>
    </SettingsCard>
  );
}
