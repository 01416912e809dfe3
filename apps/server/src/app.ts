import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { applicationsRoutes } from './features/applications/applications.routes.ts';
import { ApplicationsService } from './features/applications/applications.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { AuthService } from './features/auth/auth.service.ts';
import { devMailRoutes } from './features/dev-mail/dev-mail.routes.ts';
import { filesRoutes } from './features/files/files.routes.ts';
import { FilesService } from './features/files/files.service.ts';
import { invitationsRoutes } from './features/invitations/invitations.routes.ts';
import { InvitationsService } from './features/invitations/invitations.service.ts';
import { jobsRoutes } from './features/jobs/jobs.routes.ts';
import { JobsService } from './features/jobs/jobs.service.ts';
import { referenceRoutes } from './features/reference/reference.routes.ts';
import { savedSearchesRoutes } from './features/saved-searches/saved-searches.routes.ts';
import { SavedSearchesService } from './features/saved-searches/saved-searches.service.ts';
import { systemRoutes } from './features/system/system.routes.ts';
import { requestSerializer } from './lib/log-redaction.ts';
import { createMailer, mailDir, type Mailer } from './lib/mailer.ts';
import { RateLimiter } from './lib/rate-limiter.ts';
import { LocalFileStorage } from './lib/storage/local-file-storage.ts';
import { csrfPlugin } from './plugins/csrf.plugin.ts';
import { errorsPlugin } from './plugins/errors.plugin.ts';
import { idempotencyPlugin } from './plugins/idempotency.plugin.ts';
import { maintenancePlugin } from './plugins/maintenance.plugin.ts';
import { requestContextPlugin } from './plugins/request-context.plugin.ts';
import { securityHeadersPlugin } from './plugins/security-headers.plugin.ts';
import { Sessions, sessionPlugin } from './plugins/session.plugin.ts';
import { textInputPlugin } from './plugins/text-input.plugin.ts';
import { webPlugin } from './plugins/web.plugin.ts';

export interface AppDeps {
  db: Database;
  config: Config;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** The clock of time-dependent rules (overlap on a date, posted-within); tests pin it. */
  now?: () => Date;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp({ db: database, config, mailer, logger, now }: AppDeps) {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.env === 'test' ? 'warn' : 'info',
            ...(typeof logger === 'object' ? logger : {}),
            serializers: { req: requestSerializer },
          },
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a load balancer, set TRUST_PROXY so request.ip (login throttle, session rows) is the client's.
    trustProxy: config.trustProxy,
    // Laravel treats /login and /login/ alike; so do we.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = database.db;
  const sessions = new Sessions(db);
  const auth = new AuthService({
    db,
    config,
    mailer: mailer ?? createMailer(config),
    limiter: new RateLimiter(db),
  });
  // Tests create jobs between searches and expect fresh counts, so the counts cache is off there.
  const jobs = new JobsService({
    db,
    ...(now ? { now } : {}),
    ...(config.env === 'test' ? { countsTtlMs: 0 } : {}),
  });
  const savedSearches = new SavedSearchesService({ db, jobs, ...(now ? { now } : {}) });
  // Uploads live under DATA_DIR/files; opening the store sweeps what a crash left half-written.
  const storage = await LocalFileStorage.open(join(config.dataDir, 'files'));
  const files = new FilesService({ db, storage });
  const applications = new ApplicationsService({ db, jobs, ...(now ? { now } : {}) });
  const invitations = new InvitationsService({ db, jobs, ...(now ? { now } : {}) });

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
    return parseJson(request, text, done);
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  // Form fields (for `_method` and `_token`) become plain body values; upload routes will opt into streaming.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: BODY_LIMIT_BYTES, files: 1, fields: 50 },
  });
  await app.register(sessionPlugin, { db, config });
  await app.register(csrfPlugin);
  await app.register(textInputPlugin);
  await app.register(idempotencyPlugin, { db, ...(now ? { now } : {}) });

  // A POST without a body still validates as {} so the client sees per-field "required" messages.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (request.body === undefined || request.body === null) request.body = {};
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Talent API',
        version: '1.0.0',
        description: 'Cookie-session API of the talent web app.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(systemRoutes, { database, config });
  await app.register(authRoutes, { auth, sessions });
  await app.register(referenceRoutes, { db });
  await app.register(jobsRoutes, { jobs });
  await app.register(savedSearchesRoutes, { savedSearches, jobs });
  await app.register(filesRoutes, { files });
  await app.register(applicationsRoutes, { applications, jobs });
  await app.register(invitationsRoutes, { invitations, jobs });
  if (config.env !== 'production') await app.register(devMailRoutes, { dir: mailDir(config.dataDir) });
  await app.register(webPlugin, { webDist: config.webDist });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
