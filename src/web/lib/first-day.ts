import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type OnboardingState, symptomsInOrder, type TrackedSymptoms } from '../../shared/onboarding-rules';
import type { Symptom } from '../../shared/session-rules';
import { sendJson } from './api';
import { pathQuery } from './path-query';

/**
 * The account's first day (decision 0055): the introduction's state, and the symptoms it tracks. In the kit,
 * below the features, since entries (the New Entry form), insights (What helps, take-now), account
 * (Settings, the introduction) and the app (Home, the frame) all read them.
 */
export const onboardingQueries = {
  /** Whether the introduction was finished (on any device) and whether the person has been here before. */
  state: () => pathQuery<OnboardingState>('/api/user/onboarding'),
  trackedSymptoms: () => pathQuery<TrackedSymptoms>('/api/user/tracked-symptoms'),
};

/** Finishes (or skips) the introduction for the account: no device offers it again. */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<OnboardingState>('PUT', '/api/user/onboarding', { done: true }),
    onSuccess: (state) => queryClient.setQueryData(onboardingQueries.state().queryKey, state),
  });
}

export function useSaveTrackedSymptoms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (symptoms: Symptom[]) =>
      sendJson<TrackedSymptoms>('PUT', '/api/user/tracked-symptoms', { symptoms }),
    onSuccess: (saved) => queryClient.setQueryData(onboardingQueries.trackedSymptoms().queryKey, saved),
  });
}

/** The tracked symptoms, as read (none until they arrive). */
export function useTrackedSymptoms(): Symptom[] {
  return useQuery(onboardingQueries.trackedSymptoms()).data?.symptoms ?? [];
}

/** Every symptom with the tracked ones first: the order of the New Entry form's and What helps' lists. */
export function useSymptomOrder(): Symptom[] {
  return symptomsInOrder(useTrackedSymptoms());
}
