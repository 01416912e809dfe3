import { ELITE_TRACKS, type EliteTrack } from '@talent/contract/elite-tracks';
import { Gem } from 'lucide-react';

function trackLabel(track: string | null | undefined): string | null {
  return track && track in ELITE_TRACKS ? ELITE_TRACKS[track as EliteTrack].label : null;
}

/**
 * The elite member's badge: on the member's profile, the programme's pages and next to the name in the recruiter
 * console. `size="sm"` sits in lists beside the identity badge.
 */
export function EliteBadge({ track, size = 'md' }: { track?: string | null; size?: 'sm' | 'md' }) {
  const label = trackLabel(track);
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-ink-900 font-semibold text-white ${
        size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-3 py-1 text-sm'
      }`}
    >
      <Gem aria-hidden="true" className={`${size === 'sm' ? 'size-3.5' : 'size-4'} text-amber-300`} />
      {label ? `Elite · ${label}` : 'Elite member'}
    </span>
  );
}
