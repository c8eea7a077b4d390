import { t } from '@lingui/core/macro';
import type { LoginResponse } from '../../../../shared/auth';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { INVALID_LOGIN_MESSAGE, SIGN_OUT_KEY_HEADER } from '../../../../shared/login';
import { ApiError, apiRequest, errorMessage } from '../../../lib/api';
import { auth } from '../../../lib/auth';
import type { PlaceError } from '../../../lib/form-errors';
import { wholeCatalog } from '../../../lib/i18n';
import { finishPendingSignOut, signOutPending } from '../../../lib/sign-out-pending';
import { toast } from '../../../lib/toast';
import { forgetOfflineData } from '../../entries/outbox/forget';
import { adoptAccountLanguage } from '../language/api';
import type { LoginValues } from './sign-in-form';

/**
 * `POST /api/login`: the signed-in user and the session's sign-out key, or an `ApiError` to show. A
 * refusal (401, 403) carries the server's words, or "Invalid username or password" when it has none.
 */
async function requestSignIn(
  username: string,
  password: string,
): Promise<{ user: LoginResponse; signOutKey: string | null }> {
  try {
    const res = await apiRequest('POST', '/api/login', { username: username.trim(), password });
    return { user: (await res.json()) as LoginResponse, signOutKey: res.headers.get(SIGN_OUT_KEY_HEADER) };
  } catch (err) {
    if (!(err instanceof ApiError) || (err.status !== 401 && err.status !== 403)) throw err;
    const said = (err.body as { error?: unknown } | undefined)?.error;
    throw typeof said === 'string' && said
      ? err
      : new ApiError(err.status, INVALID_LOGIN_MESSAGE, { code: err.code });
  }
}

/** "Login failed" (or `title`), with the server's (or the network's) words; any other is unexpected. */
export function signInFailed(err: unknown, title = t`Login failed`) {
  toast({
    title,
    description: err instanceof ApiError ? errorMessage(err) : t`An unexpected error occurred`,
    variant: 'destructive',
  });
}

/** A way in's answer: the signed-in account and its session's sign-out key. */
interface Entered {
  user: LoginResponse;
  signOutKey: string | null;
}

/** `POST` to a way in that answers as `/api/login` does (an invitation, a sign-up). */
async function requestEntry(url: string, body: object): Promise<Entered> {
  const res = await apiRequest('POST', url, body);
  return { user: (await res.json()) as LoginResponse, signOutKey: res.headers.get(SIGN_OUT_KEY_HEADER) };
}

/**
 * Starts a session through `request`, and says how it went: a sign-out not yet finished goes first (with
 * the old cookie still there, or by its session's key), then the previous account's cached data and
 * offline copies are dropped and the session starts. A refusal `place` puts on the form's field is not
 * toasted; `onSuccess` is the screen's own next step (where to go).
 */
async function enter(
  request: () => Promise<Entered>,
  { place, onSuccess, failed = t`Login failed` }: EnterOptions,
) {
  try {
    if (!(await finishPendingSignOut()) && !signOutPending.get()?.key) {
      toast({
        title: failed,
        description: t`The last sign-out on this device has not reached the server yet. Check your connection and try again.`,
        variant: 'destructive',
      });
      return;
    }
    const { user, signOutKey } = await request();
    await signOutPending.replaced();
    // The data client comes with the signed-in app (fetched while the form was filled in).
    (await import('../../../lib/query-client')).queryClient.clear();
    await forgetOfflineData();
    auth.signIn(user, signOutKey);
    // The account's language becomes this device's (the answer's, or asked for), before anything is said.
    await adoptAccountLanguage(user as { language?: unknown });
    // The signed-in screens' words, fetched in the background since the sign-in page was drawn.
    await wholeCatalog();
    toast({ title: t`Login successful`, description: t`Welcome to ${PRODUCT_NAME}` });
    onSuccess(user);
  } catch (err) {
    if (!(err instanceof Error && place(err))) signInFailed(err, failed);
  }
}

interface EnterOptions {
  place: PlaceError;
  onSuccess: (user: LoginResponse) => void;
  /** The failure toast's title. */
  failed?: string;
}

/** Signs in with a username and password (`POST /api/login`). */
export const signIn = ({ username, password }: LoginValues, options: EnterOptions) =>
  enter(() => requestSignIn(username, password), options);

/** Sets the invited account's password and signs in (`POST /api/invites/{token}`). */
export const acceptInvite = (token: string, password: string, options: EnterOptions) =>
  enter(() => requestEntry(`/api/invites/${encodeURIComponent(token)}`, { password }), {
    failed: t`Could not set your password`,
    ...options,
  });

/** Creates an account and signs in (`POST /api/signup`), while an admin allows it. */
export const createAccount = ({ username, password }: LoginValues, options: EnterOptions) =>
  enter(() => requestEntry('/api/signup', { username: username.trim(), password }), {
    failed: t`Could not create the account`,
    ...options,
  });

/**
 * Whether anyone may create an account (`GET /api/signup`: public, never a 401). Anything but a clear yes
 * (offline, an error) is a no: the sign-in screen then only says to ask an admin.
 */
export async function signUpIsOpen(): Promise<boolean> {
  try {
    const res = await apiRequest('GET', '/api/signup');
    return ((await res.json()) as { open?: unknown }).open === true;
  } catch {
    return false;
  }
}
