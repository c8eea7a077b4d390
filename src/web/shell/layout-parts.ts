import { lazyComponent } from '../lib/lazy-component';
import { KEYS, storage } from '../lib/storage';

// The lazy parts of the signed-in frame (layout.tsx), apart from it so the app's start can fetch them
// beside the frame's own chunk, and the frame shows them without a fallback.

/** Shown once per browser: loaded only when needed. */
export const Onboarding = lazyComponent(() => import('./onboarding'));
/** Follow-up notifications: only for users. */
export const FollowUpReminders = lazyComponent(() => import('../sessions/reminders'));

export const onboardingDone = () => storage.get(KEYS.onboardingComplete) === 'true';
