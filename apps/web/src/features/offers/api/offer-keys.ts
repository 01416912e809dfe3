import { sharedKeys } from '../../../lib/query-keys.ts';

/** Query keys of the offers page; they start with 'offers', which the live hook invalidates on PipelineChanged. */
export const offerKeys = {
  all: sharedKeys.offers,
  list: () => [...offerKeys.all, 'list'] as const,
};
