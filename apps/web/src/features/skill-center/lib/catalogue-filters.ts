import { TestCategorySchema, type TestCategory } from '@talent/contract/assessments';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueFilters } from '../api/skill-center-keys.ts';

/** Reads `?q=` and `?category=` (an unknown category is ignored), so a search survives reload and back. */
export function readFilters(params: URLSearchParams): CatalogueFilters {
  const category = TestCategorySchema.safeParse(params.get('category'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    category: category.success ? category.data : null,
  };
}

/** The catalogue's filters in the URL, shared by the three views (switching views keeps them). */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (changes: Partial<{ q: string; category: TestCategory | null }>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        // Each keystroke of a search replaces the entry; a category click is a step back can undo.
        { replace: 'q' in changes },
      ),
    [setParams],
  );
  return { filters, update, search: params.toString() };
}
