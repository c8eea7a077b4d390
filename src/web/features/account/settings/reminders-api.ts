import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushKeyResponse } from '../../../../shared/push';
import { PUSH_MESSAGES } from '../../../../shared/reminder-rules';
import { getJson, sendJson } from '../../../lib/api';

/** Why this browser's reminders are off, as the Settings card words it; null when nothing is wrong. */
export type PushProblem = keyof typeof PUSH_MESSAGES | null;

export class PushProblemError extends Error {
  constructor(readonly problem: Exclude<PushProblem, null>) {
    super(PUSH_MESSAGES[problem]);
  }
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The service worker's registration: the one registered after the first screen, or none (development). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  const now = await navigator.serviceWorker.getRegistration();
  if (now) return now;
  const later = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5000));
  return Promise.race([navigator.serviceWorker.ready, later]);
}

/** The base64url VAPID key as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const raw = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export const reminderQueries = {
  /** This browser's subscription endpoint, or null: whether reminders come to this device. */
  device: () =>
    queryOptions({
      queryKey: ['push-subscription'] as const,
      queryFn: async (): Promise<string | null> => {
        if (!pushSupported()) return null;
        const reg = await navigator.serviceWorker.getRegistration();
        return (await reg?.pushManager.getSubscription())?.endpoint ?? null;
      },
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** Asks to show notifications, subscribes this browser with the server's key and tells the server. */
async function subscribeThisDevice(): Promise<string> {
  if (!pushSupported()) throw new PushProblemError('unsupported');
  if (Notification.permission === 'denied') throw new PushProblemError('denied');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushProblemError('denied');
  if (permission !== 'granted') throw new PushProblemError('dismissed');
  const reg = await registration();
  if (!reg) throw new PushProblemError('failed');
  const { publicKey } = await getJson<PushKeyResponse>('/api/push/key');
  let subscription: PushSubscription;
  try {
    subscription = await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  } catch {
    // No push service reachable (or the browser refused): nothing was stored anywhere.
    throw new PushProblemError('failed');
  }
  await sendJson('POST', '/api/push/subscriptions', subscription.toJSON());
  return subscription.endpoint;
}

/**
 * The app opens signed in: this browser's subscription, if it has one, is given to the server again, so it
 * belongs to this session (a subscription ends with the session that made it; decision 0053).
 */
export async function relinkThisDevice(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
  if (subscription) await sendJson('POST', '/api/push/subscriptions', subscription.toJSON());
}

/** Unsubscribes this browser and has the server forget it. */
async function unsubscribeThisDevice(): Promise<null> {
  if (!pushSupported()) return null;
  const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
  if (!subscription) return null;
  await sendJson('DELETE', '/api/push/subscriptions', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
  return null;
}

/** Turns this device's reminders on or off; the caller saves the account's switch after. */
export function useDeviceReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? subscribeThisDevice() : unsubscribeThisDevice()),
    onSuccess: (endpoint) => queryClient.setQueryData(reminderQueries.device().queryKey, endpoint),
  });
}
