import { BadgeCheck } from 'lucide-react';

/** The identity badge: shown only when the candidate's identity is verified. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Identity verified
    </span>
  );
}
