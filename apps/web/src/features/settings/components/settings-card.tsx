import type { ReactNode } from 'react';

/** One titled card of a settings section; `tone="danger"` frames the irreversible actions. */
export function SettingsCard({
  id,
  title,
  description,
  children,
  tone = 'default',
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-card border bg-white shadow-card ${tone === 'danger' ? 'border-red-200' : 'border-ink-200'}`}
    >
      <div
        className={`border-b px-5 py-4 sm:px-6 ${tone === 'danger' ? 'border-red-200' : 'border-ink-200'}`}
      >
        <h3 id={headingId} className={`font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-ink-900'}`}>
          {title}
        </h3>
        {description && <div className="mt-1 text-sm text-ink-600">{description}</div>}
      </div>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}
