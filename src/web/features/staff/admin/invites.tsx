import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { MailPlus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { ROLES, type Role } from '../../../../shared/constants';
import { type CreatedInvite, INVITE_DAYS, inviteInput } from '../../../../shared/invites';
import { formatDateTime } from '../../../lib/dates';
import { applyApiError, useZodForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { CopyButton } from '../../../ui/copy-button';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { Input, NativeSelect, Options } from '../../../ui/field';
import { FormDialog } from '../../../ui/form-dialog';
import { FormField } from '../../../ui/form-field';
import { Switch } from '../../../ui/switch';
import { Panel } from '../dashboard/parts';
import { roleName } from '../dashboard/role-name';
import { adminQueries, useCreateInvite, useRevokeInvite, useSetSignUp } from './api';

/** "Invite User": the dialog that makes the account and then shows its link, once. */
export function InviteButton() {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<CreatedInvite | null>(null);
  const close = () => {
    setOpen(false);
    setMade(null);
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <MailPlus aria-hidden="true" /> <Trans>Invite User</Trans>
      </Button>
      {open && !made ? <InviteDialog onClose={close} onMade={setMade} /> : null}
      {made ? <InviteLinkDialog invite={made} onClose={close} /> : null}
    </>
  );
}

function InviteDialog({ onClose, onMade }: { onClose: () => void; onMade: (i: CreatedInvite) => void }) {
  const form = useZodForm(inviteInput, { defaultValues: { username: '', role: 'user' as Role } });
  const create = useCreateInvite((err) => applyApiError(form, err));
  const { i18n, t } = useLingui();
  return (
    <FormDialog
      title={t`Invite User`}
      description={t`Makes the account now; its owner chooses a password through a link that works once, for ${INVITE_DAYS} days.`}
      onClose={onClose}
      onSubmit={form.handleSubmit((body) =>
        create.mutate(body, { onSuccess: (i) => onMade(i as CreatedInvite) }),
      )}
      busy={create.isPending}
      submitLabel={t`Create Invitation`}
      busyLabel={t`Creating...`}
    >
      <FormField
        form={form}
        name="username"
        label={t`Username`}
        id="invite-username"
        className="grid gap-1.5"
      >
        <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </FormField>
      <FormField form={form} name="role" label={t`Role`} id="invite-role" className="grid gap-1.5">
        <NativeSelect {...form.register('role')}>
          <Options values={ROLES} label={(r) => roleName(i18n, r)} />
        </NativeSelect>
      </FormField>
    </FormDialog>
  );
}

/** The new link, shown this once (only its hash is kept): copy it, or share it where the browser can. */
function InviteLinkDialog({ invite, onClose }: { invite: CreatedInvite; onClose: () => void }) {
  const link = `${window.location.origin}${invite.url}`;
  const { t } = useLingui();
  const until = formatDateTime(invite.expiresAt);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={t`Invitation link`}
        description={t`For ${invite.username}. Shown this once: copy it now and send it to them.`}
      >
        <div className="grid gap-3">
          <p
            className="break-all rounded-lg border border-border bg-muted/40 p-3 text-sm"
            data-testid="invite-url"
          >
            {link}
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>Works once, until {until}.</Trans>
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
            <CopyButton text={link} label={t`The invitation link`} />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The invitations not yet used, each with Withdraw; and whether anyone may create an account. */
export function InvitesAndSignUp() {
  const invites = useQuery(adminQueries.invites());
  const revoke = useRevokeInvite();
  const { i18n, t } = useLingui();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Panel
        title={t`Open invitations`}
        icon={UserPlus}
        description={t`Links not yet used; withdraw one to stop it.`}
      >
        {invites.data?.length ? (
          <ul className="grid gap-2" aria-label={t`Open invitations`}>
            {invites.data.map((i) => (
              <li
                key={i.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-muted/50 p-3"
              >
                <span className="min-w-0">
                  <span className="font-medium">{i.username}</span>{' '}
                  <span className="text-sm text-muted-foreground">
                    {roleName(i18n, i.role)} · {t`until ${formatDateTime(i.expiresAt)}`}
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  busy={revoke.isPending && revoke.variables === i.id}
                  onClick={() => revoke.mutate(i.id)}
                  aria-label={t`Withdraw the invitation of ${i.username}`}
                >
                  <Trans>Withdraw</Trans>
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            {invites.isPending
              ? t`Loading...`
              : invites.isError
                ? i18n._('Failed to fetch invitations')
                : t`No open invitations`}
          </p>
        )}
      </Panel>
      <SignUpSetting />
    </div>
  );
}

function SignUpSetting() {
  const status = useQuery(adminQueries.signUp());
  const save = useSetSignUp();
  const open = save.isPending ? save.variables : status.data?.open;
  const { t } = useLingui();
  return (
    <Panel
      title={t`Open sign-up`}
      icon={UserPlus}
      description={t`Off: only the people you invite get an account.`}
    >
      <div className="flex items-center justify-between gap-3">
        <label htmlFor="open-sign-up" className="text-sm">
          <Trans>Anyone may create an account from the sign-in page</Trans>
        </label>
        <Switch
          id="open-sign-up"
          checked={open ?? false}
          disabled={status.isPending || save.isPending}
          onCheckedChange={(checked) => save.mutate(checked)}
        />
      </div>
    </Panel>
  );
}
