/**
 * Query keys of the elite programme. They sit under `talent`, so a profile change that invalidates the talent
 * prefix (the eligibility checklist reads the profile) marks them stale too; `EliteChanged` refetches `all`.
 */
export const eliteKeys = {
  all: ['talent', 'elite'] as const,
  overview: () => [...eliteKeys.all, 'overview'] as const,
  application: () => [...eliteKeys.all, 'application'] as const,
  prefill: () => [...eliteKeys.all, 'prefill'] as const,
  skillAssessments: () => [...eliteKeys.all, 'skill-assessments'] as const,
};
