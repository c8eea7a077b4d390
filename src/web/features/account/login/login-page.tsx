import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState, useSyncExternalStore } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Redirect, useLocation, useSearch } from 'wouter';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { homeFor, useAuth } from '../../../lib/auth';
import { applyApiError } from '../../../lib/form-errors';
import { wholeCatalog } from '../../../lib/i18n';
import { useOnline } from '../../../lib/online';
import { NEXT_PARAM, safeReturnPath } from '../../../lib/return-to';
import { OFFLINE_SIGN_OUT_MESSAGE, signOutPending } from '../../../lib/sign-out-pending';
import { Input } from '../../../ui/field';
import { FormField } from '../../../ui/form-field';
import { signIn, signInFailed } from './api';
import type { LoginValues, SignInForm } from './sign-in-form';
import { WaysToAnAccount } from './sign-up-status';
import { aboutToSignIn } from './signing-in';
import { WelcomeFrame, WelcomeSubmit } from './welcome-frame';
import './login.css';

export default function LoginPage() {
  const { t, i18n } = useLingui();
  const { authenticated, role } = useAuth();
  const [, navigate] = useLocation();
  // The form is drawn as plain inputs; react-hook-form takes them over where they stand when the form is
  // first touched, or at the latest when it is sent (sign-in-form.ts, decision 0062).
  const formElement = useRef<HTMLFormElement>(null);
  const control = useRef<Promise<SignInForm> | null>(null);
  const [errors, setErrors] = useState<FieldErrors<LoginValues>>({});
  const [busy, setBusy] = useState(false);
  // Where a guard stopped the visitor; only a same-origin path is honoured.
  const back = safeReturnPath(new URLSearchParams(useSearch()).get(NEXT_PARAM));
  // A sign-out the server has not been told of yet (lib/sign-out-pending.ts): said here until it has.
  const pending = useSyncExternalStore(signOutPending.subscribe, signOutPending.get, signOutPending.get);
  const online = useOnline();

  if (authenticated) return <Redirect to={back ?? homeFor(role)} replace />;

  const controlled = () => {
    control.current ??= import('./sign-in-form').then(({ controlSignInForm }) => {
      if (!formElement.current) throw new Error('The sign-in form is gone');
      return controlSignInForm(formElement.current, setErrors);
    });
    // A failed fetch (offline) is tried again by the next touch or submit.
    control.current.catch(() => {
      control.current = null;
    });
    return control.current;
  };
  const aboutToFillIn = () => {
    aboutToSignIn(back ?? '/');
    void wholeCatalog();
    controlled().catch(() => undefined);
  };

  // Sent before react-hook-form arrived (a fast autofill and Enter), the form waits for it: the values are
  // still in the inputs, which it reads as it takes them over. Busy from the press to the answer.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const form = await controlled();
      await form.handleSubmit((values) =>
        signIn(values, {
          place: (err) => applyApiError(form, err),
          onSuccess: (user) => navigate(back ?? homeFor(user.role), { replace: true }),
        }),
      )();
    } catch (err) {
      // The form's code could not be fetched (offline), so nothing was sent.
      signInFailed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <WelcomeFrame
      title={
        <Trans>
          Welcome to <span className="text-primary">{PRODUCT_NAME}</span>
        </Trans>
      }
      subtitle={t`Sign in to track your cannabis experiences`}
    >
      <p role="status" className={pending ? 'mb-4 text-center text-sm' : 'sr-only'}>
        {pending
          ? online
            ? t`You're signed out on this device; we're finishing signing you out with the server.`
            : i18n._(OFFLINE_SIGN_OUT_MESSAGE)
          : null}
      </p>
      <form
        ref={formElement}
        onSubmit={submit}
        onFocus={aboutToFillIn}
        onPointerDown={aboutToFillIn}
        noValidate
        className="space-y-4 rounded-3xl border border-border bg-card p-6 shadow-sm"
      >
        <FormField id="username" label={t`Username`} error={errors.username?.message}>
          <Input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </FormField>
        <FormField id="password" label={t`Password`} error={errors.password?.message}>
          <Input name="password" type="password" autoComplete="current-password" />
        </FormField>
        <WelcomeSubmit busy={busy} busyLabel={t`Signing in...`}>
          <Trans>Sign in</Trans>
        </WelcomeSubmit>
      </form>
      <WaysToAnAccount />
    </WelcomeFrame>
  );
}
