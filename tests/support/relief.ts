import { type Client, type Ctx, chooseTimeZone, logEntry, signUp } from './app.js';

/** One group of a relief breakdown as the API answers it: enough to draw a conclusion from 3 sessions. */
export const group = (
  key: string,
  label: string,
  sessions: number,
  averageRelief: number,
  spread: number | null,
) => ({ key, label, sessions, averageRelief, spread, enough: sessions >= 3 });

/** A symptom rated before a session and after it (`null`: not rated after yet). */
export const rated = (symptom: string, before: number, after: number | null) => ({ symptom, before, after });

/** One of an entry's outcomes (`rated`). */
export type Outcome = ReturnType<typeof rated>;

/** Anxiety rated before and after. */
export const anxiety = (before: number, after: number | null) => rated('anxiety', before, after);

/** A session taken at `consumedAt` with its symptoms rated, and any other details of its entry. */
export const taken = (
  client: Client,
  consumedAt: string,
  outcomes: Outcome[],
  details: Record<string, unknown> = {},
) => logEntry(client, { consumedAt, outcomes, ...details });

/** At `now`, two new accounts: alice, whose zone is Europe/Berlin, and bob, whose sessions must not count. */
export async function aliceInBerlinAndBob(ctx: Ctx, now: string) {
  ctx.clock.set(now);
  const alice = await signUp(ctx);
  const bob = await signUp(ctx);
  await chooseTimeZone(alice, 'Europe/Berlin');
  return { alice, bob };
}
