/** Open or decided, in words (never only a colour). */
export function DisputePill({ status }: { status: 'open' | 'decided' }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        status === 'open'
          ? 'bg-amber-50 text-amber-900 ring-amber-300'
          : 'bg-ink-100 text-ink-700 ring-ink-200'
      }`}
    >
      <span className="sr-only">Status: </span>
      {status === 'open' ? 'Waiting for a decision' : 'Decided'}
    </span>
  );
}
