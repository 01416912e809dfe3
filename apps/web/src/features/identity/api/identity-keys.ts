/** Query keys of the identity feature; the profile and home read the status, so a submit invalidates ['talent']. */
export const identityKeys = {
  all: ['talent', 'identity-verification'] as const,
  current: () => [...identityKeys.all, 'current'] as const,
};
