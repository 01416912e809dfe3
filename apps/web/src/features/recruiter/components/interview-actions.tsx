import type { ApplicantDetail } from '@talent/contract/recruiter';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConsoleInterviewCard } from './interviews/console-interview-card.tsx';
import { ConsoleInterviewRequestCard } from './interviews/console-interview-request-card.tsx';
import { usePreload } from '../../../components/deferred.tsx';
import { ConsoleProposeTimesForm } from './interviews/deferred-forms.tsx';
import { DialogShell } from '../../../components/ui/dialog-shell.tsx';

/**
 * The applicant page's interview section (helper G1's page mounts it): propose times, answer the candidate's
 * times, and act on booked interviews (reschedule, outcome, cancel). Every action invalidates `['recruiter']`.
 */
export function InterviewActions({ applicant }: { applicant: ApplicantDetail }) {
  const [proposing, setProposing] = useState(false);
  usePreload(ConsoleProposeTimesForm);
  const open = applicant.interview_requests.filter((r) => r.status === 'pending' || r.status === 'proposed');
  const closed = applicant.interview_requests.filter(
    (r) => r.status === 'declined' || r.status === 'cancelled' || r.status === 'expired',
  );
  const nothing = open.length === 0 && applicant.interviews.length === 0 && closed.length === 0;

  return (
    <section aria-labelledby="interview-actions-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="interview-actions-heading" className="font-display text-base font-semibold text-ink-900">
          Interviews
        </h2>
        {applicant.can_request_interview && (
          <DialogShell
            open={proposing}
            onOpenChange={setProposing}
            width="2xl"
            title="Propose interview times"
            description={`${applicant.talent.name} sees the times in their own time zone and accepts one or proposes others.`}
            trigger={
              <Button>
                <CalendarClock aria-hidden="true" className="size-4" /> Propose interview times
              </Button>
            }
          >
            <ConsoleProposeTimesForm applicant={applicant} mode="new" onDone={() => setProposing(false)} />
          </DialogShell>
        )}
      </div>
      {nothing && <p className="text-sm text-ink-600">No interviews yet.</p>}
      {open.map((request) => (
        <ConsoleInterviewRequestCard key={request.id} applicant={applicant} request={request} />
      ))}
      {applicant.interviews.map((interview) => (
        <ConsoleInterviewCard key={interview.id} interview={interview} />
      ))}
      {closed.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-ink-700">Earlier requests ({closed.length})</summary>
          <div className="mt-2 space-y-2">
            {closed.map((request) => (
              <ConsoleInterviewRequestCard key={request.id} applicant={applicant} request={request} />
            ))}
          </div>
        </details>
      )}
    </section>
  );
}
