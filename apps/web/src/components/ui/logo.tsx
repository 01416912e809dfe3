import { Link } from 'react-router';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="var(--color-brand-800)" />
      <circle cx="16" cy="16" r="8.5" fill="none" stroke="var(--color-brand-300)" strokeWidth="2.5" />
      <path
        d="M7.5 16h17M16 7.5c-3.2 3.4-3.2 13.6 0 17M16 7.5c3.2 3.4 3.2 13.6 0 17"
        fill="none"
        stroke="var(--color-brand-300)"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/** The logo, linking home. `tone="light"` for dark backgrounds. */
export function Logo({ tone = 'dark', to = '/' }: { tone?: 'dark' | 'light'; to?: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2.5 rounded-md" aria-label="Borderless, home">
      <LogoMark />
      <span
        className={`font-display text-lg font-bold tracking-tight ${tone === 'light' ? 'text-white' : 'text-ink-900'}`}
      >
        Borderless
      </span>
    </Link>
  );
}
