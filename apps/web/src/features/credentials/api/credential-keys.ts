/** Query keys of the public credential page: one verification per badge id. */
export const credentialKeys = {
  all: ['shared', 'credentials'] as const,
  verification: (id: string) => [...credentialKeys.all, 'verification', id] as const,
};
