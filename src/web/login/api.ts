import type { LoginResponse } from '../../shared/auth';
import { INVALID_LOGIN_MESSAGE, SIGN_OUT_KEY_HEADER } from '../../shared/login';
import { ApiError, apiRequest } from '../lib/api';

/**
 * `POST /api/login`: the signed-in user and the session's sign-out key, or an `ApiError` to show. A
 * refusal (401, 403) carries the server's words, or "Invalid username or password" when it has none.
 */
export async function requestSignIn(
  username: string,
  password: string,
): Promise<{ user: LoginResponse; signOutKey: string | null }> {
  try {
    const res = await apiRequest('POST', '/api/login', { username: username.trim(), password });
    return { user: (await res.json()) as LoginResponse, signOutKey: res.headers.get(SIGN_OUT_KEY_HEADER) };
  } catch (err) {
    if (!(err instanceof ApiError) || (err.status !== 401 && err.status !== 403)) throw err;
    const said = (err.body as { error?: unknown } | undefined)?.error;
    throw typeof said === 'string' && said
      ? err
      : new ApiError(err.status, INVALID_LOGIN_MESSAGE, { code: err.code });
  }
}
