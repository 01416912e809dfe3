import { X } from 'lucide-react';
import { useId } from 'react';
import { SkillCombobox } from '../../../components/skills/skill-combobox.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';

export interface PickedSkill {
  slug: string;
  name: string;
}

/**
 * Skills from `GET /shared/api/skills?q=` (the list the profile uses): an ARIA 1.2 combobox (arrows move, Enter
 * adds, Escape closes) and the picked skills as chips with a remove button each.
 */
export function JobSkillPicker({
  label,
  value,
  onChange,
  max,
  error,
  hint,
}: {
  label: string;
  value: PickedSkill[];
  onChange: (skills: PickedSkill[]) => void;
  max: number;
  error?: string | undefined;
  hint?: string;
}) {
  const id = useId();
  const full = value.length >= max;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div>
      {value.length > 0 && (
        <ul aria-label={`${label}: picked`} className="mb-2 flex flex-wrap gap-1.5">
          {value.map((skill) => (
            <li
              key={skill.slug}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-900 ring-1 ring-brand-200 ring-inset"
            >
              {skill.name}
              <button
                type="button"
                aria-label={`Remove ${skill.name}`}
                onClick={() => onChange(value.filter((s) => s.slug !== skill.slug))}
                className="rounded-full p-0.5 hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <SkillCombobox
        label={label}
        exclude={value.map((s) => s.slug)}
        onPick={(skill) => {
          if (!full) onChange([...value, { slug: skill.slug, name: skill.name }]);
        }}
        placeholder={full ? `Up to ${max} skills` : undefined}
        disabled={full}
        invalid={Boolean(error)}
        describedBy={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
        inputClassName={`px-3 py-2 disabled:bg-ink-50 ${error ? 'border-red-600' : 'border-ink-300'}`}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
