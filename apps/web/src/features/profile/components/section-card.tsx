import { Pencil, Plus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One profile section: a heading with an anchor (`/profile#skills`, where the completeness meter links), its
 * content or a friendly prompt when empty, and the button that opens its editor.
 */
export function SectionCard({
  id,
  title,
  Icon,
  empty,
  emptyText,
  onEdit,
  editLabel,
  action,
  children,
}: {
  id: string;
  title: string;
  Icon: LucideIcon;
  empty: boolean;
  emptyText: string;
  onEdit?: () => void;
  /** "Edit skills"; "Add" replaces "Edit" when the section is empty. */
  editLabel?: string;
  /** Replaces the edit button (e.g. a link to another page). */
  action?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // Focusable from a `/profile#<id>` link (the completeness checklist), so the keyboard lands here too.
      tabIndex={-1}
      className="scroll-mt-24 focus:outline-none rounded-card border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id={headingId}
          className="flex items-center gap-2 font-display text-base font-semibold text-ink-900"
        >
          <Icon aria-hidden="true" className="size-4.5 text-brand-700" />
          {title}
        </h2>
        {action ??
          (onEdit && (
            <button
              type="button"
              onClick={onEdit}
              aria-label={`${empty ? 'Add' : 'Edit'} ${editLabel ?? title.toLowerCase()}`}
              className="inline-flex items-center gap-1.5 rounded-control px-2.5 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {empty ? (
                <Plus aria-hidden="true" className="size-4" />
              ) : (
                <Pencil aria-hidden="true" className="size-4" />
              )}
              {empty ? 'Add' : 'Edit'}
            </button>
          ))}
      </div>
      <div className="mt-3">{empty ? <p className="text-sm text-ink-500">{emptyText}</p> : children}</div>
    </section>
  );
}
