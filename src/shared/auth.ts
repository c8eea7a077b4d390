import { z } from 'zod';
import {
  NEW_PASSWORD_MESSAGE,
  NEW_PASSWORD_MIN,
  PASSWORD_MESSAGE,
  PASSWORD_MIN,
  ROLES,
  USERNAME_MESSAGE,
  USERNAME_MIN,
} from './constants.js';
import { languageSchema } from './i18n.js';
import { message } from './message.js';
import { instant } from './wire.js';

export const usernameSchema = z
  .string({ message: USERNAME_MESSAGE })
  .trim()
  .min(USERNAME_MIN, USERNAME_MESSAGE)
  .max(40, /*i18n*/ 'Username must be at most 40 characters long')
  .regex(/^[\p{L}\p{N}_.@-]+$/u, /*i18n*/ 'Username may use letters, numbers and _ . @ - only');

export const PASSWORD_MAX = 200;
const PASSWORD_MAX_MESSAGE = message(/*i18n*/ 'Password must be at most {max} characters long', {
  max: PASSWORD_MAX,
});

/**
 * A password chosen now: at least NEW_PASSWORD_MIN characters. The server also refuses the most common
 * passwords (src/server/auth/password-policy.ts); signing in keeps the specification's 4 (`loginInput`).
 */
export const passwordSchema = z
  .string({ message: NEW_PASSWORD_MESSAGE })
  .min(NEW_PASSWORD_MIN, NEW_PASSWORD_MESSAGE)
  .max(PASSWORD_MAX, PASSWORD_MAX_MESSAGE);

/** An optional new password (an admin's edit): blank keeps the current one, anything else is a new one. */
export const optionalPasswordSchema = z
  .string()
  .max(PASSWORD_MAX, PASSWORD_MAX_MESSAGE)
  .optional()
  .refine((v) => v === undefined || v === '' || v.length >= NEW_PASSWORD_MIN, NEW_PASSWORD_MESSAGE);

export const loginInput = z.strictObject({
  username: z.string({ message: USERNAME_MESSAGE }).trim().min(USERNAME_MIN, USERNAME_MESSAGE).max(200),
  password: z.string({ message: PASSWORD_MESSAGE }).min(PASSWORD_MIN, PASSWORD_MESSAGE).max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

export const roleSchema = z.enum(ROLES, { message: /*i18n*/ 'Role must be user, manager or admin' });

/**
 * The language the account chose (issue 59), for the client to switch to as it signs in; null: never
 * chosen (the client keeps the browser's, and may keep it on the account).
 */
const accountLanguage = languageSchema.nullable();
export const loginResponse = z.object({
  id: z.number(),
  role: roleSchema,
  username: z.string(),
  language: accountLanguage,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export {
  INVALID_LOGIN_MESSAGE,
  LOGIN_LIMIT,
  SIGN_OUT_KEY_HEADER,
  TOO_MANY_ATTEMPTS_MESSAGE,
  TOO_MANY_PASSWORD_CHECKS_MESSAGE,
} from './login.js';

export const usernameChangeInput = z.strictObject({ username: usernameSchema });
export const passwordChangeInput = z.strictObject({
  currentPassword: z.string().min(1, /*i18n*/ 'Please enter your current password').max(200),
  newPassword: passwordSchema,
});

/** What every answer about an account shows: who it is and how far it got, never a password or hash. */
export const accountFields = {
  id: z.number(),
  username: z.string(),
  role: roleSchema,
  points: z.number(),
  streakCount: z.number(),
  lastLoginDate: instant.nullable(),
};

/** What `GET /api/user` answers: the signed-in account. */
export const currentUser = z.object({ ...accountFields, createdAt: instant, language: accountLanguage });
export type CurrentUser = z.infer<typeof currentUser>;

export const sessionInfo = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  createdAt: instant,
  lastSeenAt: instant,
});
export type SessionInfo = z.infer<typeof sessionInfo>;
