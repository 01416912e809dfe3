import { useId, useState, type KeyboardEvent } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';

export interface ComboOption {
  value: string;
  label: string;
  /** Shown on the right, e.g. a facet count or a region. */
  hint?: string;
}

interface ComboboxProps {
  label: string;
  inputValue: string;
  onInputChange: (value: string) => void;
  options: ComboOption[];
  onSelect: (option: ComboOption) => void;
  placeholder?: string;
  loading?: boolean;
  emptyText?: string;
  /** Called when focus leaves the field without a choice. */
  onBlur?: () => void;
  /** Values shown as already chosen (multi-select). */
  selected?: readonly string[];
}

/**
 * An ARIA 1.2 combobox: the input keeps focus, arrows move through the list (aria-activedescendant), Enter
 * picks, Escape closes. Filtering is the caller's job, so the list can come from memory or from the server.
 */
export function Combobox({
  label,
  inputValue,
  onInputChange,
  options,
  onSelect,
  placeholder,
  loading = false,
  emptyText = 'No matches',
  onBlur,
  selected = [],
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const activeOption = open ? options[activeIndex] : undefined;

  const pick = (option: ComboOption) => {
    onSelect(option);
    setOpen(false);
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
      if (open && activeOption) {
        event.preventDefault();
        pick(activeOption);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      }
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${id}-opt-${activeIndex}` : undefined}
        value={inputValue}
        placeholder={placeholder}
        onChange={(event) => {
          onInputChange(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
        className="block w-full rounded-control border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 shadow-xs placeholder:text-ink-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
      />
      {loading && open && (
        <span className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-ink-400">
          <Spinner />
        </span>
      )}
      <ul
        id={listId}
        role="listbox"
        // Out of the Tab order: a scrollable list is otherwise a Tab stop in Chromium, and it hides as the
        // input loses focus, dropping the focus to the body. The input moves through it with the arrows.
        tabIndex={-1}
        aria-label={label}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-control border border-ink-200 bg-white py-1 shadow-card"
      >
        {options.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-ink-500">
            {loading ? 'Searching…' : emptyText}
          </li>
        ) : (
          options.map((option, index) => {
            const isSelected = selected.includes(option.value);
            return (
              <li
                key={option.value}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={isSelected}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
                onMouseMove={() => setActive(index)}
                className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${
                  index === activeIndex ? 'bg-brand-50 text-brand-900' : 'text-ink-800'
                } ${isSelected ? 'font-semibold' : ''}`}
              >
                <span className="truncate">{option.label}</span>
                {option.hint && <span className="shrink-0 text-xs text-ink-500">{option.hint}</span>}
              </li>
            );
          })
        )}
      </ul>
    </div>
  );
}
