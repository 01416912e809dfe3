import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OnboardingResponseSchema,
  type Onboarding,
  type OnboardingStep,
  type ONBOARDING_STEP_SCHEMAS,
} from '@talent/contract/profile';
import type { z } from 'zod';
import { api, talentApi } from '../../../lib/api-client.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';
import { onboardingKeys } from './onboarding-keys.ts';

export type StepInput<S extends OnboardingStep> = z.input<(typeof ONBOARDING_STEP_SCHEMAS)[S]>;

export async function saveStep<S extends OnboardingStep>(step: S, body: StepInput<S>): Promise<Onboarding> {
  const response = await api.put<unknown>(talentApi(`/onboarding/steps/${step}`), body);
  return OnboardingResponseSchema.parse(response.data).data;
}

export async function skipStep(step: OnboardingStep): Promise<Onboarding> {
  const response = await api.post<unknown>(talentApi(`/onboarding/steps/${step}/skip`));
  return OnboardingResponseSchema.parse(response.data).data;
}

export async function completeOnboarding(): Promise<Onboarding> {
  const response = await api.post<unknown>(talentApi('/onboarding/complete'));
  return OnboardingResponseSchema.parse(response.data).data;
}

/** Every answer of the server replaces the wizard's state, so Back and a reload show what was saved. */
function useOnboardingMutation<V>(mutationFn: (variables: V) => Promise<Onboarding>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (onboarding) => queryClient.setQueryData(onboardingKeys.state(), onboarding),
  });
}

/** `PUT /talent/api/onboarding/steps/:step`. */
export function useSaveStep<S extends OnboardingStep>(step: S) {
  return useOnboardingMutation((body: StepInput<S>) => saveStep(step, body));
}

/** `POST /talent/api/onboarding/steps/:step/skip` (experience and resume only). */
export function useSkipStep() {
  return useOnboardingMutation((step: OnboardingStep) => skipStep(step));
}

/** `POST /talent/api/onboarding/complete`; the profile, home and recommendations read the result. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: (onboarding) => {
      queryClient.setQueryData(onboardingKeys.state(), onboarding);
      void queryClient.invalidateQueries({ queryKey: sharedKeys.talent, refetchType: 'none' });
    },
  });
}
