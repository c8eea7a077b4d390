import { getJson, sendJson } from './api';

/**
 * An account setting chosen from a list and kept by the server at its own path (`GET` reads it, `PUT`
 * replaces it): the time zone, the currency. One object serves Settings' card and the once-only offer of
 * the browser's default.
 */
export function accountChoice<T extends { chosen: boolean }>(path: string, field: keyof T & string) {
  return {
    query: { queryKey: [path] as const, queryFn: () => getJson<T>(path) },
    /** The chosen value out of the setting. */
    pick: (setting: T) => String(setting[field]),
    choose: (value: string) => sendJson<T>('PUT', path, { [field]: value }),
  };
}

export type AccountChoice<T extends { chosen: boolean }> = ReturnType<typeof accountChoice<T>>;
