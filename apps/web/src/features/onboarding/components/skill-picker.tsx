import type { Skill } from '@talent/contract/jobs';
import { useId, useState, type KeyboardEvent } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSkillSearch } from '../../../lib/reference-data.ts';

/**
 * Search the skills list (`GET /shared/api/skills?q=`) and pick one: an ARIA 1.2 combobox whose input keeps
 * focus; arrows move, Enter picks, Escape closes. Skills already chosen are marked and not offered twice.
 */
export function SkillPicker({
  chosen,
  onPick,
  describedBy,
  invalid,
}: {
  chosen: readonly string[];
  onPick: (skill: Skill) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useSkillSearch(query, open);
  const options = (search.data ?? []).filter((skill) => !chosen.includes(skill.slug));
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const activeOption = open ? options[activeIndex] : undefined;

  const pick = (skill: Skill) => {
    onPick(skill);
    setQuery('');
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((activeIndex + 1) % Math.max(options.length, 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((activeIndex - 1 + options.length) % Math.max(options.length, 1));
    } else if (event.key === 'Enter') {
      // Enter never submits the step from here: it picks, or does nothing.
      event.preventDefault();
      if (open && activeOption) pick(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="block text-sm font-medium text-ink-800">
        Add a skill
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${id}-opt-${activeIndex}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={query}
        placeholder="Search: TypeScript, Figma, SQL…"
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={`mt-1.5 block w-full rounded-control border bg-white px-3.5 py-2.5 text-sm text-ink-900 shadow-xs placeholder:text-ink-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
          invalid ? 'border-red-600' : 'border-ink-300'
        }`}
      />
      {search.isFetching && open && (
        <span className="pointer-events-none absolute right-3 bottom-3 text-ink-400">
          <Spinner />
        </span>
      )}
      <ul
        id={`${id}-list`}
        role="listbox"
        // Out of the Tab order: a scrollable list is otherwise a Tab stop in Chromium, and it hides as the
        // input loses focus, dropping the focus to the body. The input moves through it with the arrows.
        tabIndex={-1}
        aria-label="Skills"
        hidden={!open}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-control border border-ink-200 bg-white py-1 shadow-card"
      >
        {options.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-ink-500">
            {search.isError
              ? 'The skills did not load. Type again to retry.'
              : search.isPending || search.isFetching
                ? 'Searching…'
                : query.trim()
                  ? `No skill matches “${query.trim()}”`
                  : 'Type to search'}
          </li>
        ) : (
          options.map((skill, index) => (
            <li
              key={skill.slug}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(skill);
              }}
              onMouseMove={() => setActive(index)}
              className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${
                index === activeIndex ? 'bg-brand-50 text-brand-900' : 'text-ink-800'
              }`}
            >
              <span className="truncate">{skill.name}</span>
              <span className="shrink-0 text-xs text-ink-500">{skill.category}</span>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
