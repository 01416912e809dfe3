import { sharedKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of the offers page; they start with 'offers', which the live hook invalidates on PipelineChanged. The
 * welcome step's reads sit under the applications and profile prefixes, so changes made elsewhere reach them.
 */
export const offerKeys = {
  all: sharedKeys.offers,
  list: () => [...offerKeys.all, 'list'] as const,
  applications: () => [...sharedKeys.applications, 'for-offers'] as const,
  profile: () => [...sharedKeys.profile, 'for-offers'] as const,
};
