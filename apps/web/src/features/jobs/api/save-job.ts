import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { JobDetail, JobList, JobSummary } from '@talent/contract/jobs';
import { toast } from '../../../lib/toast.ts';
import { api, talentApi } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { jobKeys } from './job-keys.ts';

export async function setJobSaved(id: string, saved: boolean): Promise<void> {
  const url = talentApi(`/jobs/${encodeURIComponent(id)}/save`);
  if (saved) await api.put(url);
  else await api.delete(url);
}

type Cached = InfiniteData<JobList, unknown> | JobDetail | JobSummary[] | undefined;

function flip<T extends JobSummary>(job: T, id: string, saved: boolean): T {
  return job.id === id && job.saved !== saved ? { ...job, saved } : job;
}

/** The same cache entry with the job's saved flag set, whatever shape the entry has. */
export function withSavedFlag(data: Cached, id: string, saved: boolean): Cached {
  if (!data) return data;
  if (Array.isArray(data)) return data.map((job) => flip(job, id, saved));
  if ('pages' in data) {
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, data: page.data.map((job) => flip(job, id, saved)) })),
    };
  }
  return flip(data, id, saved);
}

export interface SaveJobVariables {
  job: Pick<JobSummary, 'id' | 'title'>;
  saved: boolean;
}

interface Snapshot {
  entries: [QueryKey, unknown][];
}

/** Applies the flag to every cached copy of the job and returns what was there before, for the rollback. */
export function applySavedOptimistically(queryClient: QueryClient, id: string, saved: boolean): Snapshot {
  const entries = queryClient.getQueriesData<Cached>({ queryKey: jobKeys.all });
  for (const [key, data] of entries) {
    // The saved list loses an unsaved job at once; a newly saved one appears when the list refetches.
    if (key[2] === 'saved' && Array.isArray(data) && !saved) {
      queryClient.setQueryData(
        key,
        data.filter((job) => job.id !== id),
      );
      continue;
    }
    queryClient.setQueryData(key, withSavedFlag(data, id, saved));
  }
  return { entries };
}

/**
 * Save or unsave a job, optimistically: every list, the detail and the saved page show the new state at once;
 * a failure puts every cache entry back and says so in a toast.
 */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ job, saved }: SaveJobVariables) => setJobSaved(job.id, saved),
    onMutate: async ({ job, saved }) => {
      await queryClient.cancelQueries({ queryKey: jobKeys.all });
      return applySavedOptimistically(queryClient, job.id, saved);
    },
    onError: (error, { job, saved }, snapshot) => {
      for (const [key, data] of snapshot?.entries ?? []) queryClient.setQueryData(key, data);
      toast.error(
        `${saved ? 'Could not save' : 'Could not remove'} “${job.title}”. ${errorMessage(error, 'Please try again.')}`,
      );
    },
    onSuccess: (_data, { saved }) => {
      toast.success(saved ? 'Job saved. Find it under Saved.' : 'Removed from your saved jobs.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.saved() }),
  });
}
