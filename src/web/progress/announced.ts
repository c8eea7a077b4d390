import { auth } from '../lib/auth';
import { KEYS, storage } from '../lib/storage';

/**
 * Achievements already shown to this user on this device (popup or dialog toast), kept in local storage
 * as "userId:key" so two people sharing a browser each see their own once.
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
  return read().includes(tag(key));
}

export function markAnnounced(keys: string[]) {
  const current = read();
  const next = [...new Set([...current, ...keys.map(tag)])];
  if (next.length !== current.length) storage.set(KEYS.announcedAchievements, JSON.stringify(next));
}
