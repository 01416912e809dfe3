import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '@talent/contract/errors';
import {
  MyServiceListSchema,
  SellerResponseSchema,
  ServiceDraftSchema,
  ServiceListQuerySchema,
  ServiceListSchema,
  ServiceResponseSchema,
  SkillEvidenceResponseSchema,
} from '@talent/contract/marketplace';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { errorResponses as errors } from '../../lib/route-errors.ts';
import { contentDisposition } from '../files/files.routes.ts';
import type { MarketplaceServicesService, Viewer } from './services.service.ts';

const TALENT = '/talent/api/marketplace';
const RECRUITER = '/recruiter/api/marketplace';
const tags = ['marketplace'];
const id = z.object({ id: z.string().max(64) });
const image = z.object({ id: z.string().max(64), fileId: z.string().max(64) });

/**
 * Marketplace services (contract: marketplace.ts, "Browse" and "Sell"). Verified talents browse under `/talent/api`
 * and sell there (the talent area turns recruiters and operators away with 403); recruiters browse under
 * `/recruiter/api` behind the console's guard. Who may act is settled before the body is judged.
 */
export async function marketplaceServicesRoutes(
  fastify: FastifyInstance,
  { services }: { services: MarketplaceServicesService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const talentOf = (request: FastifyRequest): Viewer => ({
    userId: requireVerifiedUser(request).user.id,
    area: 'talent',
  });
  const recruiterOf = async (request: FastifyRequest): Promise<Viewer> => ({
    userId: (await request.requireRecruiter()).userId,
    area: 'recruiter',
  });
  const talent = {
    preValidation: async (request: FastifyRequest) => {
      talentOf(request);
    },
  };
  const recruiter = {
    preValidation: async (request: FastifyRequest) => {
      await request.requireRecruiter();
    },
  };

  /* ---------------------------------------------------------------- browsing, both areas */

  const areas = [
    { base: TALENT, guard: talent, viewerOf: async (request: FastifyRequest) => talentOf(request) },
    { base: RECRUITER, guard: recruiter, viewerOf: recruiterOf },
  ];
  for (const { base, guard, viewerOf } of areas) {
    const areaTags = base === RECRUITER ? ['recruiter', ...tags] : tags;

    app.get(
      `${base}/services`,
      {
        schema: {
          tags: areaTags,
          summary: 'Published services: words, category, skill, price (USD), days, rating, verified, elite; sorted',
          querystring: ServiceListQuerySchema,
          response: { 200: ServiceListSchema, ...errors },
        },
        ...guard,
      },
      async (request) => services.list(await viewerOf(request), request.query),
    );

    app.get(
      `${base}/services/:id`,
      {
        schema: {
          tags: areaTags,
          summary: 'One service: tiers, add-ons, questions, gallery, seller and reviews (published, or mine)',
          params: id,
          response: { 200: ServiceResponseSchema, ...errors },
        },
        ...guard,
      },
      async (request) => ({ data: await services.detail(await viewerOf(request), request.params.id) }),
    );

    app.get(
      `${base}/services/:id/gallery/:fileId`,
      {
        schema: {
          tags: areaTags,
          summary: "An image of the service's gallery",
          params: image,
          response: {
            200: z.unknown().describe('The image, as its detected type'),
            401: ErrorSchema,
            403: ErrorSchema,
            404: ErrorSchema,
          },
        },
        ...guard,
      },
      async (request, reply) => {
        const { file, open } = await services.galleryImage(
          await viewerOf(request),
          request.params.id,
          request.params.fileId,
        );
        return reply
          .header('content-type', file.type)
          .header('content-length', String(file.size))
          .header('content-disposition', contentDisposition(file.name).replace(/^attachment/, 'inline'))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=3600')
          .send(await open());
      },
    );

    app.get(
      `${base}/sellers/:id`,
      {
        schema: {
          tags: areaTags,
          summary: "A seller's page: their figures, bio, published services and visible reviews",
          params: id,
          response: { 200: SellerResponseSchema, ...errors },
        },
        ...guard,
      },
      async (request) => ({ data: await services.seller(await viewerOf(request), request.params.id) }),
    );
  }

  /* ---------------------------------------------------------------- selling, talents */

  app.get(
    `${TALENT}/my-services`,
    {
      schema: {
        tags,
        summary: 'My services in every status, with what publishing would refuse now',
        response: { 200: MyServiceListSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await services.mine(talentOf(request).userId) }),
  );

  app.get(
    `${TALENT}/skill-evidence`,
    {
      schema: {
        tags,
        summary: "My profile's and badges' skills, each verified (with its evidence) or not",
        response: { 200: SkillEvidenceResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await services.skillEvidence(talentOf(request).userId) }),
  );

  app.post(
    `${TALENT}/services`,
    {
      schema: {
        tags,
        summary: 'Start a service as a draft (any subset of its fields)',
        body: ServiceDraftSchema,
        response: { 201: ServiceResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request, reply) =>
      reply.code(201).send({ data: await services.create(talentOf(request).userId, request.body) }),
  );

  app.put(
    `${TALENT}/services/:id`,
    {
      schema: {
        tags,
        summary: 'Save my service: a draft as given; a published or paused one judged whole',
        params: id,
        body: ServiceDraftSchema,
        response: { 200: ServiceResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({
      data: await services.save(talentOf(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    `${TALENT}/services/:id`,
    {
      schema: {
        tags,
        summary: 'Delete my service when nobody ordered it (409 otherwise: pause it)',
        params: id,
        response: { 204: z.undefined(), ...errors },
      },
      ...talent,
    },
    async (request, reply) => {
      await services.remove(talentOf(request).userId, request.params.id);
      return reply.code(204).send(undefined);
    },
  );

  app.post(
    `${TALENT}/services/:id/publish`,
    {
      schema: {
        tags,
        summary: 'Publish my service: the whole of it is judged (422 with every field to fix)',
        params: id,
        response: { 200: ServiceResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await services.publish(talentOf(request).userId, request.params.id) }),
  );

  app.post(
    `${TALENT}/services/:id/pause`,
    {
      schema: {
        tags,
        summary: 'Pause my service: hidden from browsing; running orders go on',
        params: id,
        response: { 200: ServiceResponseSchema, ...errors },
      },
      ...talent,
    },
    async (request) => ({ data: await services.pause(talentOf(request).userId, request.params.id) }),
  );
}
