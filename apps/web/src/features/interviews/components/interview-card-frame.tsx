import type { Interview } from '@talent/contract/interviews';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CompanyLogo } from '../../../components/jobs/company-logo.tsx';
import { logoCompany } from '../lib/format.ts';

/**
 * The card an interview or interview request is shown in, labelled by its heading. When `highlighted` (the one a
 * link or notification points at) it is outlined, scrolled into view and focused.
 */
export function InterviewCardFrame({
  headingId,
  highlighted,
  children,
}: {
  headingId: string;
  highlighted: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!highlighted) return;
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [highlighted]);

  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-highlighted={highlighted || undefined}
      className={`scroll-mt-24 rounded-card border bg-white p-5 shadow-card focus:outline-none ${
        highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-ink-200'
      }`}
    >
      {children}
    </article>
  );
}

/** The company logo and the job title as the card's heading (a link to the job), with `children` below it. */
export function InterviewCardHeader({
  job,
  headingId,
  headingLevel: Heading,
  children,
}: {
  job: Interview['job'];
  headingId: string;
  headingLevel: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <CompanyLogo company={logoCompany(job.company)} />
      <div className="min-w-0 flex-1">
        <Heading id={headingId} className="font-display text-base font-semibold text-ink-900 sm:text-lg">
          <Link to={`/jobs/${job.id}`} className="hover:underline">
            {job.title}
          </Link>
        </Heading>
        {children}
      </div>
    </div>
  );
}
