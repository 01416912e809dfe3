import { X } from 'lucide-react';
import { useId } from 'react';
import { SkillCombobox } from '../../../components/skills/skill-combobox.tsx';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';

const MAX_SKILLS = 8;

/** The skills a course teaches: picked from the catalogue, shown as chips that remove themselves. */
export function SkillsField({
  value,
  onChange,
  error,
}: {
  value: Array<{ slug: string; name: string }>;
  onChange: (skills: Array<{ slug: string; name: string }>) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <SkillCombobox
        label="Skills it teaches"
        exclude={value.map((skill) => skill.slug)}
        onPick={(skill) => {
          if (value.length < MAX_SKILLS) onChange([...value, { slug: skill.slug, name: skill.name }]);
        }}
        disabled={value.length >= MAX_SKILLS}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : `${id}-hint`}
        inputClassName={`px-3.5 py-2.5 ${error ? 'border-red-600' : 'border-ink-300'}`}
      />
      {value.length > 0 && (
        <ul aria-label="Chosen skills" className="mt-2 flex flex-wrap gap-2">
          {value.map((skill) => (
            <li
              key={skill.slug}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200 ring-inset"
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
      <FieldMessages
        hint={`Up to ${MAX_SKILLS}. Candidates filter the catalogue by them, and they decide which jobs a course helps with.`}
        hintId={`${id}-hint`}
        error={error}
        errorId={`${id}-error`}
      />
    </div>
  );
}
