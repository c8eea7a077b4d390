/**
 * Open sign-up (issue 57, decision 0077): off until an admin opens it in the dashboard. The setting is a row
 * of `site_settings`, read from the database on every request, so every app server answers alike.
 */
import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/constants.js';
import {
  SIGN_UP_CLOSED_MESSAGE,
  type SignUpInput,
  TOO_MANY_SIGN_UPS_MESSAGE,
} from '../../../shared/invites.js';
import { reserveSignUp } from '../../auth/login-limit.js';
import { refuseCommonPassword } from '../../auth/password-policy.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { siteSettings } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { type SignInFrom, startSession } from './account.js';
import { createUser } from './users.js';

/** Whether anyone may create an account now. */
export async function signUpOpen(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ open: siteSettings.openSignUp })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.open ?? false;
}

/** The admin's switch; answers the setting as it now is. */
export async function setSignUpOpen(db: Db, open: boolean, now: Date): Promise<{ open: boolean }> {
  await db
    .insert(siteSettings)
    .values({ id: 1, openSignUp: open, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.id, set: { openSignUp: open, updatedAt: now } });
  return { open };
}

/**
 * A new account with the user role, signed in at once: 403 while sign-up is closed, 429 past the limit per
 * address, the new-password rules, and a taken username (username_taken) as everywhere.
 */
export async function signUp(
  db: Db,
  input: SignUpInput,
  from: SignInFrom,
  now: Date,
): Promise<{ token: string; user: { id: number; role: Role; username: string } }> {
  if (!(await signUpOpen(db))) throw new AppError(403, SIGN_UP_CLOSED_MESSAGE, 'sign_up_closed');
  if (!(await reserveSignUp(db, from.ip, now))) throw new AppError(429, TOO_MANY_SIGN_UPS_MESSAGE);
  await refuseCommonPassword(input.password, 'password');
  const created = await createUser(db, { username: input.username, password: input.password }, now);
  const user = { id: created.id, role: created.role, username: created.username };
  const token = await db.transaction((tx) => startSession(tx, user, from, now));
  return { token, user };
}
