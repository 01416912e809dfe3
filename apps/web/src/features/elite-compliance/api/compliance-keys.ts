/**
 * Query keys of the contract-and-compliance page. They sit under ['talent', 'elite'], the prefix of the elite
 * programme's screens, so invalidating that prefix (after signing) also refreshes the tracker without importing it.
 */
const ELITE_PREFIX = ['talent', 'elite'] as const;

export const complianceKeys = {
  elite: ELITE_PREFIX,
  all: [...ELITE_PREFIX, 'compliance'] as const,
  state: () => [...complianceKeys.all, 'state'] as const,
  documents: () => [...complianceKeys.all, 'documents'] as const,
  /** The application as this page reads it (only to know whether the stage is open); not the tracker's entry. */
  application: () => [...complianceKeys.all, 'application'] as const,
};
