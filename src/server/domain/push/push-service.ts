import type { Db } from '../../db/client.js';
import { type Resolve, systemResolve } from './push-endpoint.js';
import { runReminderTick, type TickResult } from './reminders.js';
import { loadVapidKeys, type VapidDetails } from './vapid-keys.js';

export interface PushOptions {
  /** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT; without keys, the pair kept in the database. */
  vapid?: Partial<VapidDetails>;
  /** Accept http://127.0.0.1 endpoints (a local push endpoint in tests and development); never in production. */
  allowLoopbackEndpoints?: boolean;
  /** How often this server looks for due reminders; 0 or unset: never by itself (tests call `tick`). */
  tickMs?: number;
  /** The DNS look-up push endpoints are checked with (the system's; tests give their own answers). */
  resolve?: Resolve;
}

export interface PushService {
  readonly allowLoopbackEndpoints: boolean;
  /** The key pair, loaded (or made) once per server. */
  vapid(): Promise<VapidDetails>;
  /** One round of reminders now; a round already running is awaited instead of starting another. */
  tick(): Promise<TickResult>;
  start(): void;
  stop(): Promise<void>;
}

export function createPushService(
  db: Db,
  now: () => Date,
  options: PushOptions,
  log: (msg: string, err?: unknown) => void,
): PushService {
  let keys: Promise<VapidDetails> | undefined;
  let running: Promise<TickResult> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const delivery = {
    resolve: options.resolve ?? systemResolve,
    loopback: options.allowLoopbackEndpoints ?? false,
  };
  const vapid = () => {
    keys ??= loadVapidKeys(db, options.vapid).catch((err) => {
      keys = undefined;
      throw err;
    });
    return keys;
  };
  const tick = () => {
    running ??= runReminderTick(db, now(), vapid, delivery, log).finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    allowLoopbackEndpoints: options.allowLoopbackEndpoints ?? false,
    vapid,
    tick,
    start() {
      if (!options.tickMs || timer) return;
      timer = setInterval(() => {
        tick().catch((err) => log('reminder round failed', err));
      }, options.tickMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
