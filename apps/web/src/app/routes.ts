import { createElement, type ComponentType } from 'react';
import { routeTable, type LayoutName, type PageName, type RouteMeta } from '../lib/route-table.ts';
import type { FlowLayout, FlowLayoutName } from './layouts/flow-layout.tsx';

export interface PageProps {
  /** The route table's title for this path. */
  title: string;
}

export interface PageModule {
  default: ComponentType<PageProps>;
}

/** The page component behind each page name, loaded on demand (one chunk per page). */
export const pages: Record<PageName, () => Promise<PageModule>> = {
  home: () => import('../features/home/pages/home-page.tsx'),
  settings: () => import('../features/settings/pages/settings-page.tsx'),
  login: () => import('../features/auth/pages/login-page.tsx'),
  'login-source': () => import('../features/auth/pages/login-page.tsx'),
  'login-jobs': () => import('../features/auth/pages/login-jobs-page.tsx'),
  signup: () => import('../features/auth/pages/signup-page.tsx'),
  'forgot-password': () => import('../features/auth/pages/forgot-password-page.tsx'),
  'reset-password': () => import('../features/auth/pages/reset-password-page.tsx'),
  verify: () => import('../features/auth/pages/verify-page.tsx'),
  maintenance: () => import('../features/maintenance/pages/maintenance-page.tsx'),
  jobs: () => import('../features/jobs/pages/jobs-page.tsx'),
  job: () => import('../features/jobs/pages/job-page.tsx'),
  'saved-jobs': () => import('../features/jobs/pages/saved-jobs-page.tsx'),
  'recommended-jobs': () => import('../features/jobs/pages/recommended-jobs-page.tsx'),
  'jobs-around-the-globe': () => import('../features/jobs/pages/around-the-globe-page.tsx'),
  'job-invitations': () => import('../features/jobs/invitations/pages/invitations-page.tsx'),
  'guest-apply': () => import('../features/apply/guest/pages/guest-apply-page.tsx'),
  'guest-apply-screener': () => import('../features/apply/guest/pages/screener-tests-page.tsx'),
  'guest-apply-video': () => import('../features/apply/guest/pages/video-intro-page.tsx'),
  apply: () => import('../features/apply/pages/apply-page.tsx'),
  applications: () => import('../features/applications/pages/applications-page.tsx'),
  profile: () => import('../features/profile/pages/profile-page.tsx'),
  'resume-upload': () => import('../features/profile/pages/resume-upload-page.tsx'),
  'video-resume-upload': () => import('../features/profile/pages/video-resume-upload-page.tsx'),
  recorder: () => import('../features/recorder/pages/recorder-page.tsx'),
  onboarding: () => import('../features/onboarding/pages/onboarding-page.tsx'),
  'identity-verification': () => import('../features/identity/pages/identity-verification-page.tsx'),
  chat: () => import('../features/chat/pages/chat-page.tsx'),
  'interview-requests': () => import('../features/interviews/pages/interview-requests-page.tsx'),
  interviews: () => import('../features/interviews/pages/interviews-page.tsx'),
  offers: () => import('../features/offers/pages/offers-page.tsx'),
  'login-redirects': () => import('../features/auth/pages/login-redirects-page.tsx'),
  'device-check': () => import('../features/device-check/pages/device-check-page.tsx'),
  hello: () => import('../features/hello/pages/hello-page.tsx'),
  'skill-test': () => import('../features/skill-tests/pages/skill-test-page.tsx'),
  'skill-test-result': () => import('../features/skill-tests/pages/skill-test-result-page.tsx'),
  'skill-test-guide': () => import('../features/skill-tests/pages/skill-test-guide-page.tsx'),
  credential: () => import('../features/credentials/pages/credential-page.tsx'),
  'recruiter-home': () => import('../features/recruiter/pages/recruiter-home-page.tsx'),
  'recruiter-jobs': () => import('../features/recruiter/pages/recruiter-jobs-page.tsx'),
  'recruiter-new-job': () => import('../features/recruiter/pages/recruiter-new-job-page.tsx'),
  'recruiter-job': () => import('../features/recruiter/pages/recruiter-job-page.tsx'),
  'recruiter-applicant': () => import('../features/recruiter/pages/recruiter-applicant-page.tsx'),
  'recruiter-interviews': () => import('../features/recruiter/pages/recruiter-interviews-page.tsx'),
  'recruiter-offers': () => import('../features/recruiter/pages/recruiter-offers-page.tsx'),
  'recruiter-identity-reviews': () => import('../features/recruiter/pages/identity-reviews-page.tsx'),
  'recruiter-analytics': () => import('../features/analytics/pages/analytics-page.tsx'),
  'recruiter-feedback': () => import('../features/feedback/pages/feedback-inbox-page.tsx'),
  'recruiter-elite-reviews': () => import('../features/elite-reviews/pages/elite-reviews-page.tsx'),
  'recruiter-elite-review': () => import('../features/elite-reviews/pages/elite-review-page.tsx'),
  elite: () => import('../features/elite/pages/elite-page.tsx'),
  'elite-onboarding': () => import('../features/elite/pages/elite-onboarding-page.tsx'),
  'elite-completed': () => import('../features/elite/pages/elite-completed-page.tsx'),
  'elite-join': () => import('../features/elite/pages/join-elite-page.tsx'),
  'elite-work-preference': () => import('../features/elite/pages/work-preference-page.tsx'),
  'elite-skill-assessments': () => import('../features/elite/pages/skill-assessments-page.tsx'),
  'elite-compliance': () => import('../features/elite-compliance/pages/contract-compliance-page.tsx'),
  'skill-center': () => import('../features/skill-center/pages/skill-center-page.tsx'),
  'skill-center-by-category': () =>
    import('../features/skill-center/pages/skill-center-by-category-page.tsx'),
  'skill-center-table': () => import('../features/skill-center/pages/skill-center-table-page.tsx'),
  skill: () => import('../features/skill-center/pages/skill-page.tsx'),
  assessments: () => import('../features/skill-center/pages/assessments-page.tsx'),
  'completed-assessments': () => import('../features/skill-center/pages/completed-assessments-page.tsx'),
  assignment: () => import('../features/assignments/pages/assignment-page.tsx'),
  'assignment-copy': () => import('../features/assignments/pages/assignment-copy-page.tsx'),
  'assignment-result': () => import('../features/assignments/pages/assignment-result-page.tsx'),
  'assignment-interview': () => import('../features/assignments/pages/start-interview-page.tsx'),
  'work-style': () => import('../features/work-style/pages/work-style-page.tsx'),
  courses: () => import('../features/courses/pages/courses-page.tsx'),
  course: () => import('../features/courses/pages/course-page.tsx'),
  masterclass: () => import('../features/masterclass/pages/masterclass-page.tsx'),
  'upcoming-talks': () => import('../features/masterclass/pages/upcoming-talks-page.tsx'),
  'past-talks': () => import('../features/masterclass/pages/past-talks-page.tsx'),
  'talk-request': () => import('../features/masterclass/pages/talk-request-page.tsx'),
  talk: () => import('../features/masterclass/pages/talk-page.tsx'),
  'recruiter-courses': () => import('../features/courses-console/pages/console-courses-page.tsx'),
  'recruiter-course': () => import('../features/courses-console/pages/console-course-page.tsx'),
  'recruiter-talks': () => import('../features/masterclass-console/pages/console-talks-page.tsx'),
  'recruiter-talk': () => import('../features/masterclass-console/pages/console-talk-page.tsx'),
  'recruiter-talk-requests': () =>
    import('../features/masterclass-console/pages/console-talk-requests-page.tsx'),
  // Three modules for the marketplace's seven routes: each renders the page its route matches (see the module).
  marketplace: () => import('../features/marketplace/pages/marketplace-page.tsx'),
  'marketplace-service': () => import('../features/marketplace/pages/marketplace-page.tsx'),
  'marketplace-seller': () => import('../features/marketplace/pages/marketplace-page.tsx'),
  'marketplace-selling': () => import('../features/marketplace/pages/selling-page.tsx'),
  'marketplace-service-editor': () => import('../features/marketplace/pages/selling-page.tsx'),
  'marketplace-orders': () => import('../features/marketplace/pages/orders-page.tsx'),
  'marketplace-order': () => import('../features/marketplace/pages/orders-page.tsx'),
  'recruiter-marketplace': () => import('../features/marketplace-console/pages/console-marketplace-page.tsx'),
  'recruiter-marketplace-service': () =>
    import('../features/marketplace-console/pages/console-service-page.tsx'),
  'recruiter-marketplace-orders': () =>
    import('../features/marketplace-console/pages/console-orders-page.tsx'),
  'recruiter-marketplace-order': () => import('../features/marketplace-console/pages/console-order-page.tsx'),
  'recruiter-disputes': () => import('../features/disputes-console/pages/console-disputes-page.tsx'),
  'recruiter-dispute': () => import('../features/disputes-console/pages/console-dispute-page.tsx'),
};

