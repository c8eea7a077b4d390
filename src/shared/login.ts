import { PASSWORD_MESSAGE, PASSWORD_MIN, USERNAME_MESSAGE, USERNAME_MIN } from './constants.js';

/** Sign-in rules without zod, for the sign-in screen (which must stay small); the server's schema uses the same numbers. */
export const INVALID_LOGIN_MESSAGE = 'Invalid username or password';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many failed sign-in attempts. Please wait a few minutes and try again.';

/** Failed sign-ins tolerated per username (and, more loosely, per address) within the window. */
export const LOGIN_LIMIT = { windowMinutes: 15, perUsername: 10, perAddress: 50 } as const;

/** The sign-in form's checks, with the spec's messages. */
export function loginProblems(username: string, password: string): { username?: string; password?: string } {
  const problems: { username?: string; password?: string } = {};
  if (username.trim().length < USERNAME_MIN) problems.username = USERNAME_MESSAGE;
  if (password.length < PASSWORD_MIN) problems.password = PASSWORD_MESSAGE;
  return problems;
}
