import { assignmentsRoutes } from './features/assignments/assignments.routes.ts';
import { AssignmentsService } from './features/assignments/assignments.service.ts';
import { assignmentSweeps } from './features/assignments/assignments.sweeps.ts';
import { assessmentsRoutes } from './features/assessments/assessments.routes.ts';
import { complianceEditable } from './features/elite/compliance-stage.ts';
import { coursesRoutes } from './features/courses/courses.routes.ts';
import { courseOperatorRoutes } from './features/courses/course-operator.routes.ts';
import { CourseEditor } from './features/courses/course-editor.ts';
import { certificateRefsOf, CoursesService } from './features/courses/courses.service.ts';
import { eliteComplianceRoutes } from './features/elite-compliance/elite-compliance.routes.ts';
import { EliteComplianceService } from './features/elite-compliance/elite-compliance.service.ts';
import { eliteComplianceSweeps } from './features/elite-compliance/elite-compliance.sweeps.ts';
import { AssessmentsService } from './features/assessments/assessments.service.ts';
import { assessmentSweeps } from './features/assessments/assessments.sweeps.ts';
import type { BadgeIssuer } from './features/assessments/badge-issuer.ts';
import { createSandbox, type Sandbox } from './sandbox/index.ts';
import { eliteMemberships } from './features/elite/elite.repository.ts';
import { eliteRoutes } from './features/elite/elite.routes.ts';
import { skillGapRoutes } from './features/skill-gap/skill-gap.routes.ts';
import { SkillGapService } from './features/skill-gap/skill-gap.service.ts';
import { EliteService } from './features/elite/elite.service.ts';
import { homeRoutes } from './features/home/home.routes.ts';
import { masterclassRoutes } from './features/masterclass/masterclass.routes.ts';
import { MasterclassService } from './features/masterclass/masterclass.service.ts';
import { masterclassSweeps } from './features/masterclass/masterclass.sweeps.ts';
import { marketplaceServicesRoutes } from './features/marketplace/services.routes.ts';
import { MarketplaceServicesService } from './features/marketplace/services.service.ts';
import { disputesRoutes } from './features/marketplace/disputes.routes.ts';
import { DisputesService } from './features/marketplace/disputes.service.ts';
import { LedgerService } from './features/marketplace/ledger.service.ts';
import { ordersRoutes } from './features/marketplace/orders.routes.ts';
import { OrdersService } from './features/marketplace/orders.service.ts';
import { ordersSweeps } from './features/marketplace/orders.sweeps.ts';
import { ReviewsService } from './features/marketplace/reviews.service.ts';
import { HomeService } from './features/home/home.service.ts';
import { interviewsRoutes } from './features/interviews/interviews.routes.ts';
import { InterviewsService } from './features/interviews/interviews.service.ts';
import { offersRoutes } from './features/offers/offers.routes.ts';
import { OffersService } from './features/offers/offers.service.ts';
import { PipelineNotifier } from './features/pipeline/pipeline-notifier.ts';
import { PipelineScheduler } from './features/pipeline/pipeline-scheduler.ts';
import { recruiterOfUser } from './features/recruiter/recruiter.repository.ts';
import { recruiterRoutes } from './features/recruiter/recruiter.routes.ts';
import { RecruiterService } from './features/recruiter/recruiter.service.ts';
import { workStyleRoutes } from './features/work-style/work-style.routes.ts';
import { WorkStyleService } from './features/work-style/work-style.service.ts';
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { analyticsRelayRoutes } from './features/analytics/analytics-relay.routes.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { AnalyticsService } from './features/analytics/analytics.service.ts';
import { AccountService } from './features/account/account.service.ts';
import { applicationsRoutes } from './features/applications/applications.routes.ts';
import { ApplicationsService } from './features/applications/applications.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { ChatService } from './features/chat/chat.service.ts';
import { AuthService } from './features/auth/auth.service.ts';
import { devMailRoutes } from './features/dev-mail/dev-mail.routes.ts';
import { badgesRoutes } from './features/badges/badges.routes.ts';
import { BadgesService } from './features/badges/badges.service.ts';
import { feedbackRoutes } from './features/feedback/feedback.routes.ts';
import { FeedbackService } from './features/feedback/feedback.service.ts';
import { filesRoutes } from './features/files/files.routes.ts';
import { FilesService } from './features/files/files.service.ts';
import { identityRoutes } from './features/identity/identity.routes.ts';
import { IdentityService } from './features/identity/identity.service.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { UploadsService } from './features/uploads/uploads.service.ts';
import { invitationsRoutes } from './features/invitations/invitations.routes.ts';
import { InvitationsService } from './features/invitations/invitations.service.ts';
import { jobsRoutes } from './features/jobs/jobs.routes.ts';
import { JobsService } from './features/jobs/jobs.service.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { NotificationsService } from './features/notifications/notifications.service.ts';
import { onboardingRoutes } from './features/onboarding/onboarding.routes.ts';
import { OnboardingService } from './features/onboarding/onboarding.service.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { ProfileService } from './features/profile/profile.service.ts';
import { resumeRoutes } from './features/resume/resume.routes.ts';
import { ResumeService } from './features/resume/resume.service.ts';
import { referenceRoutes } from './features/reference/reference.routes.ts';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { CatalogueService } from './features/catalogue/catalogue.service.ts';
import { connectionTestRoutes } from './features/connection-test/connection-test.routes.ts';
import { ConnectionTestService } from './features/connection-test/connection-test.service.ts';
import { savedSearchesRoutes } from './features/saved-searches/saved-searches.routes.ts';
import { SavedSearchesService } from './features/saved-searches/saved-searches.service.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { TestClock } from './features/test-control/test-clock.ts';
import { testControlRoutes } from './features/test-control/test-control.routes.ts';
import { AppError } from './lib/app-error.ts';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './lib/json-depth.ts';
import { requestSerializer } from './lib/log-redaction.ts';
import { lazyChildLogger, SampledRequestLog } from './lib/request-log.ts';
import { fastSerializerCompiler } from './lib/fast-serializer.ts';
import { realtimePlugin } from './realtime/realtime.plugin.ts';
import { PusherBroadcaster } from './lib/broadcast/broadcaster.ts';
import { createMailer, mailDir, type Mailer } from './lib/mailer.ts';
import { RateLimiter } from './lib/rate-limiter.ts';
import { FileKeyring } from './lib/crypto/file-cipher.ts';
import { openFileStorage } from './lib/storage/open-storage.ts';
import { csrfPlugin } from './plugins/csrf.plugin.ts';
import { errorsPlugin } from './plugins/errors.plugin.ts';
import { idempotencyPlugin } from './plugins/idempotency.plugin.ts';
import { maintenancePlugin } from './plugins/maintenance.plugin.ts';
import { requestContextPlugin } from './plugins/request-context.plugin.ts';
import { securityHeadersPlugin } from './plugins/security-headers.plugin.ts';
import { recruiterPlugin } from './plugins/recruiter.plugin.ts';
import { SESSION_LIFETIME_MS, Sessions, sessionPlugin } from './plugins/session.plugin.ts';
import { sessionSweeps } from './sessions/session.sweeps.ts';
import { talentAreaPlugin } from './plugins/talent-area.plugin.ts';
import { textInputPlugin } from './plugins/text-input.plugin.ts';
import { webPlugin } from './plugins/web.plugin.ts';
import { PRODUCT_NAME } from '@talent/contract/config';

