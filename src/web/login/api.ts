import type { LoginResponse } from '../../shared/auth';
import { INVALID_LOGIN_MESSAGE } from '../../shared/login';
import { ApiError, sendJson } from '../lib/api';

/**
 * `POST /api/login`: the signed-in user, or an `ApiError` to show. A refusal (401, 403) carries the
 * server's words, or "Invalid username or password" when it has none (the spec's fallback).
 */
export async function requestSignIn(username: string, password: string): Promise<LoginResponse> {
  try {
    return await sendJson<LoginResponse>('POST', '/api/login', { username: username.trim(), password });
  } catch (err) {
    if (!(err instanceof ApiError) || (err.status !== 401 && err.status !== 403)) throw err;
    const said = (err.body as { error?: unknown } | undefined)?.error;
    throw typeof said === 'string' && said
      ? err
      : new ApiError(err.status, INVALID_LOGIN_MESSAGE, { code: err.code });
  }
}
