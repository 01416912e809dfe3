import { Construction } from 'lucide-react';
import { ButtonLink } from './ui/button.tsx';

/** Every section a later issue owns: its layout and title, and a plain statement that it is not ready. */
export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <div className="rounded-card border border-dashed border-ink-300 bg-white p-8 text-center sm:p-10">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Construction aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-5 font-display text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
        <p className="mt-3 text-ink-600">
          This section is not available yet. We are building it now and will open it here as soon as it is
          ready — nothing you need is hidden behind this page.
        </p>
        <ButtonLink to="/" className="mt-7">
          Back to home
        </ButtonLink>
      </div>
    </div>
  );
}
