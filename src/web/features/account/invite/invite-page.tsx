import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'wouter';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { acceptInviteInput, type InviteInfo } from '../../../../shared/invites';
import { ApiError, errorMessage } from '../../../lib/api';
import { homeFor } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/dates';
import { applyApiError, useZodForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { acceptInvite } from '../login/api';
import { NewPasswordField } from '../login/new-password-field';
import { WelcomeFrame, WelcomeSubmit } from '../login/welcome-frame';
import { inviteQuery } from './api';

const CARD = 'space-y-4 rounded-3xl border border-border bg-card p-6 shadow-sm';

/** What a link that no longer opens is called, by the server's code; its own words follow. */
const CLOSED_TITLE: Partial<Record<string, MessageDescriptor>> = {
  invite_used: msg`This link was already used`,
  invite_expired: msg`This link has expired`,
  invite_revoked: msg`This invitation was withdrawn`,
  not_found: msg`This link is not valid`,
  rate_limited: msg`Too many tries`,
};

/** `/invite/<token>`: the invited person chooses a password and is signed in. */
export default function InvitePage() {
  const { t } = useLingui();
  const { token = '' } = useParams<{ token: string }>();
  const invite = useQuery(inviteQuery(token));

  if (invite.isPending)
    return (
      <WelcomeFrame title={t`Your invitation`} subtitle={t`Opening your link...`}>
        <Spinner label={t`Loading...`} />
      </WelcomeFrame>
    );
  if (invite.isError) {
    const code = invite.error instanceof ApiError ? invite.error.code : 'network';
    const closed = CLOSED_TITLE[code];
    return (
      <WelcomeFrame title={closed ? t(closed) : t`Could not open this invitation`} subtitle={PRODUCT_NAME}>
        <div className={CARD}>
          <p role="alert">{errorMessage(invite.error)}</p>
          {closed ? null : (
            <Button variant="outline" onClick={() => invite.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </div>
        <SignInInstead />
      </WelcomeFrame>
    );
  }
  return <ChoosePassword token={token} invite={invite.data} />;
}

function ChoosePassword({ token, invite }: { token: string; invite: InviteInfo }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const form = useZodForm(acceptInviteInput, { defaultValues: { password: '' } });
  const submit = form.handleSubmit(({ password }) =>
    acceptInvite(token, password, {
      place: (err) => applyApiError(form, err),
      onSuccess: (user) => navigate(homeFor(user.role), { replace: true }),
    }),
  );
  const busy = form.formState.isSubmitting;
  const until = formatDateTime(invite.expiresAt);
  const { username } = invite;
  return (
    <WelcomeFrame
      title={
        <Trans>
          Welcome to <span className="text-primary">{PRODUCT_NAME}</span>
        </Trans>
      }
      subtitle={
        <Trans>
          You were invited as <strong className="text-foreground">{username}</strong>. Choose a password to
          start.
        </Trans>
      }
    >
      <form onSubmit={submit} noValidate className={CARD}>
        {/* For password managers: the account the new password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" value={invite.username} readOnly />
        <NewPasswordField form={form} id="invite-password" />
        <p className="text-sm text-muted-foreground">{t`This link works once, until ${until}.`}</p>
        <WelcomeSubmit busy={busy} busyLabel={t`Setting your password...`}>
          <Trans>Set password and sign in</Trans>
        </WelcomeSubmit>
      </form>
      <SignInInstead />
    </WelcomeFrame>
  );
}

function SignInInstead() {
  return (
    <p className="mt-4 flex min-h-11 items-center justify-center text-sm text-muted-foreground">
      <Trans>
        Have a password already?&nbsp;
        <Link href="/login" className="inline-flex min-h-11 items-center font-medium text-primary underline">
          Sign in
        </Link>
      </Trans>
    </p>
  );
}
