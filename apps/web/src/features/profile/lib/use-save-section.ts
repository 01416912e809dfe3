import type { ProfileUpdate } from '@talent/contract/profile';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { applySectionErrors } from './section-errors.ts';

/**
 * Saves one section with a PATCH of just its keys. A 422 lands on the inputs it names; anything else becomes the
 * form's own error. Resolves true when saved (the caller closes its dialog).
 */
export function useSaveSection() {
  const update = useUpdateProfile();
  const save = async <T extends FieldValues>(
    changes: ProfileUpdate,
    setError: UseFormSetError<T>,
    prefixes: readonly string[],
    saved: string,
  ): Promise<boolean> => {
    try {
      await update.mutateAsync(changes);
      toast.success(saved);
      return true;
    } catch (error) {
      if (!applySectionErrors(error, setError, prefixes)) {
        setError('root.server', {
          type: 'server',
          message: errorMessage(error, 'It was not saved. Please try again.'),
        });
      }
      return false;
    }
  };
  /** For changes without a form (remove an entry, flip a switch): the outcome is a toast. */
  const quickSave = async (changes: ProfileUpdate, saved: string): Promise<boolean> => {
    try {
      await update.mutateAsync(changes);
      toast.success(saved);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'It was not saved. Please try again.'));
      return false;
    }
  };
  return { save, quickSave, saving: update.isPending };
}
