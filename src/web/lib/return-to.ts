/** The query parameter the guards use to send a signed-out visitor back to where they were going. */
export const NEXT_PARAM = 'next';

/**
 * The same-origin path to return to after sign-in, or null. Only a plain absolute path is accepted:
 * no scheme, no protocol-relative `//host` or `/\host`, no control characters, and never the login
 * screen itself, so the parameter cannot be turned into an open redirect or a loop.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://same.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.invalid') return null;
  if (url.pathname === '/login' || url.pathname === '/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address for a visitor stopped at `path` (the root needs no return address). */
export function loginPathFor(path: string): string {
  const back = safeReturnPath(path);
  return back ? `/login?${NEXT_PARAM}=${encodeURIComponent(back)}` : '/login';
}
