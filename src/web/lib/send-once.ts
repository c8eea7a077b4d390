import type { QueryClient } from '@tanstack/react-query';
import type { AccountChoice } from './account-choice';
import { storage } from './storage';

/**
 * Offers a browser default (its time zone, its currency) to an account setting once: only while the
 * account has none chosen yet, and only once per account on this device. After that it is a setting the
 * user changes in Settings. The setting is read through the query cache (one request, shared with a screen
 * asking for it meanwhile), and what the server answers to the choice becomes the cached setting.
 */
export async function offerOnce<T extends { chosen: boolean }>(
  queryClient: QueryClient,
  key: string,
  choice: AccountChoice<T>,
  browserValue: () => string,
): Promise<void> {
  if (storage.get(key) === 'true') return;
  const setting = await queryClient.fetchQuery(choice.query);
  if (!setting.chosen) queryClient.setQueryData(choice.query.queryKey, await choice.choose(browserValue()));
  storage.set(key, 'true');
}
