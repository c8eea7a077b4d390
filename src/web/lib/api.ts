import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ApiErrorBody, codeForStatus, ERROR_CODES, type ErrorCode } from '../../shared/errors';
import { LANGUAGES } from '../../shared/i18n-rules';
import { auth } from './auth';
import { sayMessage } from './i18n';
import { keepCopy, readCopy } from './offline-copy';

let unauthorized: (userId: number) => void = () => {};
/**
 * What to do when the server says a signed-in user's session is over (app/shell/signed-in.tsx sets it:
 * features/account/session-ended.ts).
 */
export function whenUnauthorized(handler: (userId: number) => void) {
  unauthorized = handler;
}

/**
 * The one request helper: sends cookies and, when a user id is stored (or given), `x-user-id`; declares
 * JSON only when there is a body. A non-ok answer becomes an `ApiError` (status, code, field, message); a
 * 401 to a signed-in user also ends the session on this device (`whenUnauthorized`). A request that gets
 * no answer becomes a `NetworkError` (code `network`), except a read of the account's data kept for offline
 * use (lib/offline-copy.ts), which is answered from that copy.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const h: Record<string, string> = { ...headers };
  const userId = auth.get().userId;
  if (userId && !h['x-user-id']) h['x-user-id'] = String(userId);
  if (body !== undefined) h['content-type'] = 'application/json';
  // The server writes its messages in the app's language (the account's, once signed in).
  if ((LANGUAGES as readonly string[]).includes(i18n.locale)) h['accept-language'] = i18n.locale;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: h,
      body: body !== undefined ? JSON.stringify(body) : undefined,
      credentials: 'include',
    });
  } catch (err) {
    const copy = method === 'GET' && userId ? await readCopy(userId, url) : undefined;
    if (copy) return copy;
    throw new NetworkError(err);
  }
  if (!res.ok) {
    if (res.status === 401 && userId) unauthorized(userId);
    throw await ApiError.from(res);
  }
  if (method === 'GET' && userId) keepCopy(userId, url, res);
  return res;
}

/** A non-2xx answer: its status, the server's stable `code`, the invalid `field` if any, and the message. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  /** The parsed JSON body, for answers that carry more than the error (e.g. an import report). */
  readonly body?: unknown;
  constructor(
    readonly status: number,
    message: string,
    options: { code?: ErrorCode; field?: string; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = options.code ?? codeForStatus(status);
    this.field = options.field;
    this.body = options.body;
  }

  static async from(res: Response): Promise<ApiError> {
    const text = await res.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const parsed = (body ?? {}) as Partial<ApiErrorBody>;
    const message =
      typeof parsed.error === 'string' && parsed.error
        ? parsed.error
        : text.trim() || res.statusText || 'Request failed';
    const code =
      typeof parsed.code === 'string' && ERROR_CODES.includes(parsed.code) ? parsed.code : undefined;
    const field = typeof parsed.field === 'string' ? parsed.field : undefined;
    return new ApiError(res.status, message, { code, field, body });
  }
}

export const NETWORK_ERROR_MESSAGE = /*i18n*/ 'Network error occurred. Please check your connection.';

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  readonly code = 'network' as const satisfies ErrorCode;
  readonly status = 0;
  constructor(override readonly cause: unknown) {
    super(NETWORK_ERROR_MESSAGE);
    this.name = 'NetworkError';
  }
}

/** GET and parse JSON. */
export async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest('GET', url);
  return (await res.json()) as T;
}

/** Send and parse the JSON answer (or undefined when there is none). */
export async function sendJson<T>(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const res = await apiRequest(method, url, body, headers);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const UNKNOWN_ERROR = msg`An unknown error occurred`;

/**
 * The human part of an error for a toast, in the active language: the message of an API or network error
 * (a shared message's English text is its id in the catalogs; the server's own words are already in the
 * account's language and read as they are), or the fallback.
 */
export function errorMessage(err: unknown, fallback?: string): string {
  const orElse = fallback ?? i18n._(UNKNOWN_ERROR);
  if (err instanceof ApiError || err instanceof NetworkError)
    return err.message ? sayMessage(err.message) : orElse;
  if (err instanceof TypeError) return sayMessage(NETWORK_ERROR_MESSAGE);
  return err instanceof Error && err.message ? sayMessage(err.message) : orElse;
}
