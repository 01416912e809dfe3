/**
 * The spec's route table as data: path, access, layout and title of every screen. The web app attaches its page
 * components to it (apps/web/src/app/routes.ts); the server answers 404 for a page path none of these patterns
 * matches; the e2e suite walks it.
 */

/**
 * The spec's four access levels, and the recruiter console's two: `recruiter` (a verified recruiter account) and
 * `operator` (a verified operator: identity reviews, analytics, the feedback inbox).
 */
export type Access = 'verified' | 'auth' | 'guest' | 'none' | 'recruiter' | 'operator';

export const LAYOUTS = [
  'default',
  'auth',
  'auth-source',
  'apply',
  'apply-onboarding',
  'assessments',
  'elite-onboarding',
  'minimal',
  'new-onboarding',
  // The recruiter console (not in the spec: the other side of the pipeline).
  'recruiter',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** The page behind each route (apps/web/src/app/routes.ts loads its component). */
export type PageName =
  | 'home'
  | 'settings'
  | 'login'
  | 'login-source'
  | 'login-jobs'
  | 'signup'
  | 'forgot-password'
  | 'reset-password'
  | 'verify'
  | 'maintenance'
  | 'jobs'
  | 'job'
  | 'saved-jobs'
  | 'recommended-jobs'
  | 'jobs-around-the-globe'
  | 'job-invitations'
  | 'guest-apply'
  | 'guest-apply-screener'
  | 'guest-apply-video'
  | 'apply'
  | 'applications'
  | 'profile'
  | 'resume-upload'
  | 'video-resume-upload'
  | 'recorder'
  | 'onboarding'
  | 'identity-verification'
  | 'chat'
  | 'interview-requests'
  | 'interviews'
  | 'offers'
  | 'login-redirects'
  | 'device-check'
  | 'hello'
  | 'skill-test'
  | 'skill-test-result'
  | 'skill-test-guide'
  | 'credential'
  | 'recruiter-home'
  | 'recruiter-jobs'
  | 'recruiter-new-job'
  | 'recruiter-job'
  | 'recruiter-applicant'
  | 'recruiter-interviews'
  | 'recruiter-offers'
  | 'recruiter-identity-reviews'
  | 'recruiter-analytics'
  | 'recruiter-feedback'
  | 'skill-center'
  | 'skill-center-by-category'
  | 'skill-center-table'
  | 'skill'
  | 'assessments'
  | 'completed-assessments'
  | 'assignment'
  | 'assignment-copy'
  | 'assignment-result'
  | 'assignment-interview'
  | 'work-style'
  | 'elite'
  | 'elite-onboarding'
  | 'elite-completed'
  | 'elite-join'
  | 'elite-work-preference'
  | 'elite-skill-assessments'
  | 'elite-compliance'
  | 'recruiter-elite-reviews'
  | 'recruiter-elite-review'
  | 'courses'
  | 'course'
  | 'masterclass'
  | 'upcoming-talks'
  | 'past-talks'
  | 'talk-request'
  | 'talk'
  | 'recruiter-courses'
  | 'recruiter-course'
  | 'recruiter-talks'
  | 'recruiter-talk'
  | 'recruiter-talk-requests'
  | 'marketplace'
  | 'marketplace-service'
  | 'marketplace-seller'
  | 'marketplace-selling'
  | 'marketplace-service-editor'
  | 'marketplace-orders'
  | 'marketplace-order'
  | 'recruiter-marketplace'
  | 'recruiter-marketplace-service'
  | 'recruiter-marketplace-orders'
  | 'recruiter-marketplace-order'
  | 'recruiter-disputes'
  | 'recruiter-dispute';

export interface RouteMeta {
  /** React Router path (`:id`, `:slug`, `:token`, `:category`). */
  path: string;
  access: Access;
  layout: LayoutName;
  /** The page name; the document title is `${title} | Borderless`. */
  title: string;
  page: PageName;
  /**
   * Guest routes only: where a logged-in visitor goes instead (`:id` etc. filled from the path), when the page
   * has a signed-in twin; otherwise the guard's default (`redirect` or `/`) applies.
   */
  signedIn?: string;
}

// Layout "not shown" in the spec → 'default' (and 'auth' for /signup, 'assessments' for skill-assessments).
export const routeTable: readonly RouteMeta[] = [
  { path: '/', access: 'verified', layout: 'default', title: 'Home', page: 'home' },
  { path: '/chat', access: 'verified', layout: 'default', title: 'Chat', page: 'chat' },
  { path: '/offers', access: 'verified', layout: 'default', title: 'Offers', page: 'offers' },
  { path: '/verify', access: 'auth', layout: 'auth', title: 'Verify your email', page: 'verify' },
  { path: '/settings', access: 'verified', layout: 'default', title: 'Settings', page: 'settings' },
  // The spec's second entry to the same inbox (its links stay under /inbox.copy).
  { path: '/inbox.copy', access: 'verified', layout: 'default', title: 'Inbox', page: 'chat' },

  { path: '/jobs', access: 'verified', layout: 'default', title: 'Jobs', page: 'jobs' },
  { path: '/jobs/saved', access: 'verified', layout: 'default', title: 'Saved jobs', page: 'saved-jobs' },
  {
    path: '/jobs/invitations',
    access: 'verified',
    layout: 'default',
    title: 'Job invitations',
    page: 'job-invitations',
  },
  {
    path: '/jobs/recommended',
    access: 'verified',
    layout: 'default',
    title: 'Recommended jobs',
    page: 'recommended-jobs',
  },
  {
    path: '/jobs/around-the-globe',
    access: 'verified',
    layout: 'default',
    title: 'Jobs around the globe',
    page: 'jobs-around-the-globe',
  },
  // The page retitles itself with the job's title once it has loaded; "Job" stays for one that is gone.
  { path: '/jobs/:id', access: 'verified', layout: 'default', title: 'Job', page: 'job' },
  // The page retitles itself "Apply: <job title>" once the job has loaded.
  { path: '/jobs/:id/apply', access: 'verified', layout: 'apply', title: 'Apply', page: 'apply' },

  { path: '/elite', access: 'verified', layout: 'default', title: 'Elite talent', page: 'elite' },
  {
    path: '/elite/onboarding',
    access: 'verified',
    layout: 'elite-onboarding',
    title: 'Elite onboarding',
    page: 'elite-onboarding',
  },
  {
    path: '/elite/onboarding/completed',
    access: 'verified',
    layout: 'elite-onboarding',
    title: 'Elite application',
    page: 'elite-completed',
  },
  {
    path: '/elite/onboarding/forms/join-elite',
    access: 'verified',
    layout: 'elite-onboarding',
    title: 'Join Elite',
    page: 'elite-join',
  },
  {
    path: '/elite/onboarding/forms/work-preference',
    access: 'verified',
    layout: 'elite-onboarding',
    title: 'Work preferences',
    page: 'elite-work-preference',
  },
  {
    path: '/elite/onboarding/forms/contract-compliance',
    access: 'verified',
    layout: 'elite-onboarding',
    title: 'Contract & compliance',
    page: 'elite-compliance',
  },
  {
    path: '/elite/onboarding/forms/skill-assessments',
    access: 'verified',
    layout: 'assessments',
    title: 'Skill assessments',
    page: 'elite-skill-assessments',
  },

  { path: '/login', access: 'guest', layout: 'auth', title: 'Log in', page: 'login' },
  // A logged-in visitor of a job's login or signup link continues the application instead of going home.
  {
    path: '/login/:id',
    access: 'guest',
    layout: 'auth-source',
    title: 'Log in',
    page: 'login-source',
    signedIn: '/jobs/:id/apply',
  },
  {
    path: '/login/:id/jobs',
    access: 'guest',
    layout: 'apply-onboarding',
    title: 'Log in to see all jobs',
    page: 'login-jobs',
  },
  { path: '/signup', access: 'guest', layout: 'auth', title: 'Create your account', page: 'signup' },
  {
    path: '/signup/:id',
    access: 'guest',
    layout: 'auth-source',
    title: 'Create your account',
    page: 'signup',

    signedIn: '/jobs/:id/apply',
  },
  {
    path: '/reset-password',
    access: 'guest',
    layout: 'auth',
    title: 'Choose a new password',
    page: 'reset-password',
  },
  {
    path: '/forgot-password',
    access: 'guest',
    layout: 'auth',
    title: 'Reset your password',
    page: 'forgot-password',
  },
  { path: '/maintenance', access: 'none', layout: 'minimal', title: 'Maintenance', page: 'maintenance' },

  { path: '/marketplace', access: 'verified', layout: 'default', title: 'Marketplace', page: 'marketplace' },
  // The marketplace's own views (not in the spec; nested under its route). Pages retitle themselves once loaded.
  {
    path: '/marketplace/services/:id',
    access: 'verified',
    layout: 'default',
    title: 'Service',
    page: 'marketplace-service',
  },
  {
    path: '/marketplace/sellers/:id',
    access: 'verified',
    layout: 'default',
    title: 'Seller',
    page: 'marketplace-seller',
  },
  {
    path: '/marketplace/selling',
    access: 'verified',
    layout: 'default',
    title: 'Selling',
    page: 'marketplace-selling',
  },
  {
    path: '/marketplace/selling/:id',
    access: 'verified',
    layout: 'default',
    title: 'Edit service',
    page: 'marketplace-service-editor',
  },
  {
    path: '/marketplace/orders',
    access: 'verified',
    layout: 'default',
    title: 'Orders',
    page: 'marketplace-orders',
  },
  {
    path: '/marketplace/orders/:id',
    access: 'verified',
    layout: 'default',
    title: 'Order',
    page: 'marketplace-order',
  },
  { path: '/courses', access: 'verified', layout: 'default', title: 'Courses', page: 'courses' },
  // The page retitles itself with the course's title once it has loaded.
  { path: '/courses/:id', access: 'verified', layout: 'default', title: 'Course', page: 'course' },
  { path: '/profile', access: 'verified', layout: 'default', title: 'Profile', page: 'profile' },
  {
    path: '/profile/resume-upload',
    access: 'verified',
    layout: 'apply',
    title: 'Upload your resume',
    page: 'resume-upload',
  },
  {
    path: '/profile/video-resume-upload',
    access: 'verified',
    layout: 'apply',
    title: 'Upload your video resume',
    page: 'video-resume-upload',
  },

  // The home dashboard under a second path (its page sends a guest to log in).
  { path: '/dashboard', access: 'none', layout: 'default', title: 'Dashboard', page: 'home' },
  { path: '/recorder', access: 'none', layout: 'default', title: 'Recorder', page: 'recorder' },
  // Open to anyone: the camera, microphone and connection check before an interview, a test or a talk.
  { path: '/test', access: 'none', layout: 'default', title: 'Device check', page: 'device-check' },
  // Where a shared link lands: what Borderless is, live figures, the way in (and the shared job, `?job=`).
  { path: '/hello', access: 'none', layout: 'default', title: 'Welcome', page: 'hello' },
  // A skill badge's public verification: anyone with the link, signed in or not.
  {
    path: '/credentials/:id',
    access: 'none',
    layout: 'minimal',
    title: 'Verify a credential',
    page: 'credential',
  },
  // Where a login that carries a destination lands: it forwards to that (same-site) path.
  {
    path: '/login-redirects',
    access: 'none',
    layout: 'default',
    title: 'Redirecting',
    page: 'login-redirects',
  },

  {
    path: '/apply/:id',
    access: 'guest',
    layout: 'apply-onboarding',
    title: 'Apply',
    page: 'guest-apply',
    signedIn: '/jobs/:id/apply',
  },
  {
    path: '/apply/:id/video-intro',
    access: 'verified',
    layout: 'assessments',
    title: 'Video introduction',
    page: 'guest-apply-video',
  },
  {
    path: '/apply/:id/screener-tests',
    access: 'verified',
    layout: 'default',
    title: 'Screener questions',
    page: 'guest-apply-screener',
  },

  { path: '/interviews', access: 'verified', layout: 'default', title: 'Interviews', page: 'interviews' },
  {
    path: '/interviews/upcoming',
    access: 'verified',
    layout: 'default',
    title: 'Upcoming interviews',
    page: 'interviews',
  },
  {
    path: '/interviews/completed',
    access: 'verified',
    layout: 'default',
    title: 'Completed interviews',
    page: 'interviews',
  },

  {
    path: '/applications',
    access: 'verified',
    layout: 'default',
    title: 'Applications',
    page: 'applications',
  },
  {
    path: '/applications/interview-requests',
    access: 'verified',
    layout: 'default',
    title: 'Interview requests',
    page: 'interview-requests',
  },

  {
    path: '/onboarding',
    access: 'verified',
    layout: 'new-onboarding',
    title: 'Onboarding',
    page: 'onboarding',
  },

  {
    path: '/assessments',
    access: 'verified',
    layout: 'default',
    title: 'My assessments',
    page: 'assessments',
  },
  {
    path: '/assessments/completed',
    access: 'verified',
    layout: 'default',
    title: 'Completed assessments',
    page: 'completed-assessments',
  },
  // A recruiter's token link (assignments.ts); the pages retitle themselves with the assessment's title.
  {
    path: '/assessments/:token',
    access: 'verified',
    layout: 'default',
    title: 'Assessment',
    page: 'assignment',
  },
  {
    path: '/assessments/:token/result',
    access: 'verified',
    layout: 'default',
    title: 'Assessment result',
    page: 'assignment-result',
  },
  // The printable copy of the instructions and rules.
  {
    path: '/assessments/:token/index-copy',
    access: 'verified',
    layout: 'default',
    title: 'Assessment instructions',
    page: 'assignment-copy',
  },
  {
    path: '/assessments/:token/start-interview',
    access: 'verified',
    layout: 'default',
    title: 'Video interview',
    page: 'assignment-interview',
  },
  // Our own open work-style questionnaire (not the GC Index); a signed-in visitor takes it at its twin.
  {
    path: '/assessments/gc-index',
    access: 'guest',
    layout: 'default',
    title: 'Work-style questionnaire',
    page: 'work-style',
    signedIn: '/work-style',
  },
  {
    path: '/work-style',
    access: 'verified',
    layout: 'default',
    title: 'Work-style questionnaire',
    page: 'work-style',
  },

  { path: '/masterclass', access: 'verified', layout: 'default', title: 'Masterclass', page: 'masterclass' },
  {
    path: '/masterclass/past-talks',
    access: 'verified',
    layout: 'default',
    title: 'Past talks',
    page: 'past-talks',
  },
  {
    path: '/masterclass/upcoming-talks',
    access: 'verified',
    layout: 'default',
    title: 'Upcoming talks',
    page: 'upcoming-talks',
  },
  {
    path: '/masterclass/talk-request',
    access: 'verified',
    layout: 'default',
    title: 'Request a talk',
    page: 'talk-request',
  },
  // The page retitles itself with the talk's title once it has loaded.
  { path: '/masterclass/:category/:id', access: 'verified', layout: 'default', title: 'Talk', page: 'talk' },

  {
    path: '/skill-center',
    access: 'verified',
    layout: 'default',
    title: 'Skill center',
    page: 'skill-center',
  },
  // The page retitles itself with the test's title once it has loaded.
  { path: '/skill-center/:slug', access: 'verified', layout: 'default', title: 'Skill', page: 'skill' },
  // The same catalogue grouped by category, and as a sortable table.
  {
    path: '/skill-center/index3',
    access: 'verified',
    layout: 'default',
    title: 'Skill center by category',
    page: 'skill-center-by-category',
  },
  {
    path: '/skill-center/index_copy',
    access: 'verified',
    layout: 'default',
    title: 'Skill center table',
    page: 'skill-center-table',
  },
  // The page retitles itself with the test's title once it has loaded.
  {
    path: '/skill-center/tests/:slug',
    access: 'verified',
    layout: 'apply',
    title: 'Skill test',
    page: 'skill-test',
  },
  {
    path: '/skill-center/tests/:slug/result',
    access: 'verified',
    layout: 'default',
    title: 'Skill test result',
    page: 'skill-test-result',
  },
  {
    path: '/skill-center/tests/talent_modal',
    access: 'none',
    layout: 'default',
    title: 'How skill tests work',
    page: 'skill-test-guide',
  },

  {
    path: '/identity-verification',
    access: 'verified',
    layout: 'apply',
    title: 'Identity verification',
    page: 'identity-verification',
  },

  // The recruiter console: its own layout and access levels, outside the spec's table.
  {
    path: '/recruiter',
    access: 'recruiter',
    layout: 'recruiter',
    title: 'Recruiter',
    page: 'recruiter-home',
  },
  {
    path: '/recruiter/jobs',
    access: 'recruiter',
    layout: 'recruiter',
    title: 'Jobs',
    page: 'recruiter-jobs',
  },
  {
    path: '/recruiter/jobs/new',
    access: 'recruiter',
    layout: 'recruiter',
    title: 'Post a job',
    page: 'recruiter-new-job',
  },
  {
    path: '/recruiter/jobs/:id',
    access: 'recruiter',
    layout: 'recruiter',
    title: 'Job',
    page: 'recruiter-job',
  },
  {
    path: '/recruiter/applications/:id',
    access: 'recruiter',
    layout: 'recruiter',
    title: 'Applicant',
    page: 'recruiter-applicant',
  },
  {
    path: '/recruiter/interviews',
    access: 'recruiter',
    layout: 'recruiter',
    title: 'Interviews',
    page: 'recruiter-interviews',
  },
  {
    path: '/recruiter/offers',
    access: 'recruiter',
    layout: 'recruiter',
    title: 'Offers',
    page: 'recruiter-offers',
  },
  { path: '/recruiter/chat', access: 'recruiter', layout: 'recruiter', title: 'Chat', page: 'chat' },
  {
    path: '/recruiter/identity-reviews',
    access: 'operator',
    layout: 'recruiter',
    title: 'Identity reviews',
    page: 'recruiter-identity-reviews',
  },
  {
    path: '/recruiter/analytics',
    access: 'operator',
    layout: 'recruiter',
    title: 'Analytics',
    page: 'recruiter-analytics',
  },
  {
    path: '/recruiter/feedback',
    access: 'operator',
    layout: 'recruiter',
    title: 'Feedback inbox',
    page: 'recruiter-feedback',
  },
  {
    path: '/recruiter/elite-reviews',
    access: 'operator',
    layout: 'recruiter',
    title: 'Elite reviews',
    page: 'recruiter-elite-reviews',
  },
  // The page retitles itself with the candidate's name once it has loaded.
  {
    path: '/recruiter/elite-reviews/:id',
    access: 'operator',
    layout: 'recruiter',
    title: 'Elite review',
    page: 'recruiter-elite-review',
  },
  {
    path: '/recruiter/courses',
    access: 'operator',
    layout: 'recruiter',
    title: 'Courses',
    page: 'recruiter-courses',
  },
  {
    path: '/recruiter/courses/:id',
    access: 'operator',
    layout: 'recruiter',
    title: 'Edit course',
    page: 'recruiter-course',
  },
  {
    path: '/recruiter/talks',
    access: 'operator',
    layout: 'recruiter',
    title: 'Talks',
    page: 'recruiter-talks',
  },
  {
    path: '/recruiter/talks/:id',
    access: 'operator',
    layout: 'recruiter',
    title: 'Talk',
    page: 'recruiter-talk',
  },
  {
    path: '/recruiter/talk-requests',
    access: 'operator',
    layout: 'recruiter',
    title: 'Talk requests',
    page: 'recruiter-talk-requests',
  },
  {
    path: '/recruiter/marketplace',
    access: 'recruiter',
    layout: 'recruiter',
    title: 'Marketplace',
    page: 'recruiter-marketplace',
  },
  {
    path: '/recruiter/marketplace/services/:id',
    access: 'recruiter',
    layout: 'recruiter',
    title: 'Service',
    page: 'recruiter-marketplace-service',
  },
  {
    path: '/recruiter/marketplace/orders',
    access: 'recruiter',
    layout: 'recruiter',
    title: 'Marketplace orders',
    page: 'recruiter-marketplace-orders',
  },
  {
    path: '/recruiter/marketplace/orders/:id',
    access: 'recruiter',
    layout: 'recruiter',
    title: 'Order',
    page: 'recruiter-marketplace-order',
  },
  {
    path: '/recruiter/disputes',
    access: 'operator',
    layout: 'recruiter',
    title: 'Disputes',
    page: 'recruiter-disputes',
  },
  {
    path: '/recruiter/disputes/:id',
    access: 'operator',
    layout: 'recruiter',
    title: 'Dispute',
    page: 'recruiter-dispute',
  },
];

/** Which access levels need a session. */
export function requiresLogin(access: Access): boolean {
  return access === 'verified' || access === 'auth' || access === 'recruiter' || access === 'operator';
}

function segmentsMatch(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return false;
  return want.every((segment, index) => segment.startsWith(':') || segment === got[index]);
}

/** The table entry for a pathname; static segments win over parameters, as in the router. */
export function matchRouteMeta(pathname: string): RouteMeta | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const candidates = routeTable.filter((route) => segmentsMatch(route.path, normalised));
  const score = (route: RouteMeta) => route.path.split('/').filter((s) => s && !s.startsWith(':')).length;
  return candidates.sort((a, b) => score(b) - score(a))[0];
}
