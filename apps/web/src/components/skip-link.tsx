export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-control bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
