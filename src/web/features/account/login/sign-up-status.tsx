import { Trans } from '@lingui/react/macro';
import { Suspense, use } from 'react';
import { Link } from 'wouter';
import { signUpIsOpen } from './api';

// Asked once per page load, as the sign-in screen is first drawn: a public answer, never a 401.
let asked: Promise<boolean> | undefined;
const signUpOpen = () => {
  asked ??= signUpIsOpen();
  return asked;
};

const LINE = 'flex min-h-11 flex-wrap items-center justify-center gap-x-1 text-center text-sm';

/** How to get an account: "Create an account" while an admin allows sign-up, else an invitation. */
export function WaysToAnAccount() {
  return (
    <Suspense fallback={<Closed />}>
      <OpenOrClosed />
    </Suspense>
  );
}

function OpenOrClosed() {
  return use(signUpOpen()) ? (
    <p className={`${LINE} mt-4 text-muted-foreground`}>
      <Trans>
        New here?{' '}
        <Link href="/signup" className="inline-flex min-h-11 items-center font-medium text-primary underline">
          Create an account
        </Link>{' '}
        or ask an admin to invite you: they send you a link to choose your password.
      </Trans>
    </p>
  ) : (
    <Closed />
  );
}

function Closed() {
  return (
    <p className={`${LINE} mt-4 text-muted-foreground`}>
      <Trans>
        No account yet? Please ask an admin to invite you: they send you a link to choose your password.
      </Trans>
    </p>
  );
}
