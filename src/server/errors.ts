import { USERNAME_TAKEN_CODE, USERNAME_TAKEN_MESSAGE } from '../shared/constants.js';
import { codeForStatus, type ErrorCode } from '../shared/errors.js';

/**
 * An error whose status and message are meant for the client. Thrown by domain code and routes alike, and
 * answered in the one error shape by the app's error handler (app.ts). `details`: more the client reads
 * beside the message (an import's report), sent in the same body.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    code?: ErrorCode,
    readonly field?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? codeForStatus(statusCode);
  }
}

export const notFound = (what = 'Not found') => new AppError(404, what);
export const forbidden = (message = 'You do not have permission to do that') => new AppError(403, message);
export const badRequest = (message: string, code?: ErrorCode, field?: string) =>
  new AppError(400, message, code, field);
export const conflict = (message: string, code?: ErrorCode) => new AppError(409, message, code);
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
        : conflict('That conflicts with something that already exists');
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
