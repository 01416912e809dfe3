/** Query keys of the guest apply flow; the draft, files and applications use the apply feature's keys. */
export const guestApplyKeys = {
  publicJob: (id: string) => ['shared', 'jobs', 'public', id] as const,
};
