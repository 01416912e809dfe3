import type { JobDetail } from '@talent/contract/jobs';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { CompanyLogo } from '../../../components/jobs/company-logo.tsx';

/** The job in one line above every step, so the candidate never loses track of what they apply to. */
export function JobLine({ job }: { job: JobDetail }) {
  return (
    <div className="flex items-center gap-3">
      <CompanyLogo company={job.company} size="sm" />
      <p className="min-w-0 text-sm">
        <Link to={`/jobs/${job.id}`} className="block truncate font-semibold text-ink-900 hover:underline">
          {job.title}
        </Link>
        <span className="block truncate text-ink-600">{job.company.name}</span>
      </p>
    </div>
  );
}

export function InvitedBanner({ job }: { job: JobDetail }) {
  return (
    <p className="mt-4 flex items-center gap-2 rounded-control bg-brand-50 px-3.5 py-2.5 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset">
      <Mail aria-hidden="true" className="size-4 shrink-0" />
      <span>
        Invited by <strong className="font-semibold">{job.recruiter.name}</strong>, {job.recruiter.title}
      </span>
    </p>
  );
}
