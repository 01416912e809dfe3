import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { paramsFromFilters, readFilters, type CatalogueFilters } from './catalogue-filters.ts';

/**
 * The catalogue's filters in the URL, so a search survives a reload and can be shared. Typing a search replaces
 * the history entry; choosing a filter adds one, so Back undoes it.
 */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(key)), [key]);
  const update = useCallback(
    (changes: Partial<CatalogueFilters>) =>
      setParams((current) => paramsFromFilters({ ...readFilters(current), ...changes }), {
        replace: Object.keys(changes).length === 1 && 'q' in changes,
        preventScrollReset: true,
      }),
    [setParams],
  );
  const replace = useCallback(
    (next: CatalogueFilters) => setParams(paramsFromFilters(next), { preventScrollReset: true }),
    [setParams],
  );
  return { filters, update, replace };
}
