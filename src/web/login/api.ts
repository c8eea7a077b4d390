import type { LoginResponse } from '../../shared/auth';
import { INVALID_LOGIN_MESSAGE } from '../../shared/login';
import { ApiError, apiRequest } from '../lib/api';

/**
 * `POST /api/login`: the signed-in user, or an `ApiError` to show. A refusal carries the server's words,
 * or "Invalid username or password" when it has none (the spec's fallback).
 */
export async function requestSignIn(username: string, password: string): Promise<LoginResponse> {
  const res = await apiRequest('POST', '/api/login', { username: username.trim(), password });
  if (res.ok) return (await res.json()) as LoginResponse;
  const refused = await ApiError.from(res);
  const said = (refused.body as { error?: unknown } | undefined)?.error;
  throw typeof said === 'string' && said
    ? refused
    : new ApiError(refused.status, INVALID_LOGIN_MESSAGE, { code: refused.code });
}
