/**
 * A person's first day, without zod (Home and the app's frame load this): whether someone has been here
 * before, whether the introduction is still due, and the symptoms they track first (decision 0055).
 */
import { SYMPTOMS, type Symptom } from './session-rules.js';

/** What the server answers about the account's start (`GET /api/user/onboarding`). */
export interface OnboardingState {
  /** The introduction was finished or skipped (on any device). */
  done: boolean;
  /** Been here before: "Welcome back" rather than a first-day greeting (`isReturning`). */
  returning: boolean;
}

/** The symptoms the person tracks (`GET /api/user/tracked-symptoms`), in the list's own order. */
export interface TrackedSymptoms {
  symptoms: Symptom[];
}

/**
 * Someone has been here before when something of theirs is from an earlier calendar day than today: an
 * entry written then (or brought in by an import, which keeps its own day) or a visit, every day in the
 * account's zone. A first entry saved today is still the first day (issue 57). `firstEntryDay` and
 * `firstVisitDay` are 'YYYY-MM-DD', null when there is none.
 */
export function isReturning(account: {
  firstEntryDay: string | null;
  firstVisitDay: string | null;
  today: string;
}) {
  const before = (day: string | null) => day !== null && day < account.today;
  return before(account.firstEntryDay) || before(account.firstVisitDay);
}

/**
 * The introduction is offered until it is finished or skipped, and only on a first day: a person with a
 * journal or an earlier visit (an account from before it existed, or an import) is not interrupted; every
 * choice it offers is in Settings too.
 */
export const onboardingDue = (state: OnboardingState) => !state.done && !state.returning;

/** Every symptom, the tracked ones first (in the list's own order), then the rest. */
export function symptomsInOrder(tracked: readonly string[]): Symptom[] {
  const mine = new Set(tracked);
  return [...SYMPTOMS.filter((s) => mine.has(s)), ...SYMPTOMS.filter((s) => !mine.has(s))];
}

/** `items` with those about a tracked symptom first; otherwise in the order given. */
export function trackedFirst<T extends { symptom: string }>(items: readonly T[], tracked: readonly string[]) {
  const mine = new Set(tracked);
  return [...items.filter((i) => mine.has(i.symptom)), ...items.filter((i) => !mine.has(i.symptom))];
}

export const ONBOARDING_MESSAGES = {
  done: /*i18n*/ 'Send { "done": true } to finish the introduction',
  symptoms: /*i18n*/ 'Tracked symptoms must be a list of known symptoms',
} as const;
