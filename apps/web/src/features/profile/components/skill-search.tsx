import type { Skill } from '@talent/contract/jobs';
import { SkillCombobox } from '../../../components/skills/skill-combobox.tsx';

/**
 * "Add a skill": an ARIA 1.2 combobox over GET /shared/api/skills?q=. The input keeps focus; arrows move
 * through the list (aria-activedescendant), Enter adds, Escape closes.
 */
export function SkillSearch({
  onPick,
  exclude,
}: {
  onPick: (skill: Skill) => void;
  exclude: readonly string[];
}) {
  return (
    <SkillCombobox
      label="Add a skill"
      exclude={exclude}
      onPick={onPick}
      inputClassName="border-ink-300 px-3.5 py-2.5"
    />
  );
}
