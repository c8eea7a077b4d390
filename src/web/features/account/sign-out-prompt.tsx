import { Suspense, useSyncExternalStore } from 'react';
import { lazyComponent } from '../../lib/lazy-component';

import type { SignOutChoice } from './sign-out-prompt-parts';

export type { SignOutChoice };

// Radix loads when the question is first asked, as the confirmation dialog's does.
const Parts = lazyComponent(() => import('./sign-out-prompt-parts'));

interface Question {
  waiting: number;
  answer: (choice: SignOutChoice) => void;
}
let question: Question | null = null;
let opened = false;
/** The last question's count, still shown while the dialog closes. */
let lastWaiting = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/**
 * Asks what becomes of the changes still waiting to be sent when their owner signs out (sign-out.ts):
 * kept for next time, discarded, or no sign-out after all. `SignOutPrompt` (in the app) shows it.
 */
export function askAboutWaiting(waiting: number): Promise<SignOutChoice> {
  question?.answer('cancel');
  return new Promise((resolve) => {
    opened = true;
    lastWaiting = waiting;
    question = {
      waiting,
      answer: (choice) => {
        question = null;
        emit();
        resolve(choice);
      },
    };
    emit();
  });
}

/** Where the sign-out question shows; mounted once in the app. */
export function SignOutPrompt() {
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => question,
    () => null,
  );
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Parts
        open={current !== null}
        waiting={current?.waiting ?? lastWaiting}
        choose={(choice) => current?.answer(choice)}
      />
    </Suspense>
  );
}
