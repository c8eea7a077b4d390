import { lazyComponent } from '../../lib/lazy-component';

// The lazy parts of the signed-in frame (layout.tsx), apart from it so the app's start can fetch them
// beside the frame's own chunk, and the frame shows them without a fallback.

/** The first-day introduction: loaded only when the account's state says it is due (decision 0055). */
export const Onboarding = lazyComponent(() => import('../../features/account/onboarding'));
/** Follow-up notifications: only for users. */
export const FollowUpReminders = lazyComponent(() => import('../../features/entries/follow-up/reminders'));
