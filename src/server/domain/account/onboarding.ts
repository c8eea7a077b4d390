import { eq, sql } from 'drizzle-orm';
import {
  isReturning,
  type OnboardingInput,
  type OnboardingState,
  type TrackedSymptoms,
} from '../../../shared/onboarding.js';
import type { Symptom } from '../../../shared/session-rules.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { dayIn } from '../calendar.js';

/** The introduction's state, and whether the person has been here before (decision 0055). */
export async function getOnboarding(db: DbOrTx, userId: number, now: Date): Promise<OnboardingState> {
  const [row] = await db
    .select({
      onboardedAt: users.onboardedAt,
      firstVisitAt: users.firstVisitAt,
      timeZone: users.timeZone,
      firstEntryAt: sql<
        Date | string | null
      >`(select min(e.created_at) from entries e where e.user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    done: row.onboardedAt !== null,
    returning: isReturning({
      firstEntryDay: row.firstEntryAt && dayIn(row.timeZone, new Date(row.firstEntryAt)),
      firstVisitDay: row.firstVisitAt && dayIn(row.timeZone, row.firstVisitAt),
      today: dayIn(row.timeZone, now),
    }),
  };
}

/** The introduction was finished or skipped: kept on the account (the first time it was), for every device. */
export async function finishOnboarding(db: DbOrTx, userId: number, _done: OnboardingInput, now: Date) {
  await db
    .update(users)
    .set({ onboardedAt: sql`coalesce(${users.onboardedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
  return getOnboarding(db, userId, now);
}

export async function getTrackedSymptoms(db: DbOrTx, userId: number): Promise<TrackedSymptoms> {
  const [row] = await db.select({ symptoms: users.trackedSymptoms }).from(users).where(eq(users.id, userId));
  return { symptoms: (row?.symptoms ?? []) as Symptom[] };
}

export async function saveTrackedSymptoms(db: DbOrTx, userId: number, { symptoms }: TrackedSymptoms) {
  await db.update(users).set({ trackedSymptoms: symptoms }).where(eq(users.id, userId));
  return getTrackedSymptoms(db, userId);
}

/** GET and PUT /api/user/onboarding (decision 0055). */
export const onboardingStore = { read: getOnboarding, write: finishOnboarding };
/** GET and PUT /api/user/tracked-symptoms. */
export const trackedSymptomsStore = { read: getTrackedSymptoms, write: saveTrackedSymptoms };
