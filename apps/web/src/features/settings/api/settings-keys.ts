/**
 * Query keys of the settings feature. Every mutation answers with the fresh settings, which it writes into
 * `settings()`; the sessions list is its own query because password and logout actions change it.
 */
export const settingsKeys = {
  all: ['talent', 'settings'] as const,
  settings: () => [...settingsKeys.all, 'current'] as const,
  sessions: () => ['talent', 'sessions'] as const,
};
