import { entries as allEntries, createStore, del, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import type { CreateEntryResponse, Entry, EntryCreate, FollowUpWrite } from '../../../../shared/entries';
import { NetworkError } from '../../../lib/api';
import { auth } from '../../../lib/auth';
import { createEntry, markFavorite, saveFollowUp, unmarkFavorite } from '../api';

/**
 * The outbox: what the user did while the network was away, kept in IndexedDB until the server has it. It
 * only keeps and replays: every request it sends is one of the entries' writes (./api.ts).
 * New entries carry an Idempotency-Key, so a send whose answer was lost is never saved twice (a favorite and
 * a follow-up set a value: sent twice, they leave the same state); a send the
 * server refuses stays with its reason until the user retries or discards it. Nothing is dropped silently.
 * Each item belongs to the account that made it: it is sent only while that account is signed in, named
 * in `x-user-id` (the server refuses it under another session), and it outlives a sign-out or an ended
 * session unless its owner chose to discard it (features/account/sign-out.ts).
 */
export type OutboxItem = {
  id: string;
  userId: number;
  queuedAt: string;
  /** The server's reason, when it refused this item (a retry sends it again). */
  error?: string;
} & (
  | { kind: 'entry'; body: EntryCreate }
  | { kind: 'favorite'; entryId: number; favorite: boolean }
  | { kind: 'follow-up'; entryId: number; body: FollowUpWrite }
);

const store = typeof indexedDB === 'undefined' ? undefined : createStore('strain-journal-outbox', 'items');
let items: OutboxItem[] = [];
let loaded = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

async function load() {
  if (!store) return;
  const rows = await allEntries<string, OutboxItem>(store);
  items = rows.map(([, v]) => v).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  loaded = true;
  emit();
}

async function put(item: OutboxItem) {
  items = [...items.filter((i) => i.id !== item.id), item];
  emit();
  if (store) await set(item.id, item, store);
}

async function remove(id: string) {
  items = items.filter((i) => i.id !== id);
  emit();
  if (store) await del(id, store);
}

const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The signed-in user's waiting items, oldest first (re-renders when they change). */
export function useOutbox(): OutboxItem[] {
  const all = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      if (!loaded) void load();
      return () => listeners.delete(listener);
    },
    () => items,
    () => items,
  );
  const userId = auth.get().userId;
  return all.filter((i) => i.userId === userId);
}

/**
 * Saves a new entry: sent at once when the network allows, kept in the outbox when it does not (or the
 * request gets no answer). A refusal from the server is an error for the form, as usual. Its time of use
 * is the moment of Save when the form says "Now".
 */
export async function submitEntry(
  input: EntryCreate,
): Promise<{ status: 'sent'; result: CreateEntryResponse } | { status: 'queued' }> {
  const id = newId();
  // "Now" is the moment of Save, sent with the entry: one kept offline keeps it, however late it syncs.
  const body = input.consumedAt ? input : { ...input, consumedAt: new Date().toISOString() };
  if (navigator.onLine) {
    try {
      return { status: 'sent', result: await createEntry(body, id) };
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
    }
  }
  // Sent later, it still counts (points, challenges) on the day it was saved.
  const queuedAt = new Date().toISOString();
  await put({
    id,
    kind: 'entry',
    body: { ...body, loggedAt: queuedAt },
    userId: auth.get().userId ?? 0,
    queuedAt,
  });
  return { status: 'queued' };
}

/** Marks or unmarks a favorite; offline, the change waits in the outbox (the screen shows it at once). */
export async function toggleFavorite(entryId: number, favorite: boolean): Promise<'sent' | 'queued'> {
  const item: OutboxItem = {
    id: newId(),
    kind: 'favorite',
    entryId,
    favorite,
    userId: auth.get().userId ?? 0,
    queuedAt: new Date().toISOString(),
  };
  if (navigator.onLine) {
    try {
      await sendItem(item);
      return 'sent';
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
    }
  }
  // A later toggle of the same entry replaces an earlier one still waiting.
  for (const old of items.filter((i) => i.kind === 'favorite' && i.entryId === entryId)) await remove(old.id);
  await put(item);
  return 'queued';
}

