/** The working day both sides are assumed to keep, in local hours. */
export const WORK_START_HOUR = 9;
export const WORK_END_HOUR = 17;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset in minutes at `at`, from the runtime's IANA database (so DST is the engine's, not ours). */
export function utcOffsetMinutes(zone: string, at: Date): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    formatters.set(zone, format);
  }
  const name = format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Hours that a 9–17 working day in zone `a` shares with one in zone `b` on the date of `at`, taking each zone's
 * offset on that date (so the answer changes when only one side has moved its clocks).
 */
export function workingOverlapHours(a: string, b: string, at: Date): number {
  const diff = utcOffsetMinutes(a, at) - utcOffsetMinutes(b, at);
  // In b's local minutes, a's day runs from start - diff to end - diff; a day later or earlier may overlap better.
  const start = WORK_START_HOUR * 60;
  const end = WORK_END_HOUR * 60;
  let best = 0;
  for (const shift of [-1440, 0, 1440]) {
    const aStart = start - diff + shift;
    const aEnd = end - diff + shift;
    best = Math.max(best, Math.min(end, aEnd) - Math.max(start, aStart));
  }
  return Math.round((best / 60) * 10) / 10;
}

let zonesCache: string[] | undefined;
/** Every IANA zone the runtime knows. */
export function allTimeZones(): string[] {
  zonesCache ??= [...Intl.supportedValuesOf('timeZone'), 'UTC'];
  return zonesCache;
}

const zoneCache = new Map<string, boolean>();

/**
 * Whether the runtime knows `zone` as an IANA time zone. Answers are remembered (bounded: the zone comes from a
 * request header, so a client could send endless made-up names).
 */
export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone || zone.length > 64) return false;
  let ok = zoneCache.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    if (zoneCache.size < 1000) zoneCache.set(zone, ok);
  }
  return ok;
}
