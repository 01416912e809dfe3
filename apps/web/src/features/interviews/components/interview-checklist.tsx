import type { Interview } from '@talent/contract/interviews';
import { ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** What to have ready, by kind of interview: the practical part the recruiter's notes rarely cover. */
function itemsFor(interview: Interview): ReactNode[] {
  const questions =
    'Two or three questions of your own about the team, the role and how success is measured.';
  switch (interview.type) {
    case 'video':
      return [
        'Open the join link a few minutes early: it runs in the browser, nothing to install.',
        <>
          Camera, microphone and connection working:{' '}
          <Link to="/test" className="font-medium text-brand-700 underline">
            run the device check
          </Link>{' '}
          (a minute, nothing is recorded).
        </>,
        'A quiet, well-lit spot; headphones stop the echo.',
        questions,
      ];
    case 'phone':
      return [
        interview.location
          ? `How the call goes: ${interview.location}`
          : 'The interviewer calls you at the time above.',
        'Good signal and a charged phone, somewhere you can talk freely.',
        questions,
      ];
    case 'onsite':
      return [
        interview.location
          ? `Plan the trip to ${interview.location} and arrive ten minutes early.`
          : 'Arrive ten minutes early.',
        'An ID for reception, and the interviewers’ names above.',
        questions,
      ];
  }
}

/** "Before the interview": a short checklist for the kind of interview, under the recruiter's own notes. */
export function InterviewChecklist({ interview }: { interview: Interview }) {
  return (
    <details className="mt-4 rounded-control border border-ink-200 px-4 py-2">
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-ink-900">
        <ListChecks aria-hidden="true" className="size-4 text-ink-500" />
        Before the interview
      </summary>
      <ul className="mt-2 mb-1 list-disc space-y-1 pl-5 text-sm text-ink-700">
        {itemsFor(interview).map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </details>
  );
}
