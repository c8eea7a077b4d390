import { z } from 'zod';
import { ONBOARDING_MESSAGES, type OnboardingState, type TrackedSymptoms } from './onboarding-rules.js';
import { SESSION_MESSAGES, SYMPTOMS } from './session-rules.js';

export * from './onboarding-rules.js';

/** `GET /api/user/onboarding`: the introduction's state and whether the person has been here before. */
export const onboardingState = z.object({
  done: z.boolean(),
  returning: z.boolean(),
}) satisfies z.ZodType<OnboardingState>;

/** `PUT /api/user/onboarding`: the introduction was finished or skipped; it is never offered again. */
export const onboardingInput = z.strictObject({
  done: z.literal(true, { error: ONBOARDING_MESSAGES.done }),
});
export type OnboardingInput = z.infer<typeof onboardingInput>;

/**
 * `GET` and `PUT /api/user/tracked-symptoms`: the symptoms the person tracks, which come first in the
 * New Entry form and on What helps. Kept in the list's own order; a symptom sent twice is kept once.
 */
export const trackedSymptomsInput = z.strictObject({
  symptoms: z
    .array(z.enum(SYMPTOMS, { error: SESSION_MESSAGES.symptom }), { error: ONBOARDING_MESSAGES.symptoms })
    .max(SYMPTOMS.length * 2, { error: ONBOARDING_MESSAGES.symptoms })
    .transform((list) => SYMPTOMS.filter((s) => list.includes(s))),
});
export type TrackedSymptomsInput = z.input<typeof trackedSymptomsInput>;
export const trackedSymptoms = z.object({
  symptoms: z.array(z.enum(SYMPTOMS)),
}) satisfies z.ZodType<TrackedSymptoms>;
