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
