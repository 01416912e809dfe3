import type { ReactNode, Ref } from 'react';

/** The heading block and body of every auth form. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  headingRef,
}: {
  title: string;
  /** For a card that replaces another on the same page: focus goes to its heading (which then takes focus). */
  headingRef?: Ref<HTMLHeadingElement>;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="w-full">
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="font-display text-2xl font-bold tracking-tight text-ink-900 focus:outline-none sm:text-3xl"
      >
        {title}
      </h1>
      {description && <div className="mt-2 text-sm text-ink-600">{description}</div>}
      <div className="mt-8">{children}</div>
      {footer && <div className="mt-8 border-t border-ink-200 pt-6 text-sm text-ink-600">{footer}</div>}
    </div>
  );
}
