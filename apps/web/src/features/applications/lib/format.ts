import type { ApplicationEventType, NextStep } from '@talent/contract/applications';

/** Where a timeline step links to, with a name that says what is there. */
export function eventLink(event: {
  type: ApplicationEventType;
  interview_request_id: string | null;
  interview_id: string | null;
  offer_id: string | null;
}): { to: string; label: string } | null {
  if (event.interview_id) {
    const done = event.type === 'interview_completed' || event.type === 'interview_cancelled';
    return {
      to: `/interviews/${done ? 'completed' : 'upcoming'}?interview=${encodeURIComponent(event.interview_id)}`,
      label: 'See the interview',
    };
  }
  if (event.interview_request_id) {
    return {
      to: `/applications/interview-requests?request=${encodeURIComponent(event.interview_request_id)}`,
      label: 'See the interview request',
    };
  }
  if (event.offer_id) {
    return { to: `/offers?offer=${encodeURIComponent(event.offer_id)}`, label: 'See the offer' };
  }
  return null;
}

/** The label of a "what happens next" link, from where it goes. */
export function nextStepLinkLabel(step: NextStep): string {
  const path = step.path ?? '';
  if (path.startsWith('/applications/interview-requests')) return 'Answer the interview request';
  if (path.startsWith('/interviews')) return 'See the interview';
  if (path.startsWith('/offers')) return 'See the offer';
  if (path.startsWith('/chat')) return 'Open the chat';
  if (path.startsWith('/jobs')) return 'See the job';
  return 'Go there';
}
