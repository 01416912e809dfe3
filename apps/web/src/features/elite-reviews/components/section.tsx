import type { ReactNode } from 'react';

/** A titled card of the review page; its heading names it for screen readers. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-ink-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id={id} className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-600">{children}</p>;
}
