/** Query keys of the offers page; they start with 'offers', which the live hook invalidates on PipelineChanged. */
export const offerKeys = {
  all: ['offers'] as const,
  list: () => [...offerKeys.all, 'list'] as const,
};
