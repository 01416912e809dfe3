import { useQuery } from '@tanstack/react-query';
import { catalogueQueryOptions } from '../../../lib/catalogue.ts';

/** The catalogue's live figures for a visitor (`GET /shared/api/catalogue`, no session needed). */
export function useCatalogue() {
  return useQuery(catalogueQueryOptions());
}
