import { USERNAME_TAKEN_MESSAGE } from '../shared/constants.js';

/** An error whose status and message are meant for the client. Thrown by domain code, mapped in one place. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError(404, what);
export const forbidden = (message = 'You do not have permission to do that') => new AppError(403, message);
export const badRequest = (message: string) => new AppError(400, message);
export const conflict = (message: string) => new AppError(409, message);

/** Friendly messages for the unique constraints a client can run into; any other one gets the generic. */
const UNIQUE_MESSAGES: Record<string, string> = {
  users_username_lower_idx: USERNAME_TAKEN_MESSAGE,
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
      return conflict(UNIQUE_MESSAGES[name] ?? 'That conflicts with something that already exists');
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
