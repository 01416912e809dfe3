import { usePipelineLive } from '../features/pipeline-live/use-pipeline-live.ts';

/**
 * What every page runs while someone is signed in: the live pipeline refresh. The app shell loads it on demand,
 * so a guest never downloads it (nor the pipeline schemas it checks events with).
 */
export default function SignedInLive() {
  usePipelineLive();
  return null;
}
