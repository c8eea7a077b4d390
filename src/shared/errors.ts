/** Stable machine-readable error codes: clients branch on these, never on a message's text. */
export const ERROR_CODES = [
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'unsupported_media_type',
  'payload_too_large',
  'bad_request',
  'server_error',
  'invalid_credentials',
  'account_inactive',
  'username_taken',
  'wrong_password',
  'import_refused',
  /** An invitation link that was used, has expired or was withdrawn (410): the page says which. */
  'invite_used',
  'invite_expired',
  'invite_revoked',
  /** `POST /api/signup` while an admin has not opened sign-up (403). */
  'sign_up_closed',
  /** Client only: the request never got an answer. */
  'network',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an error gets when nothing more specific is said, from its HTTP status. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'validation';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'server_error' : 'bad_request';
  }
}

/** The body every non-2xx API answer carries: a message for people, a code for programs. */
export interface ApiErrorBody {
  error: string;
  code: ErrorCode;
  /** For validation errors: the dotted path of the first invalid field (e.g. `rating`, `items.0.name`). */
  field?: string;
}
