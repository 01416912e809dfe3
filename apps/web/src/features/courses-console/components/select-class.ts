/** A select (or a plain textarea) styled like the text fields, red when its value is refused. */
export const selectClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-control border bg-white px-3 py-2.5 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
    invalid ? 'border-red-600' : 'border-ink-300'
  }`;
