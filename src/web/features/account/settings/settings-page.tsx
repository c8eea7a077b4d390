import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, Laptop, LogOut, Pencil, Smartphone, X } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { z } from 'zod';
import { passwordChangeInput, usernameSchema } from '../../../../shared/auth';
import { STRAIN_TYPES } from '../../../../shared/constants';
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
import { LanguageMenu } from '../language/language-menu';
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
  const { t } = useLingui();
  const { settings, saving } = useSettings();
  const set = useSetSettings();

  const { role } = useAuth();
  return (
    <div>
      {/* Staff screens have their own navigation; from Settings, one tap goes back to it. */}
      {role === 'manager' || role === 'admin' ? (
        <Button asChild variant="ghost" className="-ml-3 mb-2">
          <Link href={homeFor(role)}>
            <ArrowLeft aria-hidden="true" /> <Trans>Back to dashboard</Trans>
          </Link>
        </Button>
      ) : null}
      <PageHeader
        title={t`Settings`}
        subtitle={t`Manage your account, notifications, display and privacy`}
        actions={
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {saving ? t`Saving...` : t`All changes saved`}
          </p>
        }
      />
      <Tabs defaultValue="account">
        {/* Wrapped onto rows rather than scrolled: every tab's whole name shows in every language. */}
        <TabsList aria-label={t`Settings sections`} className="flex-wrap">
          <TabsTrigger value="account" wraps>
            <Trans>Account</Trans>
          </TabsTrigger>
          <TabsTrigger value="notifications" wraps>
            <Trans>Notifications</Trans>
          </TabsTrigger>
          <TabsTrigger value="display" wraps>
            <Trans>Display</Trans>
          </TabsTrigger>
          <TabsTrigger value="privacy" wraps>
            <Trans>Privacy</Trans>
          </TabsTrigger>
        </TabsList>

        <TabsContent value="account" className="space-y-4">
          <AccountCard />
          <SettingsCard
            title={t`Language`}
            description={t`The app’s words, numbers and dates, and the reminders and reports it sends you.`}
          >
            <LanguageMenu />
          </SettingsCard>
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
            title={t`Celebrations`}
            description={t`Choose what the app celebrates with you.`}
          />
        </TabsContent>

        <TabsContent value="display">
          <SettingsCard
            title={t`Display`}
            description={t`Changes apply at once and follow you to every device.`}
            contentClassName="space-y-4"
          >
            <fieldset>
              <legend className="mb-2 text-sm font-medium">
                <Trans>Colour theme</Trans>
              </legend>
              <RadioGroup.Root
                className="grid grid-cols-3 gap-2"
                aria-label={t`Colour theme`}
                value={settings.display.colorTheme}
                onValueChange={(v) => set('display', { colorTheme: v as (typeof STRAIN_TYPES)[number] })}
              >
                {STRAIN_TYPES.map((theme) => (
                  <RadioGroup.Item
                    key={theme}
                    value={theme}
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
                        backgroundColor: THEME_PRIMARY[isDark(settings.display) ? 'dark' : 'light'][theme],
                      }}
                    />
                    {t(THEME_NAMES[theme])}
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
            title={t`Privacy`}
            description={t`Your journal is yours. Decide what others may see.`}
          />
          <PrivacyData />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** The colour themes' names (settings-defaults' COLOR_THEME_LABELS, in words a translator sees). */
const THEME_NAMES: Record<(typeof STRAIN_TYPES)[number], MessageDescriptor> = {
  indica: msg`Purple`,
  sativa: msg`Green`,
  hybrid: msg`Blue`,
};
/** Shown by FieldError, which reads a message's English text as its id. */
const NO_MATCH = /*i18n*/ 'The new passwords do not match';

const usernameForm = z.object({ username: usernameSchema });
const passwordForm = passwordChangeInput
  .extend({ confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, {
    path: ['confirm'],
    message: NO_MATCH,
  });

function AccountCard() {
  const { t } = useLingui();
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
    <SettingsCard title={t`Account`} description={t`Your sign-in name.`}>
      {editing ? (
        <form onSubmit={submit} className="space-y-2" noValidate>
          <Label htmlFor="new-username">
            <Trans>Username</Trans>
          </Label>
          <div className="flex gap-2">
            <Input
              id="new-username"
              autoFocus
              autoComplete="username"
              {...form.register('username')}
              aria-invalid={Boolean(error)}
              aria-describedby={fieldNoteIds('new-username', undefined, error).describedBy}
            />
            <Button type="submit" size="icon" aria-label={t`Confirm username`} busy={save.isPending}>
              <Check aria-hidden="true" />
            </Button>
            <Button size="icon" variant="outline" aria-label={t`Cancel`} onClick={() => setEditing(false)}>
              <X aria-hidden="true" />
            </Button>
          </div>
          <FieldNotes id="new-username" error={error} />
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">
              <Trans>Username</Trans>
            </p>
            <p className="break-all text-lg font-semibold">
              {user.data?.username ?? auth.get().username ?? '…'}
            </p>
          </div>
          <Button
            variant="outline"
            onClick={() => {
              form.reset({ username: user.data?.username ?? auth.get().username ?? '' });
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" /> <Trans>Edit</Trans>
          </Button>
        </div>
      )}
    </SettingsCard>
  );
}

function PasswordCard() {
  const { t } = useLingui();
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
    <SettingsCard title={t`Password`} description={t`Changing it signs you out everywhere else.`}>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3">
        <FormField form={form} name="currentPassword" label={t`Current password`} id="current-password">
          <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <FormField form={form} name="newPassword" label={t`New password`} id="new-password">
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <FormField form={form} name="confirm" label={t`Confirm new password`} id="confirm-password">
          <Input type="password" autoComplete="new-password" {...form.register('confirm')} />
        </FormField>
        <div className="sm:col-span-3">
          <FieldError>{form.formState.errors.root?.message}</FieldError>
          <Button type="submit" className="mt-1" busy={change.isPending}>
            {change.isPending ? t`Saving...` : t`Change password`}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

/** The browser and system a session signed in from, named from its user agent. */
function useDeviceName() {
  const { t } = useLingui();
  return (userAgent: string | null) => {
    if (!userAgent) return t`Unknown device`;
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
              : t`Unknown system`;
    const browser = /Edg\//.test(userAgent)
      ? 'Edge'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : t`Browser`;
    return t`${browser} on ${os}`;
  };
}

function LastActive({ when }: { when: string }) {
  return <Trans>Last active {when}</Trans>;
}

function SessionsCard() {
  const { t } = useLingui();
  const deviceName = useDeviceName();
  const [, navigate] = useLocation();
  const sessions = useQuery(settingsQueries.sessions());
  const others = (sessions.data ?? []).filter((s) => !s.current);
  const endOthers = useEndOtherSessions();
  return (
    <SettingsCard title={t`Sessions`} description={t`Where you are signed in.`} contentClassName="space-y-3">
      <ul className="divide-y divide-border rounded-xl border border-border">
        <li className="flex items-center gap-3 p-3">
          <Smartphone className="size-5 text-primary" aria-hidden="true" />
          <div className="flex-1">
            <p className="font-medium">
              <Trans>Current Device</Trans>
            </p>
            <p className="text-xs text-muted-foreground">{deviceName(navigator.userAgent)}</p>
          </div>
          <Badge tone="bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300">
            <Trans>Active</Trans>
          </Badge>
        </li>
        {others.map((s) => (
          <li key={s.id} className="flex items-center gap-3 p-3">
            <Laptop className="size-5 text-muted-foreground" aria-hidden="true" />
            <div className="flex-1">
              <p className="font-medium">{deviceName(s.userAgent)}</p>
              <p className="text-xs text-muted-foreground">
                <LastActive when={formatDateTime(s.lastSeenAt)} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {others.length > 0 ? (
          <Button variant="outline" onClick={() => endOthers.mutate()} busy={endOthers.isPending}>
            <Trans>Sign out of other sessions</Trans>
          </Button>
        ) : null}
        <Button variant="destructive" onClick={() => void signOut(navigate)}>
          <LogOut aria-hidden="true" /> <Trans>Logout</Trans>
        </Button>
      </div>
    </SettingsCard>
  );
}
