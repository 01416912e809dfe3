import { Clock3, Globe2, LockKeyhole, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/skip-link.tsx';
import { Logo } from '../../components/ui/logo.tsx';

const VALUE_PROPS: { Icon: LucideIcon; title: string; text: string }[] = [
  {
    Icon: Globe2,
    title: 'Eligibility first',
    text: 'Where a company can hire, the contract type, pay currency and time-zone overlap — before you apply.',
  },
  {
    Icon: Clock3,
    title: 'A response promise on every job',
    text: 'Each employer commits to a reply time. If they miss it, we close the loop with you.',
  },
  {
    Icon: LockKeyhole,
    title: 'Results you own',
    text: 'Your assessment scores, recordings and documents are yours to show, hide or delete.',
  },
];

/** The split screen shared by the auth layouts: a brand panel beside the form. */
export function AuthShell({
  name,
  panel,
  aboveForm,
}: {
  name: 'auth' | 'auth-source';
  panel: ReactNode;
  /** Shown above the page, e.g. the guest journey's step bar on /signup/:id. */
  aboveForm?: ReactNode;
}) {
  return (
    <div data-layout={name} className="flex min-h-dvh bg-white">
      <SkipLink />
      <aside
        aria-label="About Borderless"
        className="relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-brand-950 px-10 py-10 text-white lg:flex xl:px-14"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-brand-700/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-24 size-96 rounded-full bg-brand-500/20 blur-3xl"
        />
        <div className="relative">
          <Logo tone="light" />
        </div>
        <div className="relative">{panel}</div>
        <p className="relative text-sm text-brand-200">Automating borderless hiring.</p>
      </aside>
      <div className="flex flex-1 flex-col">
        <header className="flex items-center justify-between px-5 py-5 sm:px-10 lg:hidden">
          <Logo />
        </header>
        <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center px-5 py-8 sm:px-10">
          <div className="w-full max-w-md">
            {aboveForm}
            <Outlet />
          </div>
        </main>
        <footer className="px-5 py-6 sm:px-10">
          {/* On small screens the brand panel is hidden; keep its promises visible under the form. */}
          <ul className="mb-5 grid gap-2 border-t border-ink-200 pt-5 text-sm text-ink-600 lg:hidden">
            {VALUE_PROPS.map(({ Icon, title }) => (
              <li key={title} className="flex items-center gap-2.5">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                {title}
              </li>
            ))}
          </ul>
          <p className="text-center text-xs text-ink-500">
            Your data is used only to match you with work. We never sell it.
          </p>
        </footer>
      </div>
    </div>
  );
}

export function AuthLayout() {
  return (
    <AuthShell
      name="auth"
      panel={
        <>
          <h2 className="font-display text-3xl leading-tight font-bold tracking-tight xl:text-4xl">
            Work for the best teams, wherever you live.
          </h2>
          <ul className="mt-10 space-y-7">
            {VALUE_PROPS.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-control bg-white/10 text-brand-300">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="mt-1 block text-sm text-brand-100/85">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
