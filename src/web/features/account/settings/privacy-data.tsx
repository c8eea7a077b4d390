import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Download, Eye, ShieldOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { NOTES_PRIVACY } from '../../../../shared/entry-rules';
import { deleteAccountInput, type ExportFormat } from '../../../../shared/privacy';
import { errorMessage } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { useZodForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { Input } from '../../../ui/field';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { QueryCard } from '../../../ui/query-card';
import { reportQueries } from '../../report/api';
import { settingsQueries, useDeleteAccount, useExport, useWithdrawConsent } from './api';
import { ImportCard } from './import-card';

/** The Privacy tab's data controls: export, import, who read my notes, and erasure. */
export function PrivacyData() {
  const { role } = useAuth();
  return (
    <>
      <ExportCard />
      {role === 'user' ? <ImportCard /> : null}
      {role === 'user' ? <AccessLogCard /> : null}
      {role === 'user' ? <ShareViewsCard /> : null}
      <DeleteAccountCard />
    </>
  );
}

function ExportCard() {
  const { t } = useLingui();
  const exporting = useExport();
  const busy = exporting.isPending ? exporting.variables : null;
  const run = (format: ExportFormat) => exporting.mutate(format);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Your data</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Download everything you have stored here: profile, settings, entries, favorites, stash, points,
            achievements, challenges and rewards.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => run('json')} busy={busy !== null}>
          <Download aria-hidden="true" /> {busy === 'json' ? t`Preparing...` : t`Download everything (JSON)`}
        </Button>
        <Button variant="outline" onClick={() => run('csv')} busy={busy !== null}>
          <Download aria-hidden="true" /> {busy === 'csv' ? t`Preparing...` : t`Download journal (CSV)`}
        </Button>
      </CardContent>
    </Card>
  );
}

function AccessLogCard() {
  const { t, i18n } = useLingui();
  const log = useQuery(settingsQueries.accessLog());
  const withdraw = useWithdrawConsent();
  return (
    <QueryCard
      title={t`Who has read my notes`}
      description={i18n._(NOTES_PRIVACY.log)}
      contentClassName="space-y-3"
      queries={[log]}
      loading={t`Loading access log...`}
      failed={t`Could not load the access log`}
      empty={
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Eye className="size-4" aria-hidden="true" /> <Trans>Nobody has read your notes.</Trans>
        </p>
      }
      footer={
        <Button variant="outline" onClick={() => withdraw.mutate()} busy={withdraw.isPending}>
          <ShieldOff aria-hidden="true" />{' '}
          {withdraw.isPending ? t`Withdrawing...` : t`Withdraw consent from all entries`}
        </Button>
      }
    >
      {(reads) => (
        <ul className="max-h-72 divide-y divide-border overflow-y-auto rounded-xl border border-border">
          {reads.map(({ reader, strainName, ...r }) => (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-x-3 p-3 text-sm">
              <span>
                {r.readerRole === 'admin' ? (
                  <Trans>
                    <span className="font-medium">{reader}</span> (admin) read your notes on{' '}
                    <span className="font-medium">{strainName}</span>
                  </Trans>
                ) : r.readerRole === 'manager' ? (
                  <Trans>
                    <span className="font-medium">{reader}</span> (manager) read your notes on{' '}
                    <span className="font-medium">{strainName}</span>
                  </Trans>
                ) : (
                  <Trans>
                    <span className="font-medium">{reader}</span> read your notes on{' '}
                    <span className="font-medium">{strainName}</span>
                  </Trans>
                )}
              </span>
              <time className="text-xs text-muted-foreground" dateTime={r.readAt}>
                {formatDateTime(r.readAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

/** Beside the managers' reads: who opened the report links the user shared, and when last. */
function ShareViewsCard() {
  const { t } = useLingui();
  const shares = useQuery(reportQueries.shares());
  const viewed = (shares.data ?? []).filter((s) => s.viewCount > 0);
  return (
    <QueryCard
      title={t`Who has opened my share links`}
      description={
        <Trans>
          Every time someone opens a report link you shared, it is counted here.{' '}
          <Link href="/report" className="font-medium text-primary underline">
            Manage links
          </Link>
        </Trans>
      }
      queries={[shares]}
      loading={t`Loading share links...`}
      failed={t`Could not load your share links`}
      isEmpty={() => viewed.length === 0}
      empty={
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Eye className="size-4" aria-hidden="true" /> <Trans>Nobody has opened a link you shared.</Trans>
        </p>
      }
    >
      {() => (
        <ul
          className="divide-y divide-border rounded-xl border border-border"
          aria-label={t`Share link views`}
        >
          {viewed.map((s) => (
            <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-x-3 p-3 text-sm">
              <ShareViews
                from={formatDay(s.from)}
                to={formatDay(s.to)}
                views={s.viewCount}
                active={s.active}
              />
              {s.lastViewedAt ? (
                <time className="text-xs text-muted-foreground" dateTime={s.lastViewedAt}>
                  <LastViewed when={formatDateTime(s.lastViewedAt)} />
                </time>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

function LastViewed({ when }: { when: string }) {
  return <Trans>last {when}</Trans>;
}

/** One shared link's line: its period and how often it was opened. */
function ShareViews({
  from,
  to,
  views,
  active,
}: {
  from: string;
  to: string;
  views: number;
  active: boolean;
}) {
  const count = (
    <span className="font-medium">
      <Plural value={views} one="# view" other="# views" />
    </span>
  );
  return (
    <span>
      {active ? (
        <Trans>
          Report {from} to {to}: {count}
        </Trans>
      ) : (
        <Trans>
          Report {from} to {to}: {count} (link ended)
        </Trans>
      )}
    </span>
  );
}

function DeleteAccountCard() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const form = useZodForm(deleteAccountInput, { defaultValues: { password: '' } });
  const erase = useDeleteAccount(() => {
    setOpen(false);
    navigate('/login');
  });
  return (
    <Card tone="destructive">
      <CardHeader>
        <CardTitle className="text-destructive">
          <Trans>Delete my account</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Permanently deletes your account and everything in it. Download your data first if you want to
            keep it.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" /> <Trans>Delete my account</Trans>
        </Button>
        {open ? (
          <FormDialog
            title={t`Delete your account?`}
            description={t`This cannot be undone. Every entry, stash item, point and setting will be erased.`}
            onClose={() => {
              setOpen(false);
              form.reset();
            }}
            onSubmit={form.handleSubmit((v) =>
              erase.mutate(v.password, {
                onError: (err) => form.setError('password', { type: 'server', message: errorMessage(err) }),
              }),
            )}
            busy={erase.isPending}
            submitLabel={t`Delete forever`}
            busyLabel={t`Deleting...`}
            destructive
            className="space-y-3"
          >
            <FormField form={form} name="password" label={t`Current password`} id="delete-password">
              <Input type="password" autoComplete="current-password" {...form.register('password')} />
            </FormField>
          </FormDialog>
        ) : null}
      </CardContent>
    </Card>
  );
}