/** One flow layout module serves five layout names. */
const flow =
  (name: FlowLayoutName) =>
  (module: { FlowLayout: typeof FlowLayout }): ComponentType =>
  () =>
    createElement(module.FlowLayout, { name });

/**
 * The layout behind each layout name, loaded on demand like the pages: a guest on /login never downloads the
 * signed-in layouts' menus, notification bell and badges. (The build reads these two maps to check each route's
 * bundle budget: keep every entry a plain `name: () => import('…')`.)
 */
export const layouts: Record<LayoutName, () => Promise<ComponentType>> = {
  default: () => import('./layouts/default-layout.tsx').then((m) => m.DefaultLayout),
  auth: () => import('./layouts/auth-layout.tsx').then((m) => m.AuthLayout),
  'auth-source': () => import('./layouts/auth-source-layout.tsx').then((m) => m.AuthSourceLayout),
  apply: () => import('./layouts/flow-layout.tsx').then(flow('apply')),
  'apply-onboarding': () => import('./layouts/flow-layout.tsx').then(flow('apply-onboarding')),
  assessments: () => import('./layouts/flow-layout.tsx').then(flow('assessments')),
  'elite-onboarding': () => import('./layouts/flow-layout.tsx').then(flow('elite-onboarding')),
  minimal: () => import('./layouts/minimal-layout.tsx').then((m) => m.MinimalLayout),
  'new-onboarding': () => import('./layouts/flow-layout.tsx').then(flow('new-onboarding')),
  recruiter: () => import('./layouts/recruiter-layout.tsx').then((m) => m.RecruiterLayout),
};

export interface AppRoute extends Omit<RouteMeta, 'page'> {
  page: () => Promise<PageModule>;
}

/** The route table with its pages attached: { path, access, layout, title, page (lazy) }. */
export const routes: readonly AppRoute[] = routeTable.map((meta) => ({ ...meta, page: pages[meta.page] }));
