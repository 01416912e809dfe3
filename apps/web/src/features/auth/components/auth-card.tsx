import type { ReactNode } from 'react';

/** The heading block and body of every auth form. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="w-full">
      <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
      {description && <div className="mt-2 text-sm text-ink-600">{description}</div>}
      <div className="mt-8">{children}</div>
      {footer && <div className="mt-8 border-t border-ink-200 pt-6 text-sm text-ink-600">{footer}</div>}
    </div>
  );
}
