import { auth } from './auth';

const LOGIN_PATHS = new Set(['/api/auth/login', '/api/login']);

/**
 * The one request helper: sends cookies and, when a user id is stored, `x-user-id`; declares JSON only
 * when there is a body. A non-ok answer becomes an Error "status: body text"; a 401 or 403 from the
 * login paths is handed back to the caller instead.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const h: Record<string, string> = { ...headers };
  const userId = auth.get().userId;
  if (userId) h['x-user-id'] = String(userId);
  if (body !== undefined) h['content-type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers: h,
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  if (!res.ok) {
    if (LOGIN_PATHS.has(url) && (res.status === 401 || res.status === 403)) return res;
    const text = (await res.text().catch(() => '')) || res.statusText;
    throw new ApiError(res.status, `${res.status}: ${text}`);
  }
  return res;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
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

/**
 * The human part of an error for a toast: the server's `{error}` message out of "status: body", the
 * body itself when it is plain text, or the fallback.
 */
export function errorMessage(err: unknown, fallback = 'An unknown error occurred'): string {
  if (!(err instanceof Error) || !err.message) return fallback;
  if (err instanceof TypeError) return 'Network error occurred. Please check your connection.';
  const match = /^\d{3}: ([\s\S]*)$/.exec(err.message);
  if (!match) return err.message;
  try {
    const parsed = JSON.parse(match[1]) as { error?: unknown };
    if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
  } catch {
    // not JSON
  }
  return match[1].trim() || fallback;
}
