import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { DEFAULT_SETTINGS, type UserSettings, withDefaults } from '../../shared/settings-defaults';
import { getJson, sendJson } from './api';
import { useAuth } from './auth';
import { sendBrowserCurrencyOnce } from './currency';
import { setDisplayTimeZone } from './dates';
import { applyDisplay } from './display';
import { KEYS, storage } from './storage';
import { sendBrowserTimeZoneOnce, timeZoneChoice } from './time-zone';
import { toast } from './toast';

function readCached(): UserSettings {
  const raw = storage.get(KEYS.settings);
  if (!raw) return DEFAULT_SETTINGS;
  try {
    return withDefaults(JSON.parse(raw));
  } catch (err) {
    console.warn('Saved settings are unreadable; using defaults', err);
    return DEFAULT_SETTINGS;
  }
}

/** The settings' save, one mutation key: whether one is in flight is the data client's to say. */
const SAVE_SETTINGS = ['/api/user/settings', 'save'] as const;

export const settingsQuery = {
  queryKey: ['/api/user/settings'],
  queryFn: () => getJson<UserSettings>('/api/user/settings'),
};

interface SettingsContextValue {
  settings: UserSettings;
  /** Applies at once, caches locally and saves to the account. */
  update: (next: UserSettings) => Promise<void>;
  saving: boolean;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const { authenticated, userId } = useAuth();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState<UserSettings>(readCached);
  // Saving goes through the data client's mutations: `saving` is whether one is in flight.
  const saving = useIsMutating({ mutationKey: SAVE_SETTINGS }) > 0;

  // The account's settings win over the local cache once they arrive.
  const remote = useQuery({ ...settingsQuery, enabled: authenticated });
  useEffect(() => {
    if (remote.data && queryClient.isMutating({ mutationKey: SAVE_SETTINGS }) === 0) {
      setSettings(remote.data);
      storage.set(KEYS.settings, JSON.stringify(remote.data));
    }
  }, [remote.data, queryClient]);

  useLayoutEffect(() => applyDisplay(settings.display), [settings.display]);

  // Dates on every screen follow the account's time zone once it is chosen (the browser's until then).
  const zone = useQuery({ ...timeZoneChoice.query, enabled: authenticated });
  setDisplayTimeZone(zone.data?.chosen ? zone.data.timeZone : undefined);

  // The account's time zone and currency start as the browser's (sent once; changed later in Settings).
  useEffect(() => {
    if (!authenticated || !userId) return;
    // Offered again on a later visit when this one fails (offline, say).
    sendBrowserTimeZoneOnce(queryClient, userId).catch(() => {});
    sendBrowserCurrencyOnce(queryClient, userId).catch(() => {});
  }, [authenticated, userId, queryClient]);

  const save = useMutation({
    mutationKey: SAVE_SETTINGS,
    mutationFn: (next: UserSettings) => sendJson<UserSettings>('PUT', '/api/user/settings', next),
    onSuccess: (saved) => queryClient.setQueryData(settingsQuery.queryKey, saved),
    onError: () =>
      toast({
        title: 'Error saving settings',
        description: 'Your change applies on this device; please try again.',
        variant: 'destructive',
      }),
  });
  const { mutateAsync } = save;

  const update = useCallback(
    async (next: UserSettings) => {
      setSettings(next);
      storage.set(KEYS.settings, JSON.stringify(next));
      await mutateAsync(next);
    },
    [mutateAsync],
  );

  const value = useMemo(() => ({ settings, update, saving }), [settings, update, saving]);
  return <SettingsContext value={value}>{children}</SettingsContext>;
}

export function useSettings() {
  const ctx = use(SettingsContext);
  if (!ctx) throw new Error('useSettings must be used inside <SettingsProvider>');
  return ctx;
}
