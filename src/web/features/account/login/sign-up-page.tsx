import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Redirect, useLocation } from 'wouter';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { signUpInput } from '../../../../shared/invites';
import { homeFor, useAuth } from '../../../lib/auth';
import { applyApiError, useZodForm } from '../../../lib/form';
import { Input } from '../../../ui/field';
import { FormField } from '../../../ui/form-field';
import { Spinner } from '../../../ui/spinner';
import { createAccount, signUpIsOpen } from './api';
import { NewPasswordField } from './new-password-field';
import { WelcomeFrame, WelcomeSubmit } from './welcome-frame';

const CARD = 'space-y-4 rounded-3xl border border-border bg-card p-6 shadow-sm';

/** `/signup`: a new account while an admin allows it; otherwise it says to ask for an invitation. */
export default function SignUpPage() {
  const { t } = useLingui();
  const { authenticated, role } = useAuth();
  const [, navigate] = useLocation();
  const open = useQuery({ queryKey: ['sign-up-open'], queryFn: signUpIsOpen, staleTime: 0 });
  const form = useZodForm(signUpInput, { defaultValues: { username: '', password: '' } });

  if (authenticated) return <Redirect to={homeFor(role)} replace />;

  const submit = form.handleSubmit((values) =>
    createAccount(values, {
      place: (err) => applyApiError(form, err),
      onSuccess: (user) => navigate(homeFor(user.role), { replace: true }),
    }),
  );
  const busy = form.formState.isSubmitting;

  return (
    <WelcomeFrame title={t`Create an account`} subtitle={t`Start your ${PRODUCT_NAME}`}>
      {open.isPending ? (
        <Spinner label={t`Loading...`} />
      ) : open.data ? (
        <form onSubmit={submit} noValidate className={CARD}>
          <FormField form={form} name="username" label={t`Username`} id="signup-username">
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register('username')}
            />
          </FormField>
          <NewPasswordField form={form} id="signup-password" />
          <WelcomeSubmit busy={busy} busyLabel={t`Creating your account...`}>
            <Trans>Create account</Trans>
          </WelcomeSubmit>
        </form>
      ) : (
        <div className={CARD}>
          <p>
            <Trans>
              Sign-up is closed. Ask an admin to invite you: they send you a link to choose your password.
            </Trans>
          </p>
        </div>
      )}
      <p className="mt-4 flex min-h-11 items-center justify-center text-sm text-muted-foreground">
        <Trans>
          Have an account?&nbsp;
          <Link
            href="/login"
            className="inline-flex min-h-11 items-center font-medium text-primary underline"
          >
            Sign in
          </Link>
        </Trans>
      </p>
    </WelcomeFrame>
  );
}
