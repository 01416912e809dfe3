import { UserRound } from 'lucide-react';

/** A small note on a field still holding what the profile gave it. */
export function FromProfile({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
      <UserRound aria-hidden="true" className="size-3" />
      From your profile
    </span>
  );
}
