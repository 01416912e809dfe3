import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Empty, error and "gone" states: an icon, a heading, a sentence and what to do next. */
export function StatePanel({
  Icon,
  title,
  children,
  actions,
  tone = 'neutral',
  headingLevel = 'h2',
}: {
  Icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'error';
  headingLevel?: 'h1' | 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="rounded-card border border-dashed border-ink-300 bg-white px-6 py-10 text-center sm:px-10"
    >
      <span
        className={`mx-auto flex size-12 items-center justify-center rounded-full ${
          tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700'
        }`}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading className="mt-4 font-display text-lg font-semibold text-ink-900">{title}</Heading>
      {children && <div className="mx-auto mt-2 max-w-md text-sm text-ink-600">{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
    </div>
  );
}
