import { type Ctx, chooseTimeZone, signUp } from './app.js';

/** One group of a relief breakdown as the API answers it: enough to draw a conclusion from 3 sessions. */
export const group = (
  key: string,
  label: string,
  sessions: number,
  averageRelief: number,
  spread: number | null,
) => ({ key, label, sessions, averageRelief, spread, enough: sessions >= 3 });

/** At `now`, two new accounts: alice, whose zone is Europe/Berlin, and bob, whose sessions must not count. */
export async function aliceInBerlinAndBob(ctx: Ctx, now: string) {
  ctx.clock.set(now);
  const alice = await signUp(ctx);
  const bob = await signUp(ctx);
  await chooseTimeZone(alice, 'Europe/Berlin');
  return { alice, bob };
}
