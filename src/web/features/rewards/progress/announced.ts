import { auth } from '../../../lib/auth';
import { KEYS, storage } from '../../../lib/storage';

/** The newest this many are kept: daily challenges add a key or two a day. */
const KEEP = 400;

/**
 * What this device has already celebrated for a user (popup or dialog toast), kept in local storage as
 * "userId:key" so two people sharing a browser each see their own once. Keys are celebration keys
 * ("achievement:first_experience", "level:strain_explorer", …); an achievement recorded by its bare key (as
 * earlier versions did) counts as announced too. Local storage is shared by the tabs of a browser, so a
 * popup one tab showed is not shown again by another.
 */
function read(): string[] {
  try {
    const parsed = JSON.parse(storage.get(KEYS.announcedAchievements) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const tag = (key: string) => `${auth.get().userId ?? 'anonymous'}:${key}`;

export function isAnnounced(key: string): boolean {
  const seen = read();
  const bare = key.startsWith('achievement:') ? key.slice('achievement:'.length) : null;
  return seen.includes(tag(key)) || (bare !== null && seen.includes(tag(bare)));
}

export function markAnnounced(keys: string[]) {
  const current = read();
  const next = [...new Set([...current, ...keys.map(tag)])].slice(-KEEP);
  if (keys.some((k) => !current.includes(tag(k))))
    storage.set(KEYS.announcedAchievements, JSON.stringify(next));
}
