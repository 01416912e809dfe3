/** Query keys of the operators' analytics page. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  pageViews: (days: number) => [...analyticsKeys.all, 'page-views', { days }] as const,
  funnel: (range: { from?: string | undefined; to?: string | undefined }) =>
    [...analyticsKeys.all, 'funnel', { from: range.from ?? null, to: range.to ?? null }] as const,
};
