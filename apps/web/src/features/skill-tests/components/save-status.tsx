import { CloudOff, Check, Loader2, TriangleAlert } from 'lucide-react';
import { formatTime, useTimeZone } from '../../../lib/format.ts';
import type { SaveState } from '../lib/autosave.ts';

/** "Saved 12:03", "Saving…", "Offline — will retry": where the candidate's answers are. */
export function SaveStatus({ state }: { state: SaveState }) {
  const zone = useTimeZone();
  let body: React.ReactNode;
  switch (state.kind) {
    case 'idle':
      body = <>Answers save as you go</>;
      break;
    case 'saving':
      body = (
        <>
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Saving…
        </>
      );
      break;
    case 'saved':
      body = (
        <>
          <Check aria-hidden="true" className="size-4 text-brand-700" /> Saved {formatTime(state.at, zone)}
        </>
      );
      break;
    case 'offline':
      body = (
        <>
          <CloudOff aria-hidden="true" className="size-4 text-amber-700" /> Offline — will retry (
          {state.unsent === 1 ? '1 answer' : `${state.unsent} answers`} kept on this device)
        </>
      );
      break;
    case 'error':
      body = (
        <>
          <TriangleAlert aria-hidden="true" className="size-4 text-red-700" /> {state.message}
        </>
      );
      break;
    case 'ended':
      body = <>This attempt has ended</>;
      break;
  }
  return (
    <p role="status" data-testid="save-status" className="flex items-center gap-1.5 text-xs text-ink-700">
      {body}
    </p>
  );
}
