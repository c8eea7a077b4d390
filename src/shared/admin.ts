import { z } from 'zod';
import { currentUser, optionalPasswordSchema, passwordSchema, roleSchema, usernameSchema } from './auth.js';

export const createUserInput = z.strictObject({
  username: usernameSchema,
  password: passwordSchema,
  role: roleSchema.default('user'),
});
export type CreateUserInput = z.infer<typeof createUserInput>;

/** Edit: a blank new password keeps the current one. */
export const updateUserInput = z.strictObject({
  username: usernameSchema,
  role: roleSchema.default('user'),
  newPassword: optionalPasswordSchema,
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;

/** An account as the admin sees it: the same public face as the signed-in user's own. */
/** An account as the admin's list shows it: `GET /api/user`'s fields but the account's own language. */
export const adminUser = currentUser.omit({ language: true });
export type AdminUser = z.infer<typeof adminUser>;

export const SELF_DELETE_MESSAGE = /*i18n*/ 'You cannot delete your own account from here';
export const SELF_CHANGE_MESSAGE =
  /*i18n*/ 'Change your own account in Settings; another admin can change your role';
export const USER_NOT_FOUND = /*i18n*/ 'User not found';
export const LAST_ADMIN_MESSAGE = /*i18n*/ 'At least one admin must remain';