/**
 * Saves "How do you feel now?": at once when the network allows, else in the outbox like a new entry (a
 * later follow-up of the same entry replaces one still waiting). A refusal is an error for the form.
 */
export async function submitFollowUp(
  entryId: number,
  body: FollowUpWrite,
): Promise<{ status: 'sent'; entry: Entry } | { status: 'queued' }> {
  if (navigator.onLine) {
    try {
      return { status: 'sent', entry: await saveFollowUp(entryId, body) };
    } catch (err) {
      if (!(err instanceof NetworkError)) throw err;
    }
  }
  for (const old of items.filter((i) => i.kind === 'follow-up' && i.entryId === entryId))
    await remove(old.id);
  const userId = auth.get().userId ?? 0;
  await put({ id: newId(), kind: 'follow-up', entryId, body, userId, queuedAt: new Date().toISOString() });
  return { status: 'queued' };
}

/** The "after" levels waiting in the outbox, by entry id (the screens show them as saved). */
export function pendingFollowUps(waiting: OutboxItem[]): Map<number, FollowUpWrite> {
  const out = new Map<number, FollowUpWrite>();
  for (const i of waiting) if (i.kind === 'follow-up') out.set(i.entryId, i.body);
  return out;
}

/** Sends one item as the account that made it. Marking is idempotent on the server; unmarking too. */
function sendItem(item: OutboxItem): Promise<unknown> {
  if (item.kind === 'entry') return createEntry(item.body, item.id, item.userId);
  if (item.kind === 'follow-up') return saveFollowUp(item.entryId, item.body, item.userId);
  return item.favorite ? markFavorite(item.entryId, item.userId) : unmarkFavorite(item.entryId, item.userId);
}

type SyncResult = { sent: number; failed: number };
let syncing: Promise<SyncResult> | null = null;
let followUp: Promise<SyncResult> | null = null;

/**
 * Sends what waits, in order; one sync at a time. Asked while one runs (the browser came back online
 * during a sync that started offline, which stops at its first network error), one more sync follows it,
 * so nothing waits for the next start or the next time the browser comes online.
 */
export function syncOutbox(): Promise<SyncResult> {
  if (syncing) {
    followUp ??= syncing
      .catch(() => undefined)
      .then(() => {
        followUp = null;
        return syncOutbox();
      });
    return followUp;
  }
  syncing = sendWaiting().finally(() => {
    syncing = null;
  });
  return syncing;
}

/**
 * Sends every waiting item of the signed-in user, oldest first. Stops at the first request that gets no
 * answer (still offline); an item the server refuses keeps its reason and the rest go on.
 */
async function sendWaiting(): Promise<SyncResult> {
  if (!loaded) await load();
  const userId = auth.get().userId;
  let sent = 0;
  let failed = 0;
  for (const item of items.filter((i) => i.userId === userId && !i.error)) {
    // Signed out (or in as someone else) meanwhile: the rest waits for its own account.
    if (auth.get().userId !== item.userId) break;
    try {
      await sendItem(item);
      await remove(item.id);
      sent++;
    } catch (err) {
      if (err instanceof NetworkError) break;
      await put({ ...item, error: err instanceof Error ? err.message : /*i18n*/ 'The server refused it' });
      failed++;
    }
  }
  return { sent, failed };
}

/** Sends a refused item again (after the reason was dealt with, or to try once more). */
export async function retryItem(id: string) {
  const item = items.find((i) => i.id === id);
  if (!item) return;
  const { error: _e, ...rest } = item;
  await put(rest as OutboxItem);
  return syncOutbox();
}

export const discardItem = (id: string) => remove(id);

/** The account's items still on this device (sent or not, refused ones too), oldest first. */
export async function waitingFor(userId: number): Promise<OutboxItem[]> {
  if (!loaded) await load();
  return items.filter((i) => i.userId === userId);
}

/** Discards every item of the account (its owner chose to, signing out). */
export async function discardAllFor(userId: number) {
  for (const item of await waitingFor(userId)) await remove(item.id);
}
