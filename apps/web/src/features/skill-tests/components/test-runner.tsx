import type { Answer, ItemView, RunCode, RunResult } from '@talent/contract/assessments';
import { ITEM_TYPE_LABELS } from '@talent/contract/assessments';
import { ChevronLeft, ChevronRight, Flag } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { isAnswered } from '../../../components/assessment-items/answers.ts';
import { ItemAnswer } from '../../../components/assessment-items/item-answer.tsx';
import { PromptText } from '../../../components/assessment-items/prompt-text.tsx';
import { TaskNavigator } from './task-navigator.tsx';

function readFlags(key: string | null): Set<string> {
  if (!key) return new Set();
  try {
    const raw = localStorage.getItem(key);
    return new Set(raw ? (JSON.parse(raw) as string[]) : []);
  } catch {
    return new Set();
  }
}

/** Keys typed into an answer (a text box, the code editor) are the candidate's, never a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('.cm-editor')) return true;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button'].includes(target.type);
}

/**
 * One task at a time with the navigator, Previous/Next and a flag for review (the flags are the candidate's own
 * notes, kept in this browser). Shortcuts: Alt+N next, Alt+P previous, Alt+F flag — never while typing in an answer.
 * Shared by the timed test and practice; what differs comes in as props.
 */
export function TestRunner({
  items,
  answers,
  onAnswer,
  disabled,
  runCode,
  toolbar,
  afterItem,
  finish,
  flagsKey,
  current,
  onGo,
}: {
  items: ItemView[];
  answers: Record<string, Answer>;
  onAnswer: (item: ItemView, answer: Answer) => void;
  disabled: boolean;
  runCode: (body: RunCode) => Promise<RunResult>;
  toolbar: ReactNode;
  afterItem?: (item: ItemView) => ReactNode;
  /** The Submit (or Finish) control, shown under the navigator. */
  finish: ReactNode;
  /** Where the flags are kept (per attempt); null keeps them only on the page. */
  flagsKey: string | null;
  /** The task shown (the parent owns it: the submit dialog and proctoring need it too). */
  current: number;
  onGo: (index: number) => void;
}) {
  const [flagged, setFlagged] = useState(() => readFlags(flagsKey));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const item = items[current];

  const go = (index: number) => {
    if (index < 0 || index >= items.length) return;
    moved.current = true;
    onGo(index);
  };

  // After a move, the task's heading takes the focus, so a screen reader starts at the new task.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = false;
  }, [current]);

  const toggleFlag = (id: string) => {
    setFlagged((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      if (flagsKey) {
        try {
          localStorage.setItem(flagsKey, JSON.stringify([...next]));
        } catch {
          // Flags are a convenience; a full storage only loses them on reload.
        }
      }
      return next;
    });
  };

  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (!event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    if (event.code === 'KeyN') go(current + 1);
    else if (event.code === 'KeyP') go(current - 1);
    else if (event.code === 'KeyF' && item) toggleFlag(item.id);
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => onShortcut(event);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (!item) return null;
  const headingId = `task-${item.id}-title`;
  const promptId = `task-${item.id}-prompt`;

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      <aside className="space-y-4">
        {toolbar}
        <TaskNavigator
          items={items}
          current={current}
          answered={(candidate) => isAnswered(candidate, answers[candidate.id])}
          flagged={flagged}
          onGo={go}
        />
        <p className="text-xs text-ink-500">
          Shortcuts (outside answer boxes): Alt+N next task, Alt+P previous, Alt+F flag for review.
        </p>
        {finish}
      </aside>

      <section
        aria-labelledby={headingId}
        className="rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2
              id={headingId}
              ref={heading}
              tabIndex={-1}
              className="font-display text-lg font-semibold text-ink-900 focus:outline-none"
            >
              Task {current + 1} of {items.length}
              {item.type === 'coding' ? `: ${item.title}` : ''}
            </h2>
            <p className="mt-0.5 text-xs text-ink-500">
              {ITEM_TYPE_LABELS[item.type]} · {item.topic} · {item.points}{' '}
              {item.points === 1 ? 'point' : 'points'}
            </p>
          </div>
          <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-ink-700">
            <input
              type="checkbox"
              checked={flagged.has(item.id)}
              onChange={() => toggleFlag(item.id)}
              className="size-4 accent-amber-600"
            />
            <Flag aria-hidden="true" className="size-4 text-amber-700" />
            Flag for review
          </label>
        </div>

        <div id={promptId} className="mt-4">
          <PromptText markdown={item.prompt} />
        </div>

        <div className="mt-5">
          <ItemAnswer
            key={item.id}
            item={item}
            answer={answers[item.id]}
            onChange={(answer) => onAnswer(item, answer)}
            disabled={disabled}
            labelledBy={promptId}
            runCode={runCode}
          />
        </div>

        {afterItem?.(item)}

        <div className="mt-6 flex justify-between gap-3 border-t border-ink-100 pt-4">
          <Button variant="secondary" onClick={() => go(current - 1)} disabled={current === 0}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <Button variant="secondary" onClick={() => go(current + 1)} disabled={current === items.length - 1}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </section>
    </div>
  );
}
