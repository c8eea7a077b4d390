import { codeForStatus, type ErrorCode } from '../shared/errors.js';

/** An error whose status and message are meant for the client. Thrown by domain code, mapped in one place. */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    code?: ErrorCode,
    readonly field?: string,
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
