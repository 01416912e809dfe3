import { BellRing, FolderLock, Globe2, MessagesSquare, ShieldCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useUser } from '../../../lib/identity.ts';
import { LiveFigures } from '../components/live-figures.tsx';
import { SharedJob } from '../components/shared-job.tsx';
import { sharedJobOf } from '../lib/shared-link.ts';

const REASONS: Array<{ Icon: typeof Globe2; title: string; text: string }> = [
  {
    Icon: Globe2,
    title: 'Eligibility up front',
    text: 'Every job says from which countries you may take it, the contract type, the pay currency and the working hours you would share with the team. No “remote” that turns out to mean one country.',
  },
  {
    Icon: Wallet,
    title: 'Pay you can compare',
    text: 'Salary ranges on the jobs, shown in your own currency as well, and offers you can read and answer online.',
  },
  {
    Icon: MessagesSquare,
    title: 'Real time with recruiters',
    text: 'Chat with the recruiter on each application, pick an interview time that suits your time zone, and see every step as it happens.',
  },
  {
    Icon: BellRing,
    title: 'No ghosting',
    text: 'Each job promises a first answer within a set number of days, and recruiters’ real reply times are public. When a promise is missed, we tell you.',
  },
  {
    Icon: ShieldCheck,
    title: 'Apply before you sign up',
    text: 'Start an application from a shared link without an account: what you type is kept, and you create the account at the end.',
  },
  {
    Icon: FolderLock,
    title: 'Your data stays yours',
    text: 'Download everything we hold about you, or delete your account, from Settings whenever you like.',
  },
];

function WayIn({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  return (
    <li className="relative rounded-card border border-ink-200 bg-white p-5 shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-300">
      <h3 className="font-display font-semibold text-ink-900">
        <Link to={to} className="after:absolute after:inset-0 focus:outline-none">
          {title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-ink-600">{children}</p>
    </li>
  );
}

/**
 * `/hello`: where a shared link lands. What Borderless is, live figures, and the way in; with `?job=<id>` the job
 * that was shared comes first. Open to anyone: a signed-in visitor gets the way back to their dashboard instead.
 */
export default function HelloPage() {
  const user = useUser();
  const signedIn = user !== null;
  const [search] = useSearchParams();
  const shared = sharedJobOf(search);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold text-brand-700">
          {signedIn ? `Welcome back, ${user.name}` : 'Welcome to Borderless'}
        </p>
        <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          Jobs worldwide that you can actually take
        </h1>
        <p className="mt-3 text-lg text-ink-600">
          Borderless lists remote and on-site jobs with who may take them from where, what they pay and how
          your hours line up with the team’s. Apply in minutes, talk to the recruiter live, and always know
          what happens next.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          {signedIn ? (
            <>
              <ButtonLink to="/dashboard">Go to your dashboard</ButtonLink>
              <ButtonLink to="/jobs" variant="secondary">
                Browse jobs
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to="/signup">Sign up</ButtonLink>
              <ButtonLink to="/login" variant="secondary">
                Log in
              </ButtonLink>
            </>
          )}
        </div>
      </header>

      {shared.kind !== 'none' && (
        <SharedJob id={shared.kind === 'job' ? shared.id : null} signedIn={signedIn} />
      )}

      <LiveFigures signedIn={signedIn} />

      <section aria-labelledby="hello-why" className="mt-12">
        <h2 id="hello-why" className="font-display text-xl font-semibold text-ink-900">
          What makes it different
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-card border border-ink-200 bg-white p-5 shadow-sm">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 font-display font-semibold text-ink-900">{title}</h3>
              <p className="mt-1 text-sm text-ink-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="hello-way-in" className="mt-12">
        <h2 id="hello-way-in" className="font-display text-xl font-semibold text-ink-900">
          {signedIn ? 'Where to next' : 'The way in'}
        </h2>
        <ul className={`mt-4 grid gap-4 sm:grid-cols-2 ${signedIn ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}>
          {signedIn ? (
            <>
              <WayIn to="/dashboard" title="Go to your dashboard">
                Interviews to schedule, offers waiting for an answer and the jobs that fit you best.
              </WayIn>
              <WayIn to="/jobs" title="Browse jobs">
                Search every open job, filtered by where you live, pay and time-zone overlap.
              </WayIn>
            </>
          ) : (
            <>
              <WayIn to="/signup" title="Sign up">
                Tell us where you live and what you do, and see the jobs you can take.
              </WayIn>
              <WayIn to="/login" title="Log in">
                Pick up your applications, interviews and offers where you left them.
              </WayIn>
              <WayIn to="/jobs" title="Browse jobs">
                Search every open job with filters for country, pay and overlap, once you have logged in.
              </WayIn>
            </>
          )}
          <WayIn to="/test" title="Check your camera and connection">
            Before an interview or a test: a one-minute check of your camera, microphone and network.
          </WayIn>
        </ul>
      </section>
    </div>
  );
}
