import { Briefcase } from 'lucide-react';
import { usePublicJob } from '../api/get-public-job.ts';

/**
 * "Applying to <title> at <company>" on the signup and login pages a guest reaches from /apply/:id; only on
 * small screens, where the layout's side panel with the job is hidden.
 */
export function ApplyingTo({ jobId }: { jobId: string }) {
  const job = usePublicJob(jobId);
  if (!job.data) return null;
  return (
    <p className="mt-3 flex lg:hidden items-start gap-2 rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-900">
      <Briefcase aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        Applying to <strong className="font-semibold">{job.data.title}</strong> at {job.data.company.name}
      </span>
    </p>
  );
}
