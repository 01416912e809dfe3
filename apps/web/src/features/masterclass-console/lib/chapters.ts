/** "1:05:30", "12:04" or "45" (seconds) as seconds; null when it is not a time. */
export function parseClock(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(:\d{1,2}){0,2}$/.test(trimmed)) return null;
  const parts = trimmed.split(':').map(Number);
  if (parts.slice(1).some((part) => part >= 60)) return null;
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** Seconds as "1:05:30" or "12:04". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export interface ChapterRow {
  at: string;
  title: string;
}

/**
 * The chapter rows as the contract's chapters (rows left blank are dropped), or the first problem as a sentence
 * with the row it is on.
 */
export function readChapters(
  rows: ChapterRow[],
  durationSeconds: number | null,
): { chapters: Array<{ title: string; start_seconds: number }> } | { error: string } {
  const chapters: Array<{ title: string; start_seconds: number }> = [];
  for (const [index, row] of rows.entries()) {
    if (!row.at.trim() && !row.title.trim()) continue;
    const seconds = parseClock(row.at);
    if (seconds === null) return { error: `Chapter ${index + 1}: write its start like 12:30 or 1:02:00.` };
    if (!row.title.trim()) return { error: `Chapter ${index + 1}: give it a title.` };
    if (durationSeconds !== null && seconds >= durationSeconds)
      return {
        error: `Chapter ${index + 1} starts after the end of the recording (${clock(durationSeconds)}).`,
      };
    const previous = chapters.at(-1);
    if (previous && seconds <= previous.start_seconds)
      return { error: `Chapter ${index + 1} must start after chapter ${index}.` };
    chapters.push({ title: row.title.trim(), start_seconds: seconds });
  }
  return { chapters };
}
