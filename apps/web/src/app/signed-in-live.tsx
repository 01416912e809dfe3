import { usePipelineLive } from '../features/pipeline-live/use-pipeline-live.ts';
import { useClaimGuestResult } from '../features/work-style/lib/use-claim-guest-result.ts';

/**
 * What every page runs while someone is signed in: the live pipeline refresh, and the hand-over of a guest's work-style result. The app shell loads it on demand,
 * so a guest never downloads it (nor the pipeline schemas it checks events with).
 */
export default function SignedInLive() {
  usePipelineLive();
  // A work-style result the guest chose to save before signing up becomes the new account's, once.
  useClaimGuestResult();
  return null;
}
