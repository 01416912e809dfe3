function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    (words[0]?.[0] ?? '?') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')
  ).toUpperCase();
}

/** A person's picture, or their initials; decorative (the name is always written next to it). */
export function Avatar({
  name,
  url,
  online,
  size = 'md',
}: {
  name: string;
  url: string | null;
  /** Shows a presence dot when known. */
  online?: boolean | null;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'size-9 text-xs' : 'size-11 text-sm';
  return (
    <span aria-hidden="true" className={`relative inline-flex shrink-0 ${box}`}>
      {url ? (
        <img src={url} alt="" className="size-full rounded-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800">
          {initials(name)}
        </span>
      )}
      {online != null && (
        <span
          data-testid="presence-dot"
          className={`absolute right-0 bottom-0 size-3 rounded-full ring-2 ring-white ${
            online ? 'bg-emerald-500' : 'bg-ink-300'
          }`}
        />
      )}
    </span>
  );
}

export function DemoBadge() {
  return (
    <span
      title="A demo recruiter: answers are automatic"
      className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-amber-900 uppercase"
    >
      Demo
    </span>
  );
}
