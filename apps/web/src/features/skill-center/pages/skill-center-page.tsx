import { SKILL_GAP_ANCHOR } from '@talent/contract/skill-gap';
import { SkillGapMap } from '../../../components/skill-gap/skill-gap-map.tsx';
import { useTimeZone } from '../../../lib/format.ts';
import { CatalogueFrame } from '../components/catalogue-frame.tsx';
import { TestCard } from '../components/test-card.tsx';
import { useNow } from '../lib/use-now.ts';

/**
 * `/skill-center`: the skill-gap map (a "skills gap" rejection links to it, SKILL_GAP_MAP_PATH), then the catalogue
 * as cards, one per test, with my standing on each.
 */
export default function SkillCenterPage() {
  const timeZone = useTimeZone();
  const now = useNow();
  return (
    <CatalogueFrame
      skeleton="cards"
      intro={<SkillGapMap anchorId={SKILL_GAP_ANCHOR} title="Skills that would open more jobs" />}
    >
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
