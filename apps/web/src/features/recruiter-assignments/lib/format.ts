import { formatInZone } from '../../../lib/format.ts';

/** "Tue 1 Dec, 09:00" in `zone`. */
export function when(iso: string, zone: string): string {
  try {
    return formatInZone(iso, zone, 'EEE d MMM, HH:mm');
  } catch {
    return iso;
  }
}

/** "2 min 05 s", "45 s". */
export function seconds(total: number): string {
  const whole = Math.round(total);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${String(rest).padStart(2, '0')} s`;
}
