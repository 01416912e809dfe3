import type { CompanySummary } from '@talent/contract/jobs';

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** The company's logo, or its initials; decorative, since the name is always written beside it. */
export function CompanyLogo({
  company,
  size = 'md',
}: {
  company: CompanySummary;
  size?: 'sm' | 'md' | 'lg';
}) {
  const box = { sm: 'size-10 text-sm', md: 'size-11 text-sm', lg: 'size-14 text-lg' }[size];
  if (company.logo_url) {
    return (
      <img
        src={company.logo_url}
        alt=""
        className={`${box} shrink-0 rounded-control border border-ink-200 bg-white object-contain`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-control bg-brand-800 font-display font-bold text-brand-100`}
    >
      {initials(company.name)}
    </span>
  );
}
