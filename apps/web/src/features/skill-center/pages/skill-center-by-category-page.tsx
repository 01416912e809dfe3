import { TEST_CATEGORIES, TEST_CATEGORY_LABELS } from '@talent/contract/assessments';
import { useTimeZone } from '../../../lib/format.ts';
import { CatalogueFrame } from '../components/catalogue-frame.tsx';
import { TestCard } from '../components/test-card.tsx';
import { useNow } from '../lib/use-now.ts';

/** `/skill-center/index3`: the same catalogue in sections, one per category, in the categories' own order. */
export default function SkillCenterByCategoryPage() {
  const timeZone = useTimeZone();
  const now = useNow();
  return (
    <CatalogueFrame skeleton="cards">
      {(list) => (
        <div className="mt-8 space-y-10">
          {TEST_CATEGORIES.map((category) => {
            const tests = list.data.filter((t) => t.category === category);
            if (tests.length === 0) return null;
            const label =
              list.categories.find((c) => c.category === category)?.label ?? TEST_CATEGORY_LABELS[category];
            const headingId = `category-${category}`;
            return (
              <section key={category} aria-labelledby={headingId}>
                <h2 id={headingId} className="font-display text-xl font-semibold text-ink-900">
                  {label} <span className="text-base font-normal text-ink-500">({tests.length})</span>
                </h2>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {tests.map((test) => (
                    <li key={test.slug}>
                      <TestCard test={test} timeZone={timeZone} now={now} headingLevel="h3" />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </CatalogueFrame>
  );
}
