/** Query keys of the maintenance page: the server's status, polled while the app is down. */
export const maintenanceKeys = {
  status: () => ['shared', 'status'] as const,
};
