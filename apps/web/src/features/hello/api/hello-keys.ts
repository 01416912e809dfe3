/** Query keys of /hello: the job a shared link names (the catalogue's figures use the shared key in lib/catalogue). */
export const helloKeys = {
  all: ['shared', 'hello'] as const,
  sharedJob: (id: string) => [...helloKeys.all, 'job', id] as const,
};
