import { catalogueKey } from '../../../lib/catalogue.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';

/**
 * Query keys of home: the dashboard, `['home']`, which the live hook invalidates on every pipeline change, and the
 * public catalogue figures a visitor sees instead (under the shared prefix, outside the pipeline's).
 */
export const homeKeys = {
  all: sharedKeys.home,
  catalogue: catalogueKey,
};
