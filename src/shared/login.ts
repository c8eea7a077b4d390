import { PASSWORD_MESSAGE, PASSWORD_MIN, USERNAME_MESSAGE, USERNAME_MIN } from './constants.js';

/** Sign-in rules without zod, for the sign-in screen (which must stay small); the server's schema uses the same numbers. */
export const INVALID_LOGIN_MESSAGE = /*i18n*/ 'Invalid username or password';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  /*i18n*/ 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

/**
 * Sign-in limits, in attempts per window (docs/decisions/0009-sign-in-limits.md): per username from one
 * address, per address, and a slower limit per username from addresses that never signed in to it (so a
 * stranger cannot lock the owner out); current-password checks per account.
 */
export const LOGIN_LIMIT = {
  windowMinutes: 15,
  perUsernameAndAddress: 10,
  perAddress: 50,
  perUsernameFromNewAddresses: 30,
  currentPasswordPerAccount: 10,
  /** New accounts made through open sign-up, per address. */
  signUpsPerAddress: 10,
} as const;
export const TOO_MANY_PASSWORD_CHECKS_MESSAGE =
  /*i18n*/ 'Too many wrong current passwords. Please wait a few minutes and try again.';

/** The sign-in form's checks, with their messages. */
export function loginProblems(username: string, password: string): { username?: string; password?: string } {
  const problems: { username?: string; password?: string } = {};
  if (username.trim().length < USERNAME_MIN) problems.username = USERNAME_MESSAGE;
  if (password.length < PASSWORD_MIN) problems.password = PASSWORD_MESSAGE;
  return problems;
}

/**
 * The sign-in answer's header naming its session's sign-out key (the SHA-256 of the cookie's token: it
 * signs nobody in): `POST /api/logout {"session": key}` ends that session only, whatever cookie the
 * browser holds by then (a sign-out finished after someone else signed in on that browser; issue 41).
 */
export const SIGN_OUT_KEY_HEADER = 'x-sign-out-key';
