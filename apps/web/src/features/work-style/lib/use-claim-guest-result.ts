import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { statusOf } from '../../../lib/api-client.ts';
import { useUser, isVerified } from '../../../lib/identity.ts';
import { toast } from '../../../lib/toast.ts';
import { myWorkStyleKey } from '../../../lib/work-style.ts';
import { claimResult } from '../api/work-style-api.ts';
import { readPendingClaim, writeGuestResult, writePendingClaim } from './local-state.ts';

/** One claim per token per page load, even when React runs the effect twice or several pages mount it. */
const tried = new Set<string>();

/**
 * After signup and verification (or any later sign-in in this browser): a work-style result the guest chose to save
 * becomes the account's, once. A used, expired or unknown token is dropped; a network failure keeps it for the next
 * page load.
 */
export function useClaimGuestResult() {
  const user = useUser();
  const queryClient = useQueryClient();
  const eligible = isVerified(user) && user?.role === 'talent';
  useEffect(() => {
    if (!eligible) return;
    const token = readPendingClaim();
    if (!token || tried.has(token)) return;
    tried.add(token);
    claimResult(token)
      .then(async (result) => {
        writePendingClaim(null);
        writeGuestResult(null);
        queryClient.setQueryData(myWorkStyleKey, result);
        toast.success(
          'Your work-style result is saved on your profile. Only you see it until you choose to show it.',
        );
      })
      .catch((error: unknown) => {
        const status = statusOf(error);
        if (status === 404 || status === 410 || status === 422) {
          writePendingClaim(null);
          toast(
            'That work-style result could no longer be saved (it was already saved or too old). You can take the questionnaire again.',
          );
        } else {
          tried.delete(token);
        }
      });
  }, [eligible, queryClient]);
}
