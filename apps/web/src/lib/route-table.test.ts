import { describe, expect, it } from 'vitest';
import { LAYOUTS, matchRouteMeta, routeTable, type Access, type LayoutName } from './route-table.ts';

// The spec's route table, expanded row by row (`{id}` → `:id`). Layout "not shown" → default, except /signup
// (auth) and the skill-assessments form (assessments), whose screens need those layouts.
const SPEC: [string, Access, LayoutName][] = [
  ['/', 'verified', 'default'],
  ['/chat', 'verified', 'default'],
  ['/offers', 'verified', 'default'],
  ['/verify', 'auth', 'auth'],
  ['/settings', 'verified', 'default'],
  ['/inbox.copy', 'verified', 'default'],
  ['/jobs', 'verified', 'default'],
  ['/jobs/saved', 'verified', 'default'],
  ['/jobs/invitations', 'verified', 'default'],
  ['/jobs/recommended', 'verified', 'default'],
  ['/jobs/around-the-globe', 'verified', 'default'],
  ['/jobs/:id', 'verified', 'default'],
  ['/jobs/:id/apply', 'verified', 'apply'],
  ['/elite', 'verified', 'default'],
  ['/elite/onboarding', 'verified', 'elite-onboarding'],
  ['/elite/onboarding/completed', 'verified', 'elite-onboarding'],
  ['/elite/onboarding/forms/join-elite', 'verified', 'elite-onboarding'],
  ['/elite/onboarding/forms/work-preference', 'verified', 'elite-onboarding'],
  ['/elite/onboarding/forms/contract-compliance', 'verified', 'elite-onboarding'],
  ['/elite/onboarding/forms/skill-assessments', 'verified', 'assessments'],
  ['/login', 'guest', 'auth'],
  ['/login/:id', 'guest', 'auth-source'],
  ['/login/:id/jobs', 'guest', 'apply-onboarding'],
  ['/signup', 'guest', 'auth'],
  ['/signup/:id', 'guest', 'auth-source'],
  ['/reset-password', 'guest', 'auth'],
  ['/forgot-password', 'guest', 'auth'],
  ['/maintenance', 'none', 'minimal'],
  ['/marketplace', 'verified', 'default'],
  // The marketplace's own views (not in the spec's table).
  ['/marketplace/services/:id', 'verified', 'default'],
  ['/marketplace/sellers/:id', 'verified', 'default'],
  ['/marketplace/selling', 'verified', 'default'],
  ['/marketplace/selling/:id', 'verified', 'default'],
  ['/marketplace/orders', 'verified', 'default'],
  ['/marketplace/orders/:id', 'verified', 'default'],
  ['/courses', 'verified', 'default'],
  ['/courses/:id', 'verified', 'default'],
  ['/profile', 'verified', 'default'],
  ['/profile/resume-upload', 'verified', 'apply'],
  ['/profile/video-resume-upload', 'verified', 'apply'],
  ['/dashboard', 'none', 'default'],
  ['/recorder', 'none', 'default'],
  ['/test', 'none', 'default'],
  ['/hello', 'none', 'default'],
  // A skill badge's public verification (not in the spec: it came with the skill badges).
  ['/credentials/:id', 'none', 'minimal'],
  ['/login-redirects', 'none', 'default'],
  ['/apply/:id', 'guest', 'apply-onboarding'],
  ['/apply/:id/video-intro', 'verified', 'assessments'],
  ['/apply/:id/screener-tests', 'verified', 'default'],
  ['/interviews', 'verified', 'default'],
  ['/interviews/upcoming', 'verified', 'default'],
  ['/interviews/completed', 'verified', 'default'],
  ['/applications', 'verified', 'default'],
  ['/applications/interview-requests', 'verified', 'default'],
  ['/onboarding', 'verified', 'new-onboarding'],
  ['/assessments', 'verified', 'default'],
  ['/assessments/completed', 'verified', 'default'],
  ['/assessments/:token', 'verified', 'default'],
  ['/assessments/:token/result', 'verified', 'default'],
  ['/assessments/:token/index-copy', 'verified', 'default'],
  ['/assessments/:token/start-interview', 'verified', 'default'],
  ['/assessments/gc-index', 'guest', 'default'],
  // Its signed-in twin (not in the spec: it came with the work-style questionnaire).
  ['/work-style', 'verified', 'default'],
  ['/masterclass', 'verified', 'default'],
  ['/masterclass/past-talks', 'verified', 'default'],
  ['/masterclass/upcoming-talks', 'verified', 'default'],
  ['/masterclass/talk-request', 'verified', 'default'],
  ['/masterclass/:category/:id', 'verified', 'default'],
  ['/skill-center', 'verified', 'default'],
  ['/skill-center/:slug', 'verified', 'default'],
  ['/skill-center/index3', 'verified', 'default'],
  ['/skill-center/index_copy', 'verified', 'default'],
  ['/skill-center/tests/:slug', 'verified', 'apply'],
  ['/skill-center/tests/:slug/result', 'verified', 'default'],
  ['/skill-center/tests/talent_modal', 'none', 'default'],
  ['/identity-verification', 'verified', 'apply'],
];

