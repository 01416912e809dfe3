import type { Skill } from '@talent/contract/jobs';
import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { FieldMessages } from '../../../components/ui/field-messages.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSkillSearch } from '../../../lib/reference-data.ts';

export interface PickedSkill {
  slug: string;
  name: string;
}

/**
 * Skills from `GET /shared/api/skills?q=` (the list the profile uses): an ARIA 1.2 combobox (arrows move, Enter
 * adds, Escape closes) and the picked skills as chips with a remove button each.
 */
export function SkillPicker({
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
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useSkillSearch(q, open && q.trim().length > 0);
  const picked = new Set(value.map((s) => s.slug));
  const options = (search.data ?? []).filter((s) => !picked.has(s.slug));
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const showList = open && q.trim().length > 0;
  const full = value.length >= max;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const pick = (skill: Skill) => {
    if (!full) onChange([...value, { slug: skill.slug, name: skill.name }]);
    setQ('');
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((activeIndex + 1) % Math.max(options.length, 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((activeIndex - 1 + options.length) % Math.max(options.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[activeIndex];
      if (showList && option) pick(option);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

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
      <div className="relative">
        <label htmlFor={id} className="block text-sm font-medium text-ink-800">
          {label}
        </label>
        <input
          id={id}
          role="combobox"
          aria-expanded={showList}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
          aria-activedescendant={
            showList && options[activeIndex] ? `${id}-${options[activeIndex].slug}` : undefined
          }
          autoComplete="off"
          disabled={full}
          placeholder={full ? `Up to ${max} skills` : 'Search: TypeScript, Figma, Kubernetes…'}
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className={`mt-1.5 block w-full rounded-control border bg-white px-3 py-2 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-ink-50 ${
            error ? 'border-red-600' : 'border-ink-300'
          }`}
        />
        {showList && (
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label="Skills"
            className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded-control border border-ink-200 bg-white py-1 shadow-card"
          >
            {search.isFetching && options.length === 0 ? (
              <li role="presentation" className="flex items-center gap-2 px-3 py-2 text-sm text-ink-500">
                <Spinner /> Searching…
              </li>
            ) : options.length === 0 ? (
              <li role="presentation" className="px-3 py-2 text-sm text-ink-500">
                {search.isError ? 'The search failed. Type again to retry.' : 'No skills match.'}
              </li>
            ) : (
              options.map((skill, i) => (
                <li
                  key={skill.slug}
                  id={`${id}-${skill.slug}`}
                  role="option"
                  aria-selected={i === activeIndex}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(skill);
                  }}
                  className={`flex cursor-pointer justify-between gap-3 px-3 py-2 text-sm ${
                    i === activeIndex ? 'bg-brand-50 text-brand-900' : 'text-ink-800'
                  }`}
                >
                  <span>{skill.name}</span>
                  <span className="text-xs text-ink-500">{skill.category}</span>
                </li>
              ))
            )}
          </ul>
        )}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
