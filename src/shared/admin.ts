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
export const adminUser = currentUser;
export type AdminUser = z.infer<typeof adminUser>;

export const SELF_DELETE_MESSAGE = 'You cannot delete your own account from here';
export const SELF_CHANGE_MESSAGE = 'Change your own account in Settings; another admin can change your role';
export const LAST_ADMIN_MESSAGE = 'At least one admin must remain';
