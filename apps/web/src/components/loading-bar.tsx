import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_BAR, LoadingBarController } from '../lib/loading-bar.ts';

/** The top bar shown while the router loads the next page (only if that takes longer than the throttle). */
export function LoadingBar() {
  const navigation = useNavigation();
  const [controller] = useState(() => new LoadingBarController());
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const busy = navigation.state !== 'idle';

  useEffect(() => {
    if (busy) controller.start();
    else controller.finish();
  }, [busy, controller]);

  useEffect(() => () => controller.dispose(), [controller]);

  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-visible={state.visible}
      className="pointer-events-none fixed top-0 left-0 z-[60] bg-gradient-to-r from-brand-400 to-brand-600 transition-[width,opacity] duration-200 ease-out"
      style={{ height: LOADING_BAR.height, width: `${state.progress}%`, opacity: state.visible ? 1 : 0 }}
    />
  );
}
