import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useState } from 'react';
import { SkillCombobox } from '../../../components/skills/skill-combobox.tsx';
import { FromProfile } from './from-profile.tsx';

const MAX = 8;

/**
 * The join form's top skills: names from the skills catalogue (`GET /shared/api/skills`, as on the profile), 3 to 8,
 * most important first. Each can move up or down with a button, so the order needs no drag and drop.
 */
export function TopSkillsField({
  value,
  onChange,
  error,
  fromProfile,
  disabled,
  focusRef,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  fromProfile: boolean;
  disabled: boolean;
  /** For the form library: where the focus goes when the field has an error. */
  focusRef: (target: { focus: () => void } | null) => void;
}) {
  // Slugs of the skills picked here, so the search does not offer them again (names from the profile fall back to
  // their lower-case form, which is how most slugs read).
  const [slugs, setSlugs] = useState<Record<string, string>>({});
  const exclude = value.map((name) => slugs[name] ?? name.toLowerCase());
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + by, 0, item);
    onChange(next);
  };
  const full = value.length >= MAX;

  return (
    <fieldset
      ref={(element) =>
        focusRef(
          element && {
            focus: () => element.querySelector<HTMLElement>('input:enabled, button:enabled')?.focus(),
          },
        )
      }
      aria-describedby={['top-skills-hint', error ? 'top-skills-error' : ''].join(' ').trim()}
    >
      <legend className="text-sm font-medium text-ink-800">Your top skills</legend>
      <FromProfile show={fromProfile} />
      <p id="top-skills-hint" className="mt-0.5 text-xs text-ink-500">
        3 to 8 skills, most important first. Reviewers read them in this order.
      </p>
      {value.length > 0 && (
        <ol aria-label="Your top skills, in order" className="mt-3 space-y-2">
          {value.map((name, index) => (
            <li
              key={name}
              className="flex items-center gap-2 rounded-control border border-ink-200 bg-white py-1.5 pr-1.5 pl-3 text-sm"
            >
              <span aria-hidden="true" className="w-5 text-xs font-semibold text-ink-500">
                {index + 1}.
              </span>
              <span className="min-w-0 flex-1 truncate font-medium text-ink-900">{name}</span>
              <button
                type="button"
                aria-label={`Move ${name} up`}
                disabled={disabled || index === 0}
                onClick={() => move(index, -1)}
                className="rounded-md p-1.5 text-ink-600 hover:bg-ink-100 disabled:opacity-40"
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                aria-label={`Move ${name} down`}
                disabled={disabled || index === value.length - 1}
                onClick={() => move(index, 1)}
                className="rounded-md p-1.5 text-ink-600 hover:bg-ink-100 disabled:opacity-40"
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                aria-label={`Remove ${name}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((other) => other !== name))}
                className="rounded-md p-1.5 text-ink-600 hover:bg-ink-100 disabled:opacity-40"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {!disabled && (
        <div className="mt-3">
          <SkillCombobox
            label={full ? 'Add a skill (8 chosen: remove one first)' : 'Add a skill'}
            exclude={exclude}
            disabled={full}
            invalid={Boolean(error)}
            describedBy={error ? 'top-skills-error' : undefined}
            inputClassName="px-3.5 py-2.5 border-ink-300 disabled:bg-ink-50"
            onPick={(skill) => {
              if (value.includes(skill.name) || value.length >= MAX) return;
              setSlugs((known) => ({ ...known, [skill.name]: skill.slug }));
              onChange([...value, skill.name]);
            }}
          />
        </div>
      )}
      {error && (
        <p id="top-skills-error" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
