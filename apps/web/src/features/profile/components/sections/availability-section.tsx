import { type Profile } from '@talent/contract/profile';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { AVAILABILITY_LABELS, JOB_SEARCH_LABELS } from '../../lib/labels.ts';
import { SectionCard } from '../section-card.tsx';
import { SectionDialog } from '../section-dialog.tsx';
import { deferred, usePreload } from '../../../../components/deferred.tsx';

// The edit form (react-hook-form with it) loads after the profile renders, not in its first download.
const AvailabilityForm = deferred(() =>
  import('./availability-form.tsx').then((module) => module.AvailabilityForm),
);

export function AvailabilitySection({ profile }: { profile: Profile }) {
  usePreload(AvailabilityForm);
  const [open, setOpen] = useState(false);
  return (
    <>
      <SectionCard
        id="availability"
        title="Availability & job search"
        Icon={CalendarClock}
        empty={!profile.availability && !profile.job_search_status && profile.notice_period_weeks === null}
        emptyText="Say whether you are looking and when you could start, so recruiters know when to reach out."
        onEdit={() => setOpen(true)}
        editLabel="availability and job search"
      >
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-ink-500">Job search</dt>
            <dd className="text-ink-900">
              {profile.job_search_status ? JOB_SEARCH_LABELS[profile.job_search_status] : 'Not said'}
            </dd>
          </div>
          <div>
            <dt className="text-ink-500">Could start</dt>
            <dd className="text-ink-900">
              {profile.availability ? AVAILABILITY_LABELS[profile.availability] : 'Not said'}
            </dd>
          </div>
          <div>
            <dt className="text-ink-500">Notice period</dt>
            <dd className="text-ink-900">
              {profile.notice_period_weeks === null
                ? 'Not said'
                : profile.notice_period_weeks === 0
                  ? 'None'
                  : `${profile.notice_period_weeks} week${profile.notice_period_weeks === 1 ? '' : 's'}`}
            </dd>
          </div>
        </dl>
      </SectionCard>
      <SectionDialog open={open} onOpenChange={setOpen} title="Availability & job search">
        <AvailabilityForm profile={profile} onDone={() => setOpen(false)} />
      </SectionDialog>
    </>
  );
}
