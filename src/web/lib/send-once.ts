import { storage } from './storage';

/**
 * Offers a browser default (its time zone, its currency) to an account setting once: only while the
 * account has none chosen yet, and only once per account on this device. After that it is a setting the
 * user changes in Settings. Answers the setting when it was read, null when it had been offered before.
 */
export async function offerOnce<T extends { chosen: boolean }>(
  key: string,
  read: () => Promise<T>,
  choose: () => Promise<T>,
): Promise<T | null> {
  if (storage.get(key) === 'true') return null;
  let setting = await read();
  if (!setting.chosen) setting = await choose();
  storage.set(key, 'true');
  return setting;
}
