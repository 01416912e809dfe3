import { Timer } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { clockFace, useSecondsLeft } from '../lib/server-clock.ts';

/** The warnings said aloud (and shown) as the end nears. */
const WARNINGS = [
  { atSeconds: 5 * 60, text: '5 minutes left.' },
  { atSeconds: 60, text: '1 minute left. Answers are saved as you go.' },
];

/**
 * Time left by the server's clock (`deadline_at` corrected by the offset from `server_now`). The face itself is not
 * a live region (a reader would hear every second); the 5- and 1-minute warnings are.
 */
export function Countdown({
  deadlineAt,
  offsetMs,
  onExpire,
}: {
  deadlineAt: string;
  offsetMs: number;
  onExpire: () => void;
}) {
  const left = useSecondsLeft(deadlineAt, offsetMs);
  const [warning, setWarning] = useState('');
  const given = useRef(new Set<number>());
  const expired = useRef(false);
  const expire = useEffectEvent(() => onExpire());

  useEffect(() => {
    for (const { atSeconds, text } of WARNINGS) {
      // A warning is given once, and only when the moment is reached while the page is open (not on a late resume
      // below it, which the face already shows).
      if (left <= atSeconds && left > atSeconds - 30 && !given.current.has(atSeconds)) {
        given.current.add(atSeconds);
        setWarning(text);
      }
    }
    if (left === 0 && !expired.current) {
      expired.current = true;
      expire();
    }
  }, [left]);

  const urgent = left <= 5 * 60;
  return (
    <div
      className={`rounded-control border px-3 py-2 ${urgent ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-ink-200 bg-white text-ink-800'}`}
    >
      <p className="flex items-center gap-2 text-sm">
        <Timer aria-hidden="true" className="size-4" />
        <span>Time left</span>
        <span className="ml-auto font-mono text-lg font-semibold tabular-nums" data-testid="time-left">
          {clockFace(left)}
        </span>
      </p>
      <p role="status" aria-live="assertive" aria-atomic="true" className="text-xs font-semibold">
        {warning}
      </p>
    </div>
  );
}
