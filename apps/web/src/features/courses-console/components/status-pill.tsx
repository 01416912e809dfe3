/** Draft or published, as a pill beside a course's title. */
export function StatusPill({ published }: { published: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        published ? 'bg-brand-50 text-brand-800 ring-brand-200' : 'bg-amber-50 text-amber-900 ring-amber-200'
      }`}
    >
      {published ? 'Published' : 'Draft'}
    </span>
  );
}
