import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A whole-page state of the flow (not found, already applied, sent, failed): icon, heading, text, actions. */
export function ApplyStatePanel({
  Icon,
  title,
  children,
  actions,
  tone = 'neutral',
}: {
  Icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'error' | 'success';
}) {
  const icon = {
    neutral: 'bg-brand-50 text-brand-700',
    error: 'bg-red-50 text-red-700',
    success: 'bg-brand-600 text-white',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="rounded-card border border-ink-200 bg-white px-6 py-10 text-center shadow-card sm:px-10"
    >
      <span className={`mx-auto flex size-12 items-center justify-center rounded-full ${icon}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h1 tabIndex={-1} className="mt-4 font-display text-xl font-bold text-ink-900 focus:outline-none">
        {title}
      </h1>
      {children && <div className="mx-auto mt-2 max-w-lg text-sm text-ink-600">{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
    </div>
  );
}
