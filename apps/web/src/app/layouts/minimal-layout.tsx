import { Outlet } from 'react-router';
import { SkipLink } from '../../components/skip-link.tsx';
import { LogoMark } from '../../components/ui/logo.tsx';

export function MinimalLayout() {
  return (
    <div data-layout="minimal" className="flex min-h-dvh flex-col bg-ink-50">
      <SkipLink />
      <header className="flex justify-center px-4 pt-10">
        {/* Not a link: during maintenance there is nowhere else to go. */}
        <span className="inline-flex items-center gap-2.5">
          <LogoMark />
          <span className="font-display text-lg font-bold tracking-tight text-ink-900">Borderless</span>
        </span>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-12">
        <div className="w-full max-w-xl">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
