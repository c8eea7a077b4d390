import { z } from 'zod';
import { passwordSchema, roleSchema, usernameSchema } from './auth.js';
import { instant } from './wire.js';

/** An invitation link lives this long (issue 57). */
export const INVITE_DAYS = 7;
/** An invitation link's token: 32 random bytes, base64url (43 characters); anything else is unknown. */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Where an invitation is opened: `/invite/<token>` (the screen in src/web/features/account/invite). */
export const INVITE_PATH = '/invite';

export const INVITE_NOT_FOUND = /*i18n*/ 'This invitation link is not valid. Check that it was copied whole.';
export const INVITE_USED =
  /*i18n*/ 'This invitation link was already used. Sign in with the password chosen then.';
export const INVITE_EXPIRED = /*i18n*/ 'This invitation link has expired. Ask an admin for a new one.';
export const INVITE_REVOKED = /*i18n*/ 'This invitation was withdrawn. Ask an admin for a new one.';
export const INVITE_TOO_MANY_TRIES =
  /*i18n*/ 'Too many invalid invitation links from this address. Please wait a minute.';
export const INVITE_GONE = /*i18n*/ 'That invitation is no longer open';
export const SIGN_UP_CLOSED_MESSAGE = /*i18n*/ 'Sign-up is closed. Ask an admin to invite you.';
export const TOO_MANY_SIGN_UPS_MESSAGE =
  /*i18n*/ 'Too many new accounts from this address. Please wait a few minutes.';

/** Failed invitation look-ups allowed per address in one window (as share links: decision 0019). */
export const INVITE_LOOKUP_LIMIT = 20;
export const INVITE_LOOKUP_WINDOW_SECONDS = 60;

/** `POST /api/admin/invites`: the account to make; its password is the invited person's to choose. */
export const inviteInput = z.strictObject({
  username: usernameSchema,
  role: roleSchema.default('user'),
});
export type InviteInput = z.infer<typeof inviteInput>;

/** Its answer: the one-time link (a path on this site; shown once) and when it stops working. */
export const createdInvite = z.object({
  id: z.number(),
  userId: z.number(),
  username: z.string(),
  url: z.string(),
  expiresAt: instant,
});
export type CreatedInvite = z.infer<typeof createdInvite>;

/** An open invitation, as the admin's list shows it (never its link: only its hash is kept). */
export const openInvite = z.object({
  id: z.number(),
  userId: z.number(),
  username: z.string(),
  role: roleSchema,
  createdAt: instant,
  expiresAt: instant,
});
export type OpenInvite = z.infer<typeof openInvite>;

/** `GET /api/invites/{token}`: who the link is for, while it is live. */
export const inviteInfo = z.object({ username: z.string(), expiresAt: instant });
export type InviteInfo = z.infer<typeof inviteInfo>;

/** `POST /api/invites/{token}`: the password the invited person chooses. */
export const acceptInviteInput = z.strictObject({ password: passwordSchema });
export type AcceptInviteInput = z.infer<typeof acceptInviteInput>;

/** `POST /api/signup`, while an admin has opened sign-up. */
export const signUpInput = z.strictObject({ username: usernameSchema, password: passwordSchema });
export type SignUpInput = z.infer<typeof signUpInput>;

/** `GET /api/signup` (public) and the admin's setting: whether anyone may create an account. */
export const signUpStatus = z.object({ open: z.boolean() });
export type SignUpStatus = z.infer<typeof signUpStatus>;
export const signUpSetting = z.strictObject({ open: z.boolean() });
