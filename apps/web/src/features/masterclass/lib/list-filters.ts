import { TalkCategorySchema, type TalkCategory } from '@talent/contract/masterclass';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TalkListFilters } from '../api/masterclass-keys.ts';

/** `?category=` (an unknown one is ignored) and `?q=`, so a filtered list survives a reload, back and a link. */
export function useListFilters(when: TalkListFilters['when']) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<TalkListFilters>(() => {
    const category = TalkCategorySchema.safeParse(params.get('category'));
    return {
      when,
      category: category.success ? category.data : null,
      q: (params.get('q') ?? '').trim().slice(0, 200),
    };
  }, [params, when]);
  const update = useCallback(
    (changes: Partial<{ q: string; category: TalkCategory | null }>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        // Each keystroke of a search replaces the entry; a category click is a step that back can undo.
        { replace: 'q' in changes },
      ),
    [setParams],
  );
  return { filters, update };
}
