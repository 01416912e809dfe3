import { useTimeZone } from '../../../lib/format.ts';
import { CatalogueFrame } from '../components/catalogue-frame.tsx';
import { TestCard } from '../components/test-card.tsx';
import { useNow } from '../lib/use-now.ts';

/** `/skill-center`: the catalogue as cards, one per test, with my standing on each. */
export default function SkillCenterPage() {
  const timeZone = useTimeZone();
  const now = useNow();
  return (
    <CatalogueFrame skeleton="cards">
      {(list) => (
        <ul aria-label="Skill tests" className="mt-6 grid gap-4 sm:grid-cols-2">
          {list.data.map((test) => (
            <li key={test.slug}>
              <TestCard test={test} timeZone={timeZone} now={now} />
            </li>
          ))}
        </ul>
      )}
    </CatalogueFrame>
  );
}
