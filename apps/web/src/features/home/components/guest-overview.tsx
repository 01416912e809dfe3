import { CloudOff, Globe2 } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useCatalogue } from '../api/get-catalogue.ts';

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-card border border-ink-200 bg-white p-5 shadow-sm">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-bold tracking-tight text-ink-900">
        {formatNumber(value)}
      </dd>
    </div>
  );
}

/**
 * What a visitor who is not signed in sees on `/dashboard` (open to anyone in the route table): what the product
 * is, the catalogue as it stands now, and where logging in takes them (back here, as their own home).
 */
export function GuestOverview({ returnTo }: { returnTo: string }) {
  const catalogue = useCatalogue();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold text-brand-700">Automating Borderless Hiring</p>
        <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          Find work you can actually take, from where you live
        </h1>
        <p className="mt-3 text-ink-600">
          Borderless lists remote and on-site jobs with who may take them from which country, matches them to
          your profile, and carries you from application to interview to offer.
        </p>
      </header>

      <section aria-labelledby="catalogue-heading" className="mt-10">
        <h2 id="catalogue-heading" className="font-display text-xl font-semibold text-ink-900">
          The catalogue today
        </h2>
        {catalogue.isPending ? (
          <div role="status" aria-label="Loading the catalogue" className="mt-4 h-24" />
        ) : catalogue.isError ? (
          <p role="alert" className="mt-4 flex items-center gap-2 text-ink-700">
            <CloudOff aria-hidden="true" className="size-5 shrink-0" />
            The figures did not load. {errorMessage(catalogue.error)}
          </p>
        ) : (
          <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="catalogue-figures">
            <Figure value={catalogue.data.open_jobs} label="Open jobs" />
            <Figure value={catalogue.data.companies} label="Companies hiring" />
            <Figure value={catalogue.data.countries} label="Countries the jobs are in" />
            <Figure value={catalogue.data.open_worldwide} label="Jobs open to people anywhere" />
          </dl>
        )}
      </section>

      <section
        aria-labelledby="sign-in-heading"
        className="mt-10 flex flex-col gap-4 rounded-card border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center"
      >
        <Globe2 aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
        <div className="flex-1">
          <h2 id="sign-in-heading" className="font-display text-lg font-semibold text-ink-900">
            Your dashboard is one login away
          </h2>
          <p className="mt-1 text-sm text-ink-700">
            Log in and you come back to this page as your own home: interviews to pick a time for, offers
            waiting for an answer, and the jobs that fit you best.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={`/login?redirect=${encodeURIComponent(returnTo)}`}>Log in</ButtonLink>
          <ButtonLink to="/signup" variant="secondary">
            Create an account
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
