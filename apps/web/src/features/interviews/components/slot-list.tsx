import type { InterviewRequest, InterviewSlot } from '@talent/contract/interviews';
import { CircleCheck, MoonStar } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { formatRange, formatTime, relativeTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useAcceptSlot } from '../api/respond-interview-request.ts';

/** Inside or outside 9–17 in the candidate's zone, in words and an icon (never only a colour). */
export function WorkingHours({ inHours }: { inHours: boolean }) {
  return inHours ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset">
      <CircleCheck aria-hidden="true" className="size-3.5" />
      Within your working hours
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300 ring-inset">
      <MoonStar aria-hidden="true" className="size-3.5" />
      Outside your working hours (9–17)
    </span>
  );
}

function AcceptSlotButton({
  request,
  slot,
  label,
}: {
  request: InterviewRequest;
  slot: InterviewSlot;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const accept = useAcceptSlot();
  const navigate = useNavigate();
  // mutateAsync, not mutate's callbacks: booking refetches the list, which moves this request to "answered" and
  // unmounts this button before a per-call onSuccess would run (so the page would never go to the interview).
  const confirm = async () => {
    try {
      const interview = await accept.mutateAsync({ id: request.id, slotId: slot.id });
      setOpen(false);
      toast.success(`Interview booked: ${label}.`);
      void navigate(`/interviews/upcoming?interview=${encodeURIComponent(interview.id)}`);
    } catch (error) {
      toast.error(`It was not booked. ${errorMessage(error, 'Please try again.')}`);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary" disabled={slot.past}>
          Accept <span className="sr-only">{label}</span>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card focus:outline-none">
          <AlertDialog.Title className="font-display text-lg font-semibold text-ink-900">
            Book this time?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-600">
            {label}, {request.job.title} at {request.job.company.name}. {request.recruiter.name} is told at
            once and the interview goes on both calendars.
          </AlertDialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>Not yet</AlertDialog.Cancel>
            <Button loading={accept.isPending} onClick={confirm}>
              Book it
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * The recruiter's slots in the candidate's zone (the recruiter's zone as secondary text) with the working-hours
 * overlap; each can be accepted while the request is pending and the slot has not started.
 */
export function SlotList({
  request,
  slots,
  zone,
  acceptable,
}: {
  request: InterviewRequest;
  slots: InterviewSlot[];
  zone: string;
  acceptable: boolean;
}) {
  return (
    <ul aria-label="Proposed times" className="divide-y divide-ink-100 rounded-control border border-ink-200">
      {slots.map((slot) => {
        const label = formatRange(slot.starts_at, slot.ends_at, zone);
        return (
          <li
            key={slot.id}
            data-testid="slot"
            className={`flex flex-wrap items-center justify-between gap-3 px-3.5 py-3 ${slot.past ? 'bg-ink-50' : ''}`}
          >
            <div className="min-w-0">
              <p
                className={`text-sm font-medium ${slot.past ? 'text-ink-500 line-through' : 'text-ink-900'}`}
              >
                <time dateTime={slot.starts_at}>{label}</time>
              </p>
              <p className="mt-0.5 text-xs text-ink-600">
                {formatTime(slot.starts_at, request.recruiter_timezone)}–
                {formatTime(slot.ends_at, request.recruiter_timezone)} for {request.recruiter.name} (
                {request.recruiter_timezone}){!slot.past && <> · {relativeTime(slot.starts_at)}</>}
              </p>
              <div className="mt-1.5 flex flex-wrap gap-1.5">
                {slot.past ? (
                  <span className="text-xs font-medium text-ink-600">This time has passed</span>
                ) : (
                  <WorkingHours inHours={slot.in_talent_hours} />
                )}
              </div>
            </div>
            {acceptable && <AcceptSlotButton request={request} slot={slot} label={label} />}
          </li>
        );
      })}
    </ul>
  );
}
