import { describe, expect, it } from 'vitest';
import { APPLICATION_EVENT_TYPES, type ApplicationEventType } from '@talent/contract/applications';
import { eventSummary, TALENT_READER, type EventReader } from './application-view.ts';

const recruiterReader: EventReader = { kind: 'recruiter', candidateName: 'Alex Kim' };

type Actor = 'talent' | 'recruiter' | 'system';

/**
 * Every summary the features and the seed store (applications, demo pipeline, recruiter console, interviews,
 * offers, seed/seed-pipeline.ts), with what each side reads.
 */
const CASES: Array<{
  type: ApplicationEventType;
  actor: Actor;
  stored: string;
  recruiter: string;
}> = [
  // applications
  {
    type: 'invited',
    actor: 'recruiter',
    stored: 'Maya Chen invited you to apply',
    recruiter: 'Maya Chen invited Alex Kim to apply',
  },
  { type: 'submitted', actor: 'talent', stored: 'You applied', recruiter: 'Alex Kim applied' },
  {
    type: 'submitted',
    actor: 'talent',
    stored: 'You applied, answering the invitation',
    recruiter: 'Alex Kim applied, answering the invitation',
  },
  {
    type: 'withdrawn',
    actor: 'talent',
    stored: 'You withdrew your application',
    recruiter: 'Alex Kim withdrew their application',
  },
  {
    type: 'promise_missed',
    actor: 'system',
    stored: 'Maya Chen did not respond within the promised 5 days',
    recruiter: 'Maya Chen did not respond within the promised 5 days',
  },
  // recruiter console moves and the demo recruiter
  {
    type: 'status_changed',
    actor: 'recruiter',
    stored: 'Maya Chen moved your application to In review',
    recruiter: 'Maya Chen moved the application to In review',
  },
  {
    type: 'status_changed',
    actor: 'recruiter',
    stored: 'Maya Chen moved your application to review',
    recruiter: 'Maya Chen moved the application to review',
  },
  {
    type: 'status_changed',
    actor: 'recruiter',
    stored: 'Maya Chen moved your application to the assessment',
    recruiter: 'Maya Chen moved the application to the assessment',
  },
  {
    type: 'rejected',
    actor: 'recruiter',
    stored: 'Maya Chen decided not to move forward',
    recruiter: 'Maya Chen decided not to move forward',
  },
  { type: 'closed', actor: 'recruiter', stored: 'The job was closed', recruiter: 'The job was closed' },
  // interviews
  {
    type: 'interview_requested',
    actor: 'recruiter',
    stored: 'Maya Chen invited you to an interview',
    recruiter: 'Maya Chen invited Alex Kim to an interview',
  },
  {
    type: 'interview_slots_proposed',
    actor: 'recruiter',
    stored: 'Maya Chen proposed new interview times',
    recruiter: 'Maya Chen proposed new interview times',
  },
  {
    type: 'interview_slots_proposed',
    actor: 'talent',
    stored: 'You proposed other interview times',
    recruiter: 'Alex Kim proposed other interview times',
  },
  {
    type: 'interview_cancelled',
    actor: 'recruiter',
    stored: 'Maya Chen cancelled the interview request',
    recruiter: 'Maya Chen cancelled the interview request',
  },
  {
    type: 'interview_cancelled',
    actor: 'system',
    stored: 'The interview request was cancelled',
    recruiter: 'The interview request was cancelled',
  },
  {
    type: 'interview_cancelled',
    actor: 'system',
    stored: 'The interview request expired: every proposed time passed without an answer',
    recruiter: 'The interview request expired: every proposed time passed without an answer',
  },
  {
    type: 'interview_request_declined',
    actor: 'talent',
    stored: 'You declined the interview request',
    recruiter: 'Alex Kim declined the interview request',
  },
  {
    type: 'interview_scheduled',
    actor: 'talent',
    stored: 'You booked the interview',
    recruiter: 'Alex Kim booked the interview',
  },
  {
    type: 'interview_scheduled',
    actor: 'talent',
    stored: 'You picked a time: the interview is scheduled',
    recruiter: 'Alex Kim picked a time: the interview is scheduled',
  },
  {
    type: 'interview_scheduled',
    actor: 'recruiter',
    stored: 'Maya Chen booked the interview at a time you proposed',
    recruiter: 'Maya Chen booked the interview at a time Alex Kim proposed',
  },
  {
    type: 'interview_slots_proposed',
    actor: 'talent',
    stored: 'You asked to reschedule the interview',
    recruiter: 'Alex Kim asked to reschedule the interview',
  },
  {
    type: 'interview_rescheduled',
    actor: 'recruiter',
    stored: 'Maya Chen moved the interview to a new time',
    recruiter: 'Maya Chen moved the interview to a new time',
  },
  {
    type: 'interview_scheduled',
    actor: 'recruiter',
    stored: 'Maya Chen kept the interview at its original time',
    recruiter: 'Maya Chen kept the interview at its original time',
  },
  {
    type: 'interview_completed',
    actor: 'recruiter',
    stored: "Maya Chen recorded the interview's outcome",
    recruiter: "Maya Chen recorded the interview's outcome",
  },
  {
    type: 'interview_completed',
    actor: 'recruiter',
    stored: 'Maya Chen recorded the interview: passed',
    recruiter: 'Maya Chen recorded the interview: passed',
  },
  {
    type: 'interview_cancelled',
    actor: 'talent',
    stored: 'You cancelled the interview',
    recruiter: 'Alex Kim cancelled the interview',
  },
  {
    type: 'interview_cancelled',
    actor: 'recruiter',
    stored: 'Maya Chen cancelled the interview',
    recruiter: 'Maya Chen cancelled the interview',
  },
  {
    type: 'interview_cancelled',
    actor: 'system',
    stored: 'The interview was cancelled',
    recruiter: 'The interview was cancelled',
  },
  // offers (the title is quoted and kept as written, even when it says "you")
  {
    type: 'offer_sent',
    actor: 'recruiter',
    stored: 'Maya Chen sent you an offer: "Staff Engineer"',
    recruiter: 'Maya Chen sent Alex Kim an offer: "Staff Engineer"',
  },
  {
    type: 'offer_sent',
    actor: 'recruiter',
    stored: 'Maya Chen sent you an offer: "Engineer for you"',
    recruiter: 'Maya Chen sent Alex Kim an offer: "Engineer for you"',
  },
  {
    type: 'offer_sent',
    actor: 'recruiter',
    stored: 'Maya Chen sent you an offer',
    recruiter: 'Maya Chen sent Alex Kim an offer',
  },
  {
    type: 'offer_withdrawn',
    actor: 'recruiter',
    stored: 'Maya Chen withdrew the offer "Engineer for you"',
    recruiter: 'Maya Chen withdrew the offer "Engineer for you"',
  },
  {
    type: 'offer_revised',
    actor: 'recruiter',
    stored: 'Maya Chen revised the offer after your request (version 2)',
    recruiter: "Maya Chen revised the offer after Alex Kim's request (version 2)",
  },
  {
    type: 'offer_counter_answered',
    actor: 'recruiter',
    stored: 'Maya Chen answered your request and kept the offer as it is',
    recruiter: "Maya Chen answered Alex Kim's request and kept the offer as it is",
  },
  {
    type: 'offer_accepted',
    actor: 'talent',
    stored: 'You accepted the offer "Staff Engineer" and signed it',
    recruiter: 'Alex Kim accepted the offer "Staff Engineer" and signed it',
  },
  {
    type: 'offer_accepted',
    actor: 'talent',
    stored: 'You accepted the offer',
    recruiter: 'Alex Kim accepted the offer',
  },
  {
    type: 'offer_declined',
    actor: 'talent',
    stored: 'You declined the offer "Staff Engineer" (I accepted another offer)',
    recruiter: 'Alex Kim declined the offer "Staff Engineer" (I accepted another offer)',
  },
  {
    type: 'offer_countered',
    actor: 'talent',
    stored: 'You asked for changes to the offer "Staff Engineer"',
    recruiter: 'Alex Kim asked for changes to the offer "Staff Engineer"',
  },
  {
    type: 'offer_expired',
    actor: 'system',
    stored: 'The offer "Staff Engineer" expired without an answer',
    recruiter: 'The offer "Staff Engineer" expired without an answer',
  },
  {
    type: 'offer_declined',
    actor: 'talent',
    stored: 'The offer "Staff Engineer" was declined with the withdrawal',
    recruiter: 'The offer "Staff Engineer" was declined with the withdrawal',
  },
  {
    type: 'viewed',
    actor: 'recruiter',
    stored: 'Maya Chen viewed your application',
    recruiter: 'Maya Chen viewed the application',
  },
];

describe('eventSummary', () => {
  it.each(CASES)('$type by $actor: "$stored"', ({ actor, stored, recruiter }) => {
    const row = { summary: stored, actorKind: actor };
    // The candidate reads what was stored for them; the recruiter reads it about the candidate.
    expect(eventSummary(row, TALENT_READER)).toBe(stored);
    expect(eventSummary(row, recruiterReader)).toBe(recruiter);
    expect(eventSummary(row, recruiterReader)).not.toMatch(/\b[Yy]ou(r)?\b(?![^"]*"$)/);
  });

  it('covers every event type', () => {
    expect(new Set(CASES.map((c) => c.type))).toEqual(new Set(APPLICATION_EVENT_TYPES));
  });

  it('names the candidate even without a name on record', () => {
    expect(
      eventSummary(
        { summary: 'You applied', actorKind: 'talent' },
        { kind: 'recruiter', candidateName: ' ' },
      ),
    ).toBe('The candidate applied');
  });
});
