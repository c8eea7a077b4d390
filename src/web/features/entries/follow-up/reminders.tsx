import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { followUpWindow } from '../../../../shared/session-rules';
import { auth } from '../../../lib/auth';
import { KEYS, storage } from '../../../lib/storage';
import { entryQueries } from '../api';
import { symptomInText } from '../entry-text';

export const notificationsAvailable = () => typeof window !== 'undefined' && 'Notification' in window;

/** The browser's notification permission, and a way to ask for it (from a click). */
export function useFollowUpReminders() {
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    notificationsAvailable() ? Notification.permission : 'denied',
  );
  return {
    permission,
    ask: async () => setPermission(await Notification.requestPermission()),
  };
}

/** setTimeout's longest wait; a follow-up further away is scheduled on a later visit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * While the app is open and notifications are allowed, asks "How do you feel now?" once per session when
 * its follow-up opens (at the onset time). Renders nothing; mounted in the user's screens.
 */
export default function FollowUpReminders() {
  const granted = notificationsAvailable() && Notification.permission === 'granted';
  const entries = useQuery({ ...entryQueries.list(), enabled: granted });
  const [, navigate] = useLocation();
  useEffect(() => {
    const userId = auth.get().userId;
    if (!granted || !entries.data || !userId) return;
    const key = KEYS.followUpsNotified(userId);
    const timers: ReturnType<typeof setTimeout>[] = [];
    const now = Date.now();
    for (const entry of entries.data) {
      const waiting = entry.outcomes.filter((o) => o.after == null);
      if (waiting.length === 0) continue;
      const { opens, closes } = followUpWindow(entry);
      if (now >= closes) continue;
      const notify = () => {
        const done = storage.json<number[]>(key) ?? [];
        if (done.includes(entry.id)) return;
        storage.set(key, JSON.stringify([...done, entry.id].slice(-100)));
        const names = waiting.map((o) => symptomInText(i18n, o.symptom));
        // English joins them with "and", as it always has; the others as their language lists things.
        const symptoms = ['en', 'pseudo'].includes(i18n.locale)
          ? names.join(' and ')
          : new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(names);
        const strain = entry.strainName;
        const n = new Notification(t`How do you feel now?`, {
          body: t`${strain}: rate your ${symptoms} again.`,
          tag: `follow-up-${entry.id}`,
        });
        n.onclick = () => {
          window.focus();
          navigate(`/entry/${entry.id}`);
          n.close();
        };
      };
      if (now >= opens) notify();
      else if (opens - now < LONGEST_TIMER_MS) timers.push(setTimeout(notify, opens - now));
    }
    return () => timers.forEach(clearTimeout);
  }, [granted, entries.data, navigate]);
  return null;
}
