import { USERNAME_TAKEN_CODE, USERNAME_TAKEN_MESSAGE } from '../shared/constants.js';
import { codeForStatus, type ErrorCode } from '../shared/errors.js';
import { english, type Message, messageOf } from '../shared/message.js';

/**
 * An error whose status and message are meant for the client. Thrown by domain code and routes alike, and
 * answered in the one error shape by the app's error handler (app.ts), its message translated there into
 * the reader's language. `message` is a text marked `/*i18n*\/` (or made by `message()`), or a `Message`
 * with values from the request (src/shared/message.ts); `.message` is its English, for logs. `details`:
 * more the client reads beside the message (an import's report), sent in the same body.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** The message to translate: its id and values. */
  readonly said: Message;
  constructor(
    readonly statusCode: number,
    message: string | Message,
    code?: ErrorCode,
    readonly field?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(typeof message === 'string' ? message : english(message));
    this.name = 'AppError';
    this.code = code ?? codeForStatus(statusCode);
    this.said = typeof message === 'string' ? messageOf(message) : message;
  }
}

export const NOT_FOUND_MESSAGE = /*i18n*/ 'Not found';
export const FORBIDDEN_MESSAGE = /*i18n*/ 'You do not have permission to do that';
/** A request that needs a signed-in account, without one (or with one gone since). */
export const SIGN_IN_MESSAGE = /*i18n*/ 'Please sign in to continue';
export const notFound = (what: string | Message = NOT_FOUND_MESSAGE) => new AppError(404, what);
export const forbidden = (message: string | Message = FORBIDDEN_MESSAGE) => new AppError(403, message);
export const badRequest = (message: string | Message, code?: ErrorCode, field?: string) =>
  new AppError(400, message, code, field);
export const conflict = (message: string | Message, code?: ErrorCode) => new AppError(409, message, code);
/** A username another account has (any case): every path that finds one answers this, one code. */
export const usernameTaken = () => conflict(USERNAME_TAKEN_MESSAGE, USERNAME_TAKEN_CODE);

/** The answers to the unique constraints a client can run into; any other one gets the generic. */
const UNIQUE_ANSWERS: Record<string, () => AppError> = {
  users_username_lower_idx: usernameTaken,
};

/**
 * A unique violation (SQLSTATE 23505) from either driver, even wrapped by the ORM, as a 409: two requests
 * racing for the same name get a clear conflict, never a 500. Null for any other error.
 */
export function uniqueViolation(error: unknown): AppError | null {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') {
      const name = typeof constraint === 'string' ? constraint : '';
      return name in UNIQUE_ANSWERS
        ? UNIQUE_ANSWERS[name]()
        : conflict(/*i18n*/ 'That conflicts with something that already exists');
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
