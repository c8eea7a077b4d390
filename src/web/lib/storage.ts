import { STORAGE_PREFIX } from '../../shared/constants';

/** Every key the app keeps in local storage, prefixed with the product's name. */
export const KEYS = {
  authenticated: `${STORAGE_PREFIX}:authenticated`,
  userId: `${STORAGE_PREFIX}:userId`,
  userRole: `${STORAGE_PREFIX}:userRole`,
  username: `${STORAGE_PREFIX}:username`,
  settings: `${STORAGE_PREFIX}:settings`,
  announcedAchievements: `${STORAGE_PREFIX}:announcedAchievements`,
  /** Per account: the server's time of the last celebrations this device asked for. */
  celebratedUntil: (userId: number) => `${STORAGE_PREFIX}:celebratedUntil:${userId}`,
  /** Per account: the browser's time zone was offered to the server once. */
  timeZoneSent: (userId: number) => `${STORAGE_PREFIX}:timeZoneSent:${userId}`,
  /** Per account: the browser's currency was offered to the server once. */
  currencySent: (userId: number) => `${STORAGE_PREFIX}:currencySent:${userId}`,
  /** Per account: the New Entry form's unsaved values, kept while typing. */
  entryDraft: (userId: number) => `${STORAGE_PREFIX}:entryDraft:${userId}`,
  /** Per account: the product, method and dose of the last entry saved, offered on the next one. */
  lastSession: (userId: number) => `${STORAGE_PREFIX}:lastSession:${userId}`,
  /** Per account: entries whose follow-up notification was shown. */
  followUpsNotified: (userId: number) => `${STORAGE_PREFIX}:followUpsNotified:${userId}`,
  /** The signed-in session's sign-out key (the sign-in answer's header): ends that session only. */
  signOutKey: `${STORAGE_PREFIX}:signOutKey`,
  /** A sign-out the server has not been told of yet (lib/sign-out-pending.ts). */
  signOutPending: `${STORAGE_PREFIX}:signOutPending`,
  /** The language this device last used (the account's, once signed in; lib/i18n.ts). */
  language: `${STORAGE_PREFIX}:language`,
} as const;

/**
 * The keys that hold an account's own content (its settings, an unsaved entry, the last dose): removed on
 * every sign-out and when the session ends elsewhere (a 401). The per-account markers of what this device
 * already did (celebrated until, time zone and currency offered, reminders shown) hold no journal content
 * and stay, so a later sign-in does not celebrate or ask again (docs/decisions/0047).
 */
export const accountContentKeys = (userId: number) => [
  KEYS.settings,
  KEYS.entryDraft(userId),
  KEYS.lastSession(userId),
];

export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage full or blocked: the app still works for this visit.
    }
  },
  /** A JSON value, or null when absent or unreadable. */
  json<T>(key: string): T | null {
    const raw = storage.get(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  remove(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      // ignore
    }
  },
};
