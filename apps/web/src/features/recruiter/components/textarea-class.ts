/** The console's multi-line text box, red-bordered while invalid. */
export const textareaClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-control border bg-white px-3 py-2 text-sm text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
    invalid ? 'border-red-600' : 'border-ink-300'
  }`;
