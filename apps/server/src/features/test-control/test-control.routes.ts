import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadgeLevelSchema, BadgeSummarySchema } from '@talent/contract/badges';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Sessions } from '../../plugins/session.plugin.ts';
import type { PipelineScheduler } from '../pipeline/pipeline-scheduler.ts';
import { markEmailVerified } from '../auth/auth.repository.ts';
import { insertVerification } from '../identity/identity.repository.ts';
import type { BadgesService } from '../badges/badges.service.ts';
import { requireUser } from '../../lib/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { TestClock } from './test-clock.ts';

const ClockSchema = z.object({ now: z.string() });
const MoveClockSchema = z.union([
  z.object({ advance_ms: z.number().int() }).strict(),
  z.object({ set: z.iso.datetime({ offset: true }) }).strict(),
  z.object({ reset: z.literal(true) }).strict(),
]);
const NewUserSchema = z.object({
  name: z.string().min(1).max(255),
  email: z.email(),
  password: z.string().min(8),
  /** False leaves the account waiting for its verification link, as right after sign-up. */
  verified: z.boolean().default(true),
  /** True: an identity check already passed (a passport), as an operator would have decided it. */
  identity_verified: z.boolean().default(false),
});
const UserCreatedSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
const NewBadgeSchema = z.object({
  skill_slug: z.string().min(1).max(100),
  skill_name: z.string().min(1).max(100),
  level: BadgeLevelSchema,
});

export interface TestControlOptions {
  /** Null when the caller pinned `now` itself (server tests): that clock is not ours to move. */
  clock: TestClock | null;
  scheduler: PipelineScheduler;
  auth: AuthService;
  sessions: Sessions;
  db: Db;
  badges: BadgesService;
}

/**
 * Controls for the e2e suite, registered only under APP_ENV=test (never in local or production): move the app's
 * clock, run the pipeline sweeps at that clock, and sign in a fresh account without the mail round trip.
 */
export async function testControlRoutes(
  fastify: FastifyInstance,
  { clock, scheduler, auth, sessions, db, badges }: TestControlOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['test'], hide: true };
  const movableClock = (): TestClock => {
    if (!clock) throw new AppError('conflict', { message: 'The clock is pinned by the caller.' });
    return clock;
  };
  const appNow = () => clock?.now() ?? new Date();

  app.get('/__test/clock', { schema: { ...schema, response: { 200: ClockSchema } } }, async () => ({
    now: appNow().toISOString(),
  }));

  app.post(
    '/__test/clock',
    { schema: { ...schema, body: MoveClockSchema, response: { 200: ClockSchema } } },
    async (request) => {
      const body = request.body;
      const moved =
        'advance_ms' in body
          ? movableClock().advance(body.advance_ms)
          : 'set' in body
            ? movableClock().set(new Date(body.set))
            : movableClock().reset();
      return { now: moved.toISOString() };
    },
  );

  // The sweeps a deployment runs every PIPELINE_SWEEP_MS (off under APP_ENV=test), once, at the app's clock.
  app.post(
    '/__test/sweeps',
    { schema: { ...schema, response: { 204: z.undefined() } } },
    async (_request, reply) => {
      await scheduler.runAll(appNow());
      return reply.code(204).send(undefined);
    },
  );

  // Registration's own rules (taken email, common password), then verified and signed in on this request's cookies.
  app.post(
    '/__test/users',
    { schema: { ...schema, body: NewUserSchema, response: { 201: UserCreatedSchema } } },
    async (request, reply) => {
      const { verified, identity_verified: identityVerified, ...account } = request.body;
      const user = await auth.createAccount({ ...account, password_confirmation: account.password });
      if (verified) await markEmailVerified(db, user.id, new Date());
      if (identityVerified) {
        await insertVerification(db, {
          userId: user.id,
          status: 'verified',
          documentType: 'passport',
          issuingCountry: 'DE',
          submittedAt: appNow(),
          decidedAt: appNow(),
        });
      }
      await sessions.rotate(request, user);
      return reply.code(201).send({ id: user.id, name: user.name, email: user.email });
    },
  );

  // A skill badge for the signed-in user, as if they had just passed the skill's test (the credential page's specs).
  app.post(
    '/__test/badges',
    { schema: { ...schema, body: NewBadgeSchema, response: { 201: BadgeSummarySchema } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const badge = await badges.issueForPass(db, {
        userId: user.id,
        testSlug: request.body.skill_slug,
        skillSlug: request.body.skill_slug,
        skillName: request.body.skill_name,
        testTitle: `${request.body.skill_name} skill test`,
        level: request.body.level,
        attemptId: randomUUID(),
        percent: 90,
        issuedAt: appNow(),
      });
      return reply.code(201).send(badge);
    },
  );
}
