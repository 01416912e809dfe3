/**
 * Query keys of home. Its own keys (not the wizard's or the profile page's) so no feature depends on another's
 * cache shape; they sit under ['talent'], which the wizard and the identity check invalidate when they change.
 */
export const homeKeys = {
  all: ['talent', 'home'] as const,
  onboarding: () => [...homeKeys.all, 'onboarding'] as const,
  profile: () => [...homeKeys.all, 'profile'] as const,
  identity: () => [...homeKeys.all, 'identity-verification'] as const,
};
