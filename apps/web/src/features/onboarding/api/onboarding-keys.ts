/** Query keys of the onboarding feature: the wizard's state lives under ['talent', 'onboarding']. */
export const onboardingKeys = {
  all: ['talent', 'onboarding'] as const,
  state: () => [...onboardingKeys.all, 'state'] as const,
  suggestions: () => [...onboardingKeys.all, 'resume-suggestions'] as const,
};
