import type { SkillTestList } from '../api/get-skill-tests.ts';
import { useSkillTests } from '../api/get-skill-tests.ts';
import type { CatalogueFilters } from '../api/skill-center-keys.ts';
import { useCatalogueFilters } from '../lib/catalogue-filters.ts';
import { CatalogueControls } from './catalogue-controls.tsx';
import { CatalogueStates } from './catalogue-states.tsx';
import { SkillCenterHeader } from './skill-center-header.tsx';

/**
 * What the three catalogue views share: the heading and view switch, the search and categories in the URL, and
 * the loading, error and empty states. Each view draws the loaded list its own way.
 */
export function CatalogueFrame({
  skeleton,
  intro,
  children,
}: {
  skeleton: 'cards' | 'rows';
  /** Shown between the heading and the catalogue (the cards view puts the skill-gap map there). */
  intro?: React.ReactNode;
  children: (list: SkillTestList, filters: CatalogueFilters) => React.ReactNode;
}) {
  const { filters, update, search } = useCatalogueFilters();
  const query = useSkillTests(filters);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <SkillCenterHeader search={search} />
      {intro && <div className="mt-6">{intro}</div>}
      <CatalogueControls filters={filters} categories={query.data?.categories} onChange={update} />
      <p role="status" className="sr-only">
        {query.data && !query.isPlaceholderData
          ? `${query.data.data.length} ${query.data.data.length === 1 ? 'test' : 'tests'} found`
          : ''}
      </p>
      <CatalogueStates
        query={query}
        filters={filters}
        skeleton={skeleton}
        onClear={() => update({ q: '', category: null })}
      >
        {query.data && children(query.data, filters)}
      </CatalogueStates>
    </div>
  );
}
