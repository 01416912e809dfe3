const SEGMENTS = 20;

/** "Quiet", "Speaking", "Loud": what the bar means in words. */
function levelText(level: number): string {
  if (level < 0.25) return 'Quiet';
  if (level < 0.8) return 'Sound';
  return 'Very loud';
}

/** The microphone's live level, as a row of lit segments (amber near the top, where it starts to distort). */
export function LevelMeter({ level, active }: { level: number; active: boolean }) {
  const percent = Math.round(level * 100);
  const lit = Math.round(level * SEGMENTS);
  return (
    <div
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={active ? `${levelText(level)} (${percent}%)` : 'Microphone off'}
      data-testid="mic-level"
      className="mt-3 flex h-4 items-stretch gap-0.5"
    >
      {Array.from({ length: SEGMENTS }, (_, index) => (
        <span
          key={index}
          className={`flex-1 rounded-sm ${
            index < lit ? (index >= SEGMENTS * 0.85 ? 'bg-amber-500' : 'bg-brand-600') : 'bg-ink-100'
          }`}
        />
      ))}
    </div>
  );
}
