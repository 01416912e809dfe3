/** Where the skill center's links go: the test-taking flow lives under /skill-center/tests. */
export const skillPath = (slug: string) => `/skill-center/${encodeURIComponent(slug)}`;
export const takeTestPath = (slug: string) => `/skill-center/tests/${encodeURIComponent(slug)}`;
export const practicePath = (slug: string) => `${takeTestPath(slug)}?mode=practice`;
export const resultPath = (slug: string, attemptId: string) =>
  `${takeTestPath(slug)}/result?attempt=${encodeURIComponent(attemptId)}`;
/** The jobs page's skill filter (`skills`, a list of skill slugs). */
export const jobsWithSkillPath = (skillSlug: string) => `/jobs?skills=${encodeURIComponent(skillSlug)}`;
export const HOW_TESTS_WORK_PATH = '/skill-center/tests/talent_modal';
