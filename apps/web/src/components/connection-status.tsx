import { CloudOff, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useConnectionState } from '../lib/realtime/index.ts';

/** A drop pusher-js heals within a second or two is not worth announcing. */
export const RECONNECTING_NOTICE_DELAY_MS = 2_000;

export const CONNECTION_MESSAGES = {
  reconnecting: 'Reconnecting…',
  offline: 'You are offline — messages will be sent when you are back',
} as const;

/**
 * The live connection, politely: nothing while connected (or on the first connect), a status line while
 * reconnecting or offline. The status region is always in the page so screen readers hear the change.
 */
export function ConnectionStatus() {
  const state = useConnectionState();
  const [lateReconnect, setLateReconnect] = useState(false);

  useEffect(() => {
    if (state !== 'reconnecting') return;
    const timer = setTimeout(() => setLateReconnect(true), RECONNECTING_NOTICE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setLateReconnect(false);
    };
  }, [state]);

  const shown =
    state === 'offline' ? 'offline' : state === 'reconnecting' && lateReconnect ? 'reconnecting' : null;

  return (
    <div role="status" data-testid="connection-status" data-state={state}>
      {shown && (
        <p className="flex items-center justify-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-1.5 text-center text-sm text-amber-900">
          {shown === 'offline' ? (
            <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-4 shrink-0 motion-safe:animate-spin" />
          )}
          {CONNECTION_MESSAGES[shown]}
        </p>
      )}
    </div>
  );
}
