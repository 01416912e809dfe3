import type { Skill } from '@talent/contract/jobs';
import { useId, useState, type KeyboardEvent } from 'react';
import { useSkillSearch } from '../../lib/reference-data.ts';
import { Spinner } from '../ui/spinner.tsx';

/**
 * A labelled ARIA 1.2 combobox over GET /shared/api/skills?q=. The input keeps focus; arrows move through the
 * list (aria-activedescendant), Enter picks (and never submits the surrounding form), Escape closes. Picking
 * calls `onPick` and clears the query; skills whose slug is in `exclude` are not offered.
 */
export function SkillCombobox({
  label,
  exclude,
  onPick,
  placeholder = 'Search: TypeScript, Figma, Kubernetes…',
  disabled,
  invalid,
  describedBy,
  inputClassName,
}: {
  label: string;
  exclude: readonly string[];
  onPick: (skill: Skill) => void;
  /** Defaults to example skills. */
  placeholder?: string | undefined;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** Padding, border colour and disabled styles, added to the shared input classes. */
  inputClassName: string;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useSkillSearch(q, open && q.trim().length > 0);
  const options = (search.data ?? []).filter((s) => !exclude.includes(s.slug));
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const showList = open && q.trim().length > 0;

  const pick = (skill: Skill) => {
    onPick(skill);
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
      // Enter never submits the surrounding form from here.
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
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-activedescendant={
          showList && options[activeIndex] ? `${id}-${options[activeIndex].slug}` : undefined
        }
        autoComplete="off"
        disabled={disabled}
        placeholder={placeholder}
        value={q}
        onChange={(event) => {
          setQ(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={`mt-1.5 block w-full rounded-control border bg-white text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${inputClassName}`}
      />
      {showList && (
        <ul
          id={`${id}-list`}
          role="listbox"
          // Out of the Tab order: a scrollable list is otherwise a Tab stop in Chromium, and it hides as the
          // input loses focus, dropping the focus to the body. The input moves through it with the arrows.
          tabIndex={-1}
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
                // mousedown, not click: the input's blur would close the list first.
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
  );
}
