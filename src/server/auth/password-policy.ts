import { passwordSchema } from '../../shared/auth.js';
import { COMMON_PASSWORD_MESSAGE } from '../../shared/constants.js';
import { badRequest } from '../errors.js';

// The zxcvbn-ts project's list of common passwords (49,233, most used first; from leaked-password
// corpora), loaded on the first new password rather than at start. Its entries are lower case.
let common: Promise<ReadonlySet<string>> | undefined;
function commonPasswords() {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return common;
}

/** Whether `password` (in any case) is among the most common passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/**
 * The server's half of the new-password rule (the shared schema holds the length): a common password is
 * a 400 on `field`, as a schema's refusal is. Every request that sets a password calls it: an invitation, a
 * sign-up, an admin's create and edit, a change in Settings.
 */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, 'validation', field);
}

/**
 * The whole new-password rule (the shared schema's length, then the common list) for the paths that set a
 * password without a request to answer: the operator's `reset-password` and the first admin's
 * ADMIN_PASSWORD. Answers what is wrong, or null.
 */
export async function newPasswordProblem(password: string): Promise<string | null> {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? /*i18n*/ 'Invalid password';
  return (await isCommonPassword(password)) ? COMMON_PASSWORD_MESSAGE : null;
}
