import { sharedKeys } from '../../../lib/query-keys.ts';

/** Query keys of home: one query, `['home']`, which the live hook invalidates on every pipeline change. */
export const homeKeys = {
  all: sharedKeys.home,
};
