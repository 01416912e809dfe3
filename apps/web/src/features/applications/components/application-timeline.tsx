import type { ApplicationEvent, ApplicationEventType } from '@talent/contract/applications';
import {
  Ban,
  CalendarCheck,
  CalendarClock,
  CalendarX,
  Circle,
  CircleArrowRight,
  CircleCheck,
  CircleX,
  Clock,
  Eye,
  FileSignature,
  Mail,
  Send,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useApplication } from '../api/get-application.ts';
import { eventLink } from '../lib/format.ts';
import { UserText } from '../../../components/user-text.tsx';

const ICONS: Partial<Record<ApplicationEventType, LucideIcon>> = {
  invited: Mail,
  submitted: Send,
  status_changed: CircleArrowRight,
  rejected: CircleX,
  withdrawn: Ban,
  closed: Ban,
  promise_missed: Clock,
  interview_requested: CalendarClock,
  interview_slots_proposed: CalendarClock,
  interview_scheduled: CalendarCheck,
  interview_rescheduled: CalendarClock,
  interview_cancelled: CalendarX,
  interview_completed: CalendarCheck,
  interview_request_declined: CalendarX,
  offer_sent: FileSignature,
  offer_revised: FileSignature,
  offer_countered: FileSignature,
  offer_counter_answered: FileSignature,
  offer_accepted: CircleCheck,
  offer_declined: CircleX,
  offer_withdrawn: CircleX,
  offer_expired: Clock,
  viewed: Eye,
};

const ACTOR_ROLES = { talent: 'You', recruiter: 'Recruiter', system: 'Automatic' } as const;

function actorText(event: ApplicationEvent): string {
  if (event.actor.kind === 'talent') return 'You';
  if (event.actor.kind === 'system') return event.actor.name || 'Borderless';
  return `${event.actor.name} (${ACTOR_ROLES.recruiter.toLowerCase()})`;
}

function TimelineStep({ event, zone, last }: { event: ApplicationEvent; zone: string; last: boolean }) {
  const Icon = ICONS[event.type] ?? Circle;
  const link = eventLink(event);
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0" data-testid="timeline-step">
      {!last && <span aria-hidden="true" className="absolute top-8 bottom-0 left-[15px] w-px bg-ink-200" />}
      <span
        aria-hidden="true"
        className="relative flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-200"
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1 pt-1">
        <p className="text-sm font-medium text-ink-900">{event.summary}</p>
        <p className="mt-0.5 text-xs text-ink-600">
          <time dateTime={event.created_at}>{formatDateTime(event.created_at, zone)}</time>
          <span aria-hidden="true"> · </span>
          <span>by {actorText(event)}</span>
        </p>
        {event.note && (
          <div className="mt-2 rounded-control bg-ink-50 px-3 py-2 text-sm text-ink-700 ring-1 ring-ink-200 ring-inset">
            <p className="text-xs font-semibold text-ink-600">
              {event.actor.kind === 'talent' ? 'Your note' : `Note from ${event.actor.name}`}
            </p>
            <UserText markdown={event.note} className="mt-1" />
          </div>
        )}
        {link && (
          <Link to={link.to} className="mt-1.5 inline-block text-sm font-medium text-brand-700 underline">
            {link.label}
          </Link>
        )}
      </div>
    </li>
  );
}

/** Every step of one application, oldest first, each with its date in the candidate's zone and who acted. */
export function ApplicationTimeline({ id, zone, jobTitle }: { id: string; zone: string; jobTitle: string }) {
  const detail = useApplication(id);
  if (detail.isPending) {
    return (
      <div role="status" aria-label="Loading the timeline" className="space-y-3">
        {[0, 1].map((i) => (
          <div key={i} aria-hidden="true" className="h-10 animate-pulse rounded-control bg-ink-100" />
        ))}
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        <span>The timeline did not load. {errorMessage(detail.error)}</span>
        <Button variant="secondary" onClick={() => void detail.refetch()} loading={detail.isRefetching}>
          Try again
        </Button>
      </div>
    );
  }
  const timeline = detail.data.timeline;
  if (timeline.length === 0) return <p className="text-sm text-ink-600">No steps recorded yet.</p>;
  return (
    <ol aria-label={`Timeline of your application for ${jobTitle}`}>
      {timeline.map((event, index) => (
        <TimelineStep key={event.id} event={event} zone={zone} last={index === timeline.length - 1} />
      ))}
    </ol>
  );
}
