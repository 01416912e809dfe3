import { useQueryClient } from '@tanstack/react-query';
import type { EliteApplication } from '@talent/contract/elite';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { statusOf } from '../../../lib/api-client.ts';
import { applyValidationErrors, errorMessage } from '../../../lib/form-errors.ts';
import {
  putEliteDraft,
  storeApplication,
  useSubmitEliteForm,
  type EliteFormKey,
} from '../api/elite-forms.ts';
import type { DraftAutosave } from './use-draft-autosave.ts';

/**
 * Sending a form: the full values to `…/submit`. A 422 puts the server's messages on their fields (the first takes
 * the focus) and the values are saved as the draft again, so nothing is lost; a 409 says why the form is locked.
 * `createFirst`: no application is open yet, and only a saved join draft opens one.
 */
export function useSubmitForm<T extends FieldValues, Output>({
  formKey,
  form,
  autosave,
  fields,
  createFirst,
  onDone,
}: {
  formKey: EliteFormKey;
  form: UseFormReturn<T, unknown, Output>;
  autosave: DraftAutosave;
  fields: readonly string[];
  createFirst: boolean;
  onDone: (application: EliteApplication) => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useSubmitEliteForm(formKey);
  const [locked, setLocked] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);

  const submit = async (values: Output) => {
    autosave.cancel();
    setLocked(undefined);
    try {
      if (createFirst) {
        setCreating(true);
        storeApplication(
          queryClient,
          await putEliteDraft(formKey, form.getValues() as Record<string, unknown>),
        );
      }
      onDone(await mutation.mutateAsync(values));
    } catch (error) {
      if (statusOf(error) === 409) {
        setLocked(errorMessage(error));
        return;
      }
      if (!applyValidationErrors(error, form.setError, fields)) {
        form.setError('root.server', { type: 'server', message: errorMessage(error) });
      }
      autosave.change(form.getValues() as Record<string, unknown>, { immediate: true });
    } finally {
      setCreating(false);
    }
  };

  return { submit, locked, pending: creating || mutation.isPending };
}
