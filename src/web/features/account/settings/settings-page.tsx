import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, Laptop, LogOut, Pencil, Smartphone, X } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { z } from 'zod';
import { passwordChangeInput, usernameSchema } from '../../../../shared/auth';
import { STRAIN_TYPES } from '../../../../shared/constants';
import { COLOR_THEME_LABELS } from '../../../../shared/settings-defaults';
import { errorMessage } from '../../../lib/api';
import { auth, homeFor, useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/dates';
import { isDark } from '../../../lib/display';
import { applyApiError, useZodForm } from '../../../lib/form';
import { THEME_PRIMARY } from '../../../lib/palette';
import { useSettings } from '../../../lib/settings';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { FieldError, Input, Label } from '../../../ui/field';
import { FieldNotes, FormField, fieldNoteIds } from '../../../ui/form-field';
import { PageHeader } from '../../../ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { signOut } from '../sign-out';
import { CurrencyCard, TimeZoneCard } from './account-choices';
import { settingsQueries, useChangePassword, useChangeUsername, useEndOtherSessions } from './api';
import { PrivacyData } from './privacy-data';
import { RemindersCard } from './reminders-card';
import { ReportProfileCard } from './report-profile-card';
import { SettingsCard } from './settings-card';
import { Toggles, TogglesCard, useSetSettings } from './toggles';
import { TrackedSymptomsCard } from './tracked-symptoms-card';

export default function SettingsPage() {
  const { settings, saving } = useSettings();
  const set = useSetSettings();

  const { role } = useAuth();
  return (
    <div>
      {/* Staff screens have their own navigation; from Settings, one tap goes back to it. */}
      {role === 'manager' || role === 'admin' ? (
        <Button asChild variant="ghost" className="-ml-3 mb-2">
          <Link href={homeFor(role)}>
            <ArrowLeft aria-hidden="true" /> Back to dashboard
          </Link>
        </Button>
      ) : null}
      <PageHeader
        title="Settings"
        subtitle="Manage your account, notifications, display and privacy"
        actions={
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {saving ? 'Saving...' : 'All changes saved'}
          </p>
        }
      />
      <Tabs defaultValue="account">
        <TabsList aria-label="Settings sections">
          <TabsTrigger value="account">Account</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="display">Display</TabsTrigger>
          <TabsTrigger value="privacy">Privacy</TabsTrigger>
        </TabsList>

        <TabsContent value="account" className="space-y-4">
          <AccountCard />
          <TimeZoneCard />
          <CurrencyCard />
          <TrackedSymptomsCard />
          <ReportProfileCard />
          <PasswordCard />
          <SessionsCard />
        </TabsContent>

        <TabsContent value="notifications" className="space-y-4">
          <RemindersCard />
          <TogglesCard
            group="notifications"
            title="Celebrations"
            description="Choose what the app celebrates with you."
          />
        </TabsContent>

        <TabsContent value="display">
          <SettingsCard
            title="Display"
            description="Changes apply at once and follow you to every device."
            contentClassName="space-y-4"
          >
            <fieldset>
              <legend className="mb-2 text-sm font-medium">Colour theme</legend>
              <RadioGroup.Root
                className="grid grid-cols-3 gap-2"
                aria-label="Colour theme"
                value={settings.display.colorTheme}
                onValueChange={(v) => set('display', { colorTheme: v as (typeof STRAIN_TYPES)[number] })}
              >
                {STRAIN_TYPES.map((t) => (
                  <RadioGroup.Item
                    key={t}
                    value={t}
                    className={cn(
                      'flex min-h-14 flex-col items-center justify-center gap-1 rounded-xl border-2 text-sm font-medium transition',
                      'border-border hover:bg-muted data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft',
                    )}
                  >
                    {/* The theme's own accent, in the mode shown (lib/palette.ts, the same as index.css). */}
                    <span
                      aria-hidden="true"
                      className="size-5 rounded-full"
                      style={{
                        backgroundColor: THEME_PRIMARY[isDark(settings.display) ? 'dark' : 'light'][t],
                      }}
                    />
                    {COLOR_THEME_LABELS[t]}
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            </fieldset>
            <div className="divide-y divide-border">
              <Toggles group="display" />
            </div>
          </SettingsCard>
        </TabsContent>

        <TabsContent value="privacy" className="space-y-4">
          <TogglesCard
            group="privacy"
            title="Privacy"
            description="Your journal is yours. Decide what others may see."
          />
          <PrivacyData />
        </TabsContent>
      </Tabs>
    </div>
  );
}

const usernameForm = z.object({ username: usernameSchema });
const passwordForm = passwordChangeInput
  .extend({ confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, {
    path: ['confirm'],
    message: 'The new passwords do not match',
  });

function AccountCard() {
  const user = useQuery(settingsQueries.user());
  const [editing, setEditing] = useState(false);
  const form = useZodForm(usernameForm, { defaultValues: { username: '' } });
  const save = useChangeUsername();
  const submit = form.handleSubmit((v) =>
    save.mutate(v.username, {
      onSuccess: () => setEditing(false),
      onError: (err) => form.setError('username', { type: 'server', message: errorMessage(err) }),
    }),
  );
  const error = form.formState.errors.username?.message;

  return (
    <SettingsCard title="Account" description="Your sign-in name.">
      {editing ? (
        <form onSubmit={submit} className="space-y-2" noValidate>
          <Label htmlFor="new-username">Username</Label>
          <div className="flex gap-2">
            <Input
              id="new-username"
              autoFocus
              autoComplete="username"
              {...form.register('username')}
              aria-invalid={Boolean(error)}
              aria-describedby={fieldNoteIds('new-username', undefined, error).describedBy}
            />
            <Button type="submit" size="icon" aria-label="Confirm username" busy={save.isPending}>
              <Check aria-hidden="true" />
            </Button>
            <Button size="icon" variant="outline" aria-label="Cancel" onClick={() => setEditing(false)}>
              <X aria-hidden="true" />
            </Button>
          </div>
          <FieldNotes id="new-username" error={error} />
        </form>
      ) : (
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="text-sm text-muted-foreground">Username</p>
            <p className="text-lg font-semibold">{user.data?.username ?? auth.get().username ?? '…'}</p>
          </div>
          <Button
            variant="outline"
            onClick={() => {
              form.reset({ username: user.data?.username ?? auth.get().username ?? '' });
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" /> Edit
          </Button>
        </div>
      )}
    </SettingsCard>
  );
}

function PasswordCard() {
  const form = useZodForm(passwordForm, {
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const change = useChangePassword();
  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => form.reset(),
        onError: (err) => {
          if (!applyApiError(form, err))
            form.setError('root', { type: 'server', message: errorMessage(err) });
        },
      },
    ),
  );

  return (
    <SettingsCard title="Password" description="Changing it signs you out everywhere else.">
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3">
        <FormField form={form} name="currentPassword" label="Current password" id="current-password">
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <FormField form={form} name="newPassword" label="New password" id="new-password">
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <FormField form={form} name="confirm" label="Confirm new password" id="confirm-password">
          <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
        </FormField>
        <div className="sm:col-span-3">
          <FieldError>{form.formState.errors.root?.message}</FieldError>
          <Button type="submit" className="mt-1" busy={change.isPending}>
            {change.isPending ? 'Saving...' : 'Change password'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

function deviceName(userAgent: string | null) {
  if (!userAgent) return 'Unknown device';
  const os = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'Unknown system';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  return `${browser} on ${os}`;
}

function SessionsCard() {
  const [, navigate] = useLocation();
  const sessions = useQuery(settingsQueries.sessions());
  const others = (sessions.data ?? []).filter((s) => !s.current);
  const endOthers = useEndOtherSessions();
  return (
    <SettingsCard title="Sessions" description="Where you are signed in." contentClassName="space-y-3">
      <ul className="divide-y divide-border rounded-xl border border-border">
        <li className="flex items-center gap-3 p-3">
          <Smartphone className="size-5 text-primary" aria-hidden="true" />
          <div className="flex-1">
            <p className="font-medium">Current Device</p>
            <p className="text-xs text-muted-foreground">{deviceName(navigator.userAgent)}</p>
          </div>
          <Badge tone="bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300">Active</Badge>
        </li>
        {others.map((s) => (
          <li key={s.id} className="flex items-center gap-3 p-3">
            <Laptop className="size-5 text-muted-foreground" aria-hidden="true" />
            <div className="flex-1">
              <p className="font-medium">{deviceName(s.userAgent)}</p>
              <p className="text-xs text-muted-foreground">Last active {formatDateTime(s.lastSeenAt)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {others.length > 0 ? (
          <Button variant="outline" onClick={() => endOthers.mutate()} busy={endOthers.isPending}>
            Sign out of other sessions
          </Button>
        ) : null}
        <Button variant="destructive" onClick={() => void signOut(navigate)}>
          <LogOut aria-hidden="true" /> Logout
        </Button>
      </div>
    </SettingsCard>
  );
}
