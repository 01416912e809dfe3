import type { Invitation } from '@talent/contract/invitations';
import { CloudOff, Inbox, MailOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { JobsNav } from '../../components/jobs-nav.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/form-errors.ts';
import { useInvitations } from '../api/get-invitations.ts';
import { InvitationCard, InvitationCardSkeleton } from '../components/invitation-card.tsx';
import { StatePanel } from '../../../../components/ui/state-panel.tsx';

type Tab = 'pending' | 'answered';

function InvitationList({ invitations, empty }: { invitations: Invitation[]; empty: ReactNode }) {
  if (invitations.length === 0) return <>{empty}</>;
  return (
    <ul className="space-y-4">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="motion-safe:animate-list-in">
          <InvitationCard invitation={invitation} />
        </li>
      ))}
    </ul>
  );
}

const tabClass =
  'inline-flex items-center gap-2 rounded-control px-3.5 py-2 text-sm font-medium text-ink-600 hover:bg-ink-100 hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm';

function Count({ n }: { n: number }) {
  return (
    <span className="rounded-full bg-ink-200/70 px-1.5 text-xs leading-5 font-semibold text-ink-700">
      {n}
    </span>
  );
}

function Invitations() {
  const invitations = useInvitations();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('show') === 'answered' ? 'answered' : 'pending';

  if (invitations.isPending) {
    return (
      <div role="status" aria-label="Loading invitations" className="space-y-4">
        <InvitationCardSkeleton />
        <InvitationCardSkeleton />
      </div>
    );
  }
  if (invitations.isError) {
    return (
      <StatePanel
        Icon={CloudOff}
        tone="error"
        title="Invitations did not load"
        actions={<Button onClick={() => void invitations.refetch()}>Try again</Button>}
      >
        {errorMessage(invitations.error)}
      </StatePanel>
    );
  }
  const all = invitations.data.data;
  if (all.length === 0) {
    return (
      <StatePanel
        Icon={MailOpen}
        title="No invitations yet"
        actions={
          <>
            <ButtonLink to="/profile">Complete your profile</ButtonLink>
            <ButtonLink to="/jobs/recommended" variant="secondary">
              See jobs that match you
            </ButtonLink>
          </>
        }
      >
        Recruiters invite candidates whose profiles match their jobs. Complete your profile (skills, where you
        can work from, your time zone and pay) so they can find you.
      </StatePanel>
    );
  }
  const pending = all.filter((i) => i.status === 'pending');
  const answered = all.filter((i) => i.status !== 'pending');
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => {
        const next = new URLSearchParams(params);
        if (value === 'answered') next.set('show', 'answered');
        else next.delete('show');
        setParams(next, { replace: true });
      }}
    >
      <Tabs.List aria-label="Invitations" className="inline-flex gap-1 rounded-card bg-ink-100 p-1">
        <Tabs.Trigger value="pending" className={tabClass}>
          Pending <Count n={pending.length} />
        </Tabs.Trigger>
        <Tabs.Trigger value="answered" className={tabClass}>
          Answered and expired <Count n={answered.length} />
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content
        value="pending"
        className="mt-5 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
      >
        <InvitationList
          invitations={pending}
          empty={
            <StatePanel Icon={Inbox} title="Nothing waiting for an answer">
              You have answered every invitation. New ones appear here and on the Jobs menu.
            </StatePanel>
          }
        />
      </Tabs.Content>
      <Tabs.Content
        value="answered"
        className="mt-5 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
      >
        <InvitationList
          invitations={answered}
          empty={
            <StatePanel Icon={Inbox} title="No answered invitations yet">
              Invitations you accept or decline, and those that expire, are kept here.
            </StatePanel>
          }
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export default function InvitationsPage() {
  return (
    <>
      <JobsNav />
      <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="font-display text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          Invitations to apply
        </h1>
        <p className="mt-1.5 text-sm text-ink-600 sm:text-base">
          Recruiters who think you fit a role invite you here. Accept to start your application, or decline
          and tell them why.
        </p>
        <div className="mt-6">
          <Invitations />
        </div>
      </div>
    </>
  );
}
