import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { EliteApplicationResponseSchema, type EliteApplication } from '@talent/contract/elite';
import { api, talentApi } from '../../../lib/api-client.ts';
import { eliteKeys } from './elite-keys.ts';

/** The two forms the candidate fills here (compliance is its own feature). */
export type EliteFormKey = 'join' | 'work_preference';

const SEGMENT: Record<EliteFormKey, string> = { join: 'join', work_preference: 'work-preference' };

export const draftUrl = (form: EliteFormKey) => talentApi(`/elite/application/forms/${SEGMENT[form]}/draft`);
const submitUrl = (form: EliteFormKey) => talentApi(`/elite/application/forms/${SEGMENT[form]}/submit`);

/** `PUT …/forms/{form}/draft`: loose, never a 422 for a missing field; the join draft creates the application. */
export async function putEliteDraft(
  form: EliteFormKey,
  draft: Record<string, unknown>,
): Promise<EliteApplication> {
  const response = await api.put<unknown>(draftUrl(form), draft);
  return EliteApplicationResponseSchema.parse(response.data).data;
}

export async function submitEliteForm(form: EliteFormKey, values: unknown): Promise<EliteApplication> {
  const response = await api.post<unknown>(submitUrl(form), values);
  return EliteApplicationResponseSchema.parse(response.data).data;
}

/** Every answer of the server is the application as it now stands; the overview's copy is stale. */
export function storeApplication(queryClient: QueryClient, application: EliteApplication): void {
  queryClient.setQueryData(eliteKeys.application(), application);
  void queryClient.invalidateQueries({ queryKey: eliteKeys.overview() });
}

/** `POST …/forms/{form}/submit`: the full form (422 with field errors; the draft stays on the server). */
export function useSubmitEliteForm(form: EliteFormKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: unknown) => submitEliteForm(form, values),
    onSuccess: (application) => {
      storeApplication(queryClient, application);
      // The track decides the skill tests; a changed join form may change them.
      void queryClient.invalidateQueries({ queryKey: eliteKeys.skillAssessments() });
    },
  });
}

/** "Start your application": an empty join draft opens it (409 with the reason when not eligible). */
export function useStartApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => putEliteDraft('join', {}),
    onSuccess: (application) => storeApplication(queryClient, application),
  });
}
