import type { LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

const ICON_TONES = {
  neutral: 'bg-brand-50 text-brand-700',
  error: 'bg-red-50 text-red-700',
  success: 'bg-brand-600 text-white',
} as const;

/**
 * Empty, error, "gone" and "done" states: an icon, a heading, a sentence and what to do next. `dashed` sits in a
 * list's place; `card` stands for a whole page (give it an h1, which can take focus after a step).
 */
export function StatePanel({
  Icon,
  title,
  children,
  actions,
  tone = 'neutral',
  variant = 'dashed',
  headingLevel = 'h2',
  headingRef,
}: {
  Icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: keyof typeof ICON_TONES;
  variant?: 'dashed' | 'card';
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** For the page that moves the focus to its h1 after a step. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const Heading = headingLevel;
  const frame = variant === 'card' ? 'border-ink-200 shadow-card' : 'border-dashed border-ink-300';
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`rounded-card border bg-white px-6 py-10 text-center sm:px-10 ${frame}`}
    >
      <span className={`mx-auto flex size-12 items-center justify-center rounded-full ${ICON_TONES[tone]}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading
        ref={headingRef}
        tabIndex={headingLevel === 'h1' ? -1 : undefined}
        className={`mt-4 font-display font-semibold text-ink-900 focus:outline-none ${
          headingLevel === 'h1' ? 'text-xl font-bold' : 'text-lg'
        }`}
      >
        {title}
      </Heading>
      {children && <div className="mx-auto mt-2 max-w-lg text-sm text-ink-600">{children}</div>}
      {actions && <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
    </div>
  );
}
