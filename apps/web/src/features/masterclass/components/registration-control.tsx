import type { TalkSummary } from '@talent/contract/masterclass';
import { CalendarCheck, CalendarPlus, Hourglass } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { talkUrl } from '../api/get-talk.ts';
import { useCancelRegistration, useRegister } from '../api/registration.ts';
import { registrationOpen, waitlistText } from '../lib/talk-text.ts';
import { ConfirmButton } from './confirm-dialog.tsx';

/** The .ics of one talk (METHOD:REQUEST), for people registered or waitlisted. */
export function AddToCalendarLink({ talk }: { talk: TalkSummary }) {
  return (
    <a
      href={talkUrl(talk.id, '/invite.ics')}
      download={`talk-${talk.id}.ics`}
      className="inline-flex items-center gap-1.5 rounded-control border border-ink-200 bg-white px-3 py-1.5 text-sm font-medium text-ink-800 shadow-xs hover:bg-ink-50"
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      Add to calendar<span className="sr-only">: {talk.title} (.ics file)</span>
    </a>
  );
}

/**
 * One click to register (or to join the waitlist when the talk is full), the state it leads to, and the way back.
 * The state is announced (`role="status"`), so a screen reader hears "You're registered" after the click.
 */
export function RegistrationControl({ talk, compact = false }: { talk: TalkSummary; compact?: boolean }) {
  const register = useRegister();
  const cancel = useCancelRegistration();
  const mine = talk.my_registration;
  const open = registrationOpen(talk);
  const full = talk.seats_left <= 0;

  const onRegister = () =>
    register.mutate(
      { id: talk.id, input: undefined },
      {
        onSuccess: (detail) =>
          toast.success(
            detail.my_registration?.state === 'waitlisted'
              ? `The talk is full: you are #${detail.my_registration.waitlist_position ?? '?'} on the waitlist. We will tell you when a seat frees up.`
              : 'You are registered. The invite is on its way to your inbox.',
          ),
        onError: (error) => toast.error(errorMessage(error, 'We could not register you. Please try again.')),
      },
    );

  const onCancel = async () => {
    try {
      await cancel.mutateAsync({ id: talk.id, input: undefined });
      toast.success(
        mine?.state === 'waitlisted' ? 'You left the waitlist.' : 'Your registration is cancelled.',
      );
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'We could not cancel your registration. Please try again.'));
      return false;
    }
  };

  const state = mine ? (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ring-inset ${
        mine.state === 'registered'
          ? 'bg-brand-50 text-brand-800 ring-brand-200'
          : 'bg-amber-50 text-amber-900 ring-amber-200'
      }`}
    >
      {mine.state === 'registered' ? (
        <CalendarCheck aria-hidden="true" className="size-4" />
      ) : (
        <Hourglass aria-hidden="true" className="size-4" />
      )}
      {mine.state === 'registered' ? 'You’re registered' : waitlistText(mine.waitlist_position)}
    </p>
  ) : null;

  return (
    <div className={`flex flex-wrap items-center gap-2 ${compact ? '' : 'mt-1'}`}>
      <div role="status" className="flex empty:hidden">
        {state}
      </div>
      {!mine && open && (
        <Button onClick={onRegister} loading={register.isPending} variant={full ? 'secondary' : 'primary'}>
          {full ? 'Join the waitlist' : 'Register'} <span className="sr-only">for {talk.title}</span>
        </Button>
      )}
      {!mine && !open && talk.status !== 'ended' && talk.status !== 'cancelled' && (
        <p className="text-sm text-ink-600">Registration closed at the start.</p>
      )}
      {mine && open && (
        <>
          <AddToCalendarLink talk={talk} />
          <ConfirmButton
            trigger={mine.state === 'registered' ? 'Cancel registration' : 'Leave the waitlist'}
            triggerClassName="inline-flex items-center rounded-control px-2.5 py-1.5 text-sm font-medium text-ink-600 hover:bg-ink-100 hover:text-ink-900"
            triggerLabel={`${mine.state === 'registered' ? 'Cancel registration' : 'Leave the waitlist'} for ${talk.title}`}
            title={mine.state === 'registered' ? 'Cancel your registration?' : 'Leave the waitlist?'}
            description={
              mine.state === 'registered'
                ? 'Your seat goes to the next person in line at once. If you change your mind, you can register again while seats are left.'
                : 'You lose your place in line. You can join again later, at the back of the line.'
            }
            confirm={mine.state === 'registered' ? 'Cancel registration' : 'Leave the waitlist'}
            keep={mine.state === 'registered' ? 'Keep my seat' : 'Stay in line'}
            onConfirm={onCancel}
          />
        </>
      )}
    </div>
  );
}