export interface AppDeps {
  db: Database;
  config: Config;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** The clock of time-dependent rules (overlap on a date, posted-within); tests pin it. */
  now?: () => Date;
  /** Skill tests: the code runner, the badge issuer, and knobs tests turn. */
  assessments?: {
    sandbox?: Sandbox;
    badges?: BadgeIssuer;
    exposureCap?: number;
    runsPerMinute?: number;
  };
}

const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp({
  db: database,
  config,
  mailer,
  logger,
  now: pinnedNow,
  assessments: assessmentOptions = {},
}: AppDeps) {
  // Under APP_ENV=test, unless the caller pinned it, the clock is one the e2e suite moves (POST /__test/clock).
  const testClock = config.env === 'test' && !pinnedNow ? new TestClock() : null;
  const now = pinnedNow ?? testClock?.now;
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.env === 'test' ? 'warn' : 'info',
            // Stdout without a blocking write per line: under load the lines of many requests go out in one write
            // (pino flushes what is left when the process exits).
            ...(logger === undefined ? { stream: pino.destination({ dest: 1, sync: false }) } : {}),
            ...(typeof logger === 'object' ? logger : {}),
            serializers: { req: requestSerializer },
          },
    logController: new SampledRequestLog(config.requestLog),
    childLoggerFactory: lazyChildLogger,
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a load balancer, set TRUST_PROXY so request.ip (login throttle, session rows) is the client's.
    trustProxy: config.trustProxy,
    // Laravel treats /login and /login/ alike; so do we.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hot reads (`config: { fastSerializer: true }`): in production a serializer compiled from the response schema
  // writes their answers; zod checks them in tests and development (lib/fast-serializer.ts).
  if (config.env === 'production') {
    app.addHook('onRoute', (route) => {
      if (route.config?.fastSerializer) route.serializerCompiler = fastSerializerCompiler;
    });
  }

  const db = database.db;
  const sessions = new Sessions(db);
  const mail = mailer ?? createMailer(config);
  const auth = new AuthService({
    db,
    config,
    mailer: mail,
    limiter: new RateLimiter(db, now),
    log: app.log,
    ...(now ? { now } : {}),
  });
  app.addHook('onClose', async () => auth.drain());
  app.decorate('backgroundAuthWork', () => auth.drain());
  // Real-time events go out through the `pusher` SDK: to the embedded server on our own port, or PUSHER_HOST.
  const broadcaster = new PusherBroadcaster({ config, log: app.log, ownAddress: () => app.server.address() });
  const notifications = new NotificationsService({ db, mailer: mail, appUrl: config.appUrl, broadcaster });
  // Skill badges: signed with the Ed25519 key of BADGE_SIGNING_KEY or DATA_DIR (loaded on first use).
  const badges = new BadgesService({
    db,
    config,
    limiter: new RateLimiter(db, now),
    ...(now ? { now } : {}),
  });
  app.decorate('badges', badges);
  // Tests create jobs between searches and expect fresh counts, so the counts cache is off there.
  const jobs = new JobsService({
    db,
    badges,
    ...(now ? { now } : {}),
    ...(config.env === 'test' ? { countsTtlMs: 0 } : {}),
  });
  const savedSearches = new SavedSearchesService({ db, jobs, ...(now ? { now } : {}) });
  // Uploads live in DATA_DIR/files or an S3 bucket (S3_*); identity files are encrypted with a key from APP_KEY.
  const storage = await openFileStorage(config);
  const keyring = FileKeyring.fromAppKey(config.appKey);
  const files = new FilesService({ db, storage, keyring });
  const uploads = new UploadsService({ db, storage, files, keyring, ...(now ? { now } : {}) });
  const chat = new ChatService({
    db,
    broadcaster,
    notifications,
    files,
    log: app.log,
    demoDelayMs: config.demoRecruiterDelayMs,
  });
  // The hiring pipeline: interviews and offers move applications; every change reaches both sides live.
  const pipeline = new PipelineNotifier({ db, broadcaster });
  const interviews = new InterviewsService({
    db,
    notifications,
    pipeline,
    appUrl: config.appUrl,
    log: app.log,
    ...(now ? { now } : {}),
  });
  const offers = new OffersService({
    db,
    notifications,
    pipeline,
    files,
    log: app.log,
    ...(now ? { now } : {}),
  });
  // Applying and being invited each open a conversation with the job's recruiter.
  const applications = new ApplicationsService({
    db,
    jobs,
    badges,
    onSubmitted: (application) => chat.openForApplication(application),
    interviews,
    offers,
    notifications,
    pipeline,
    log: app.log,
    demoDelayMs: config.demoPipelineDelayMs,
    ...(now ? { now } : {}),
  });
  const invitations = new InvitationsService({
    db,
    jobs,
    notifications,
    onCreated: (invitation) => chat.openForInvitation(invitation),
    ...(now ? { now } : {}),
  });
  const identity = new IdentityService({ db, notifications, ...(now ? { now } : {}) });
  const feedback = new FeedbackService({
    db,
    files,
    notifications,
    limiter: new RateLimiter(db, now),
    token: config.feedback.token,
    ...(now ? { now } : {}),
  });
  const account = new AccountService({
    db,
    config,
    mailer: mail,
    notifications,
    storage,
    limiter: new RateLimiter(db, now),
  });
  const profiles = new ProfileService({
    db,
    files,
    eliteMembership: async (tx, userId) => (await eliteMemberships(tx, [userId])).get(userId) ?? null,
    certificates: (tx, userId) => certificateRefsOf(tx, userId, config.appUrl),
  });
  const onboarding = new OnboardingService({ db, profiles, ...(now ? { now } : {}) });
  const resume = new ResumeService({ db, files, profiles, ...(now ? { now } : {}) });
  // The open work-style questionnaire: guests score it too, so its POST is counted per address.
  const workStyle = new WorkStyleService({ db, limiter: new RateLimiter(db, now), ...(now ? { now } : {}) });
  const recruiter = new RecruiterService({
    db,
    jobs,
    applications,
    interviews,
    offers,
    invitations,
    notifications,
    pipeline,
    files,
    workStyle,
    certificates: (userId) => certificateRefsOf(db, userId, config.appUrl),
    ...(now ? { now } : {}),
  });
  const home = new HomeService({
    db,
    jobs,
    applications,
    interviews,
    offers,
    invitations,
    profiles,
    onboarding,
    identity,
    ...(now ? { now } : {}),
  });
  // Response promises, offer expiry, interview reminders: every PIPELINE_SWEEP_MS (off in tests, which call runAll).
  const scheduler = new PipelineScheduler({
    log: app.log,
    intervalMs: config.pipelineSweepMs,
    ...(now ? { now } : {}),
  });
  // Page views through the same-origin relay: to PostHog (POSTHOG_KEY), else this embedded store.
  const analytics = new AnalyticsService({
    db,
    config: config.analytics,
    limiter: new RateLimiter(db, now),
    ...(now ? { now } : {}),
  });
  // Skill tests: forms, honest clocks, grading on the server; code runs in the sandbox.
  // The app's own runner (worker threads, started on first use) unless the caller brings one and closes it.
  const sandbox = assessmentOptions.sandbox ?? createSandbox();
  if (!assessmentOptions.sandbox) app.addHook('onClose', async () => sandbox.close());
  const assessments = new AssessmentsService({
    db,
    storage,
    sandbox,
    limiter: new RateLimiter(db, now),
    secret: config.appKey,
    log: app.log,
    // A passed test issues a signed badge; results and standings show the current one.
    badges: assessmentOptions.badges ?? badges,
    ...(assessmentOptions.exposureCap ? { exposureCap: assessmentOptions.exposureCap } : {}),
    ...(assessmentOptions.runsPerMinute ? { runsPerMinute: assessmentOptions.runsPerMinute } : {}),
    ...(now ? { now } : {}),
  });
  // Assessments a recruiter sends from an application: token links, the skill test's attempt, the interview's takes.
  const assignments = new AssignmentsService({
    db,
    assessments,
    badges,
    notifications,
    pipeline,
    files,
    uploads,
    keyring,
    appUrl: config.appUrl,
    log: app.log,
    ...(now ? { now } : {}),
  });
  // The elite programme: the stage machine reads the profile, the assessment engine and badges.
  const elite = new EliteService({
    db,
    profiles,
    assessments,
    badges,
    notifications,
    broadcaster,
    log: app.log,
    ...(now ? { now } : {}),
  });
  // The skill-gap map: what the jobs feature, the assessment engine and the courses say one more skill would open.
  const skillGap = new SkillGapService({ db, jobs, assessments, ...(now ? { now } : {}) });
  // Elite contract and compliance: editable while the elite application allows it (its stage machine decides).
  const eliteCompliance = new EliteComplianceService({
    db,
    files,
    notifications,
    broadcaster,
    keyring,
    editable: (userId) => complianceEditable(db, userId),
    log: app.log,
    ...(now ? { now } : {}),
  });
  // Masterclass talks: registrations with the waitlist, invites and the calendar feed, talk requests.
  const masterclass = new MasterclassService({
    db,
    notifications,
    broadcaster,
    files,
    keyring,
    appUrl: config.appUrl,
    log: app.log,
    ...(now ? { now } : {}),
  });
  // Courses: lessons, progress across devices, quizzes and exercises on the assessment engine and its sandbox,
  // certificates signed like badges.
  const courses = new CoursesService({
    db,
    badges,
    files,
    sandbox,
    limiter: new RateLimiter(db, now),
    notifications,
    broadcaster,
    secret: config.appKey,
    appUrl: config.appUrl,
    log: app.log,
    ...(assessmentOptions.runsPerMinute ? { runsPerMinute: assessmentOptions.runsPerMinute } : {}),
    ...(now ? { now } : {}),
  });
  const courseEditor = new CourseEditor({ db, storage, ...(now ? { now } : {}) });
  // Marketplace services: talents' drafts, publishing and pausing; browsing for talents and recruiters.
  const marketplaceServices = new MarketplaceServicesService({ db, files, ...(now ? { now } : {}) });
  // Marketplace orders: escrow in the internal ledger, the two sides' moves, disputes the operators decide, reviews.
  const orders = new OrdersService({
    db,
    files,
    notifications,
    broadcaster,
    openThread: (thread) => chat.openForOrder(thread),
    log: app.log,
    ...(now ? { now } : {}),
  });
  const disputes = new DisputesService({
    db,
    orders,
    orderMessages: (orderId) => chat.orderMessages(orderId),
  });
  const reviews = new ReviewsService({ orders });
  const ledger = new LedgerService({ db });
  scheduler.add(
    ...applications.sweeps(),
    ...interviews.sweeps(),
    ...offers.sweeps(),
    ...analytics.sweeps(),
    ...assessmentSweeps(assessments),
    ...assignmentSweeps(assignments),
    ...workStyle.sweeps(),
    ...eliteComplianceSweeps(eliteCompliance),
    ...masterclassSweeps(masterclass),
    ...ordersSweeps(orders),
    // Idle sessions and spent rate-limit windows: on this timer, never inside a request.
    ...sessionSweeps(db, SESSION_LIFETIME_MS),
  );
  app.decorate('pipelineScheduler', scheduler);
  app.addHook('onReady', async () => scheduler.start());
  // A restart mid-demo: the demo recruiters pick up the new applications they had not reached.
  // Best effort: a database away at start must not keep the server down.
  app.addHook('onReady', async () => {
    try {
      const resumed = await applications.demo.resume();
      if (resumed > 0) app.log.info({ resumed }, 'demo recruiters resumed their pending first moves');
    } catch (err) {
      app.log.warn({ err }, 'demo recruiters could not resume their pending first moves');
    }
  });
  app.addHook('onClose', async () => scheduler.stop());

  await app.register(errorsPlugin);
  await app.register(requestContextPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(maintenancePlugin, { dataDir: config.dataDir });
  await app.register(cookie);
  // `Content-Type: application/json` with no body (a bare POST /logout from some clients) means {}, as in Laravel.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    // Refused before parsing: every walk over the body (NUL check, validation) would recurse once per level.
    if (jsonNestsDeeperThan(text)) {
      return done(
        new AppError('bad_request', { message: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.` }),
      );
    }
    return parseJson(request, text, done);
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  // Form fields (for `_method` and `_token`) become plain body values; upload routes will opt into streaming.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: BODY_LIMIT_BYTES, files: 1, fields: 50 },
  });
  await app.register(sessionPlugin, {
    db,
    config,
    statelessPrefixes: [`${config.analytics.relayPath}/`],
  });
  await app.register(csrfPlugin);
  await app.register(talentAreaPlugin);
  await app.register(recruiterPlugin, { findRecruiterOfUser: (userId) => recruiterOfUser(db, userId) });
  await app.register(textInputPlugin);
  await app.register(idempotencyPlugin, { db, ...(now ? { now } : {}) });

  // A POST without a body still validates as {} so the client sees per-field "required" messages.
  app.addHook('preValidation', (request, _reply, done) => {
    const reads = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    if (!reads && (request.body === undefined || request.body === null)) request.body = {};
    done();
  });

  // The reference lists every route and schema: public by default locally, opt-in (API_DOCS=true) in production.
  // Without it, neither the spec builder nor the UI is loaded.
  if (config.apiDocs) {
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${PRODUCT_NAME} API`,
          version: '1.0.0',
          description: 'Cookie-session API of the talent web app.',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  }

  await app.register(systemRoutes, { database, config });
  await app.register(authRoutes, { auth, sessions, notifications });
  await app.register(referenceRoutes, { db });
  // Tests change the catalogue between requests and expect fresh figures, so its minute of cache is off there.
  const catalogue = new CatalogueService({
    db,
    ...(now ? { now } : {}),
    ...(config.env === 'test' ? { cacheTtlMs: 0 } : {}),
  });
  await app.register(catalogueRoutes, { catalogue });
  await app.register(connectionTestRoutes, {
    connectionTest: new ConnectionTestService({ limiter: new RateLimiter(db, now) }),
  });
  await app.register(jobsRoutes, { jobs });
  await app.register(savedSearchesRoutes, { savedSearches, jobs });
  await app.register(filesRoutes, { files });
  await app.register(uploadsRoutes, { uploads });
  await app.register(applicationsRoutes, { applications, jobs });
  await app.register(invitationsRoutes, { invitations, jobs });
  await app.register(notificationsRoutes, { notifications });
  await app.register(identityRoutes, { identity });
  await app.register(feedbackRoutes, { feedback });
  await app.register(badgesRoutes, { badges });
  await app.register(accountRoutes, { account, sessions });
  await app.register(profileRoutes, { profiles });
  await app.register(onboardingRoutes, { onboarding });
  await app.register(resumeRoutes, { resume });
  app.decorate('chat', chat);
  await app.register(chatRoutes, { chat });
  // The pipeline's routes get the console's guard from here, so they do not depend on the console.
  const requireRecruiter = (request: FastifyRequest) => request.requireRecruiter();
  await app.register(interviewsRoutes, { interviews, requireRecruiter });
  await app.register(offersRoutes, { offers, requireRecruiter });
  await app.register(recruiterRoutes, { recruiter });
  await app.register(assessmentsRoutes, { assessments, requireRecruiter });
  await app.register(assignmentsRoutes, { assignments, files, requireRecruiter });
  await app.register(eliteRoutes, { elite });
  await app.register(coursesRoutes, { courses });
  await app.register(courseOperatorRoutes, { editor: courseEditor });
  await app.register(skillGapRoutes, { skillGap });
  await app.register(homeRoutes, { home });
  await app.register(workStyleRoutes, { workStyle });
  await app.register(eliteComplianceRoutes, { compliance: eliteCompliance, files });
  await app.register(masterclassRoutes, { masterclass });
  await app.register(marketplaceServicesRoutes, { services: marketplaceServices });
  await app.register(ordersRoutes, { orders, disputes, reviews, ledger });
  await app.register(disputesRoutes, { disputes });
  await app.register(analyticsRoutes, { analytics });
  // Its own context: the relay reads raw bodies with a parser of its own, and skips CSRF (no session, no data of ours).
  if (config.analytics.enabled) {
    await app.register(analyticsRelayRoutes, { config: config.analytics, analytics });
  }
  // Pending demo-recruiter answers must not fire into a closed database.
  app.addHook('onClose', async () => chat.close());
  // The embedded Pusher-protocol server (/app/{key} upgrades, /apps/{id}/... API) unless PUSHER_HOST is external.
  await app.register(realtimePlugin, { config, conversations: chat });
  if (config.env !== 'production') await app.register(devMailRoutes, { dir: mailDir(config.dataDir) });
  if (config.env === 'test') {
    await app.register(testControlRoutes, { clock: testClock, scheduler, auth, sessions, db, badges });
  }
  await app.register(webPlugin, { webDist: config.webDist });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The pipeline's periodic rules; tests call `app.pipelineScheduler.runAll(now)`. */
    pipelineScheduler: PipelineScheduler;
    /** Resolves once the sign-up and reset work done after the answer has finished (tests, between cases). */
    backgroundAuthWork: () => Promise<void>;
    /** Conversations: marketplace orders open their threads through it; tests read them with it. */
    chat: ChatService;
    /** Skill badges: the assessment engine issues through it; tests issue and revoke with it. */
    badges: BadgesService;
  }
}