// The recruiter console: not in the spec's table, its own layout and access levels.
const CONSOLE: [string, Access, LayoutName][] = [
  ['/recruiter', 'recruiter', 'recruiter'],
  ['/recruiter/jobs', 'recruiter', 'recruiter'],
  ['/recruiter/jobs/new', 'recruiter', 'recruiter'],
  ['/recruiter/jobs/:id', 'recruiter', 'recruiter'],
  ['/recruiter/applications/:id', 'recruiter', 'recruiter'],
  ['/recruiter/interviews', 'recruiter', 'recruiter'],
  ['/recruiter/offers', 'recruiter', 'recruiter'],
  ['/recruiter/chat', 'recruiter', 'recruiter'],
  ['/recruiter/identity-reviews', 'operator', 'recruiter'],
  ['/recruiter/analytics', 'operator', 'recruiter'],
  ['/recruiter/feedback', 'operator', 'recruiter'],
  ['/recruiter/elite-reviews', 'operator', 'recruiter'],
  ['/recruiter/elite-reviews/:id', 'operator', 'recruiter'],
  ['/recruiter/courses', 'operator', 'recruiter'],
  ['/recruiter/courses/:id', 'operator', 'recruiter'],
  ['/recruiter/talks', 'operator', 'recruiter'],
  ['/recruiter/talks/:id', 'operator', 'recruiter'],
  ['/recruiter/talk-requests', 'operator', 'recruiter'],
  ['/recruiter/marketplace', 'recruiter', 'recruiter'],
  ['/recruiter/marketplace/services/:id', 'recruiter', 'recruiter'],
  ['/recruiter/marketplace/orders', 'recruiter', 'recruiter'],
  ['/recruiter/marketplace/orders/:id', 'recruiter', 'recruiter'],
  ['/recruiter/disputes', 'operator', 'recruiter'],
  ['/recruiter/disputes/:id', 'operator', 'recruiter'],
];

describe('route table', () => {
  it('has exactly the spec paths and the recruiter console, once each', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC, ...CONSOLE].map(([path]) => path).sort());
  });

  it.each([...SPEC, ...CONSOLE])('%s is %s with the %s layout', (path, access, layout) => {
    const route = routeTable.find((entry) => entry.path === path);
    expect(route).toMatchObject({ path, access, layout });
    expect(route?.title).toBeTruthy();
  });

  it('uses every layout the spec names', () => {
    expect(new Set(routeTable.map((route) => route.layout))).toEqual(new Set(LAYOUTS));
  });

  it('matches concrete paths, static segments before parameters', () => {
    expect(matchRouteMeta('/jobs/42')?.path).toBe('/jobs/:id');
    expect(matchRouteMeta('/jobs/saved')?.path).toBe('/jobs/saved');
    expect(matchRouteMeta('/assessments/gc-index')?.access).toBe('guest');
    expect(matchRouteMeta('/assessments/abc')?.access).toBe('verified');
    expect(matchRouteMeta('/skill-center/tests/talent_modal')?.access).toBe('none');
    expect(matchRouteMeta('/skill-center/tests/react')?.layout).toBe('apply');
    expect(matchRouteMeta('/settings/')?.path).toBe('/settings');
    expect(matchRouteMeta('/nope')).toBeUndefined();
    expect(matchRouteMeta('/recruiter/jobs/new')?.page).toBe('recruiter-new-job');
    expect(matchRouteMeta('/recruiter/jobs/7')?.page).toBe('recruiter-job');
  });
});
