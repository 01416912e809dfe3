import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorSchema, ValidationErrorSchema } from '@talent/contract/errors';
import {
  DecideSuggestionsSchema,
  ExtractResumeSchema,
  ProfileResponseSchema,
  ResumeSuggestionsResponseSchema,
} from '@talent/contract/profile';
import { requireVerifiedUser } from '../../lib/guards.ts';
import type { ResumeService } from './resume.service.ts';

const errors = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  419: ErrorSchema,
  422: ValidationErrorSchema,
  429: ErrorSchema,
};

export async function resumeRoutes(fastify: FastifyInstance, { resume }: { resume: ResumeService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/talent/api/profile/resume-suggestions',
    {
      schema: {
        tags: ['profile'],
        summary: 'What reading my current resume found (status none when it was never read)',
        response: { 200: ResumeSuggestionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      return { data: await resume.current(user.id) };
    },
  );

  app.post(
    '/talent/api/profile/resume-suggestions',
    {
      schema: {
        tags: ['profile'],
        summary: 'Read one of my resumes and suggest skills, titles and years (the profile does not change)',
        body: ExtractResumeSchema,
        response: { 200: ResumeSuggestionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      return { data: await resume.extract(user.id, request.body.file_id) };
    },
  );

  app.post(
    '/talent/api/profile/resume-suggestions/decisions',
    {
      schema: {
        tags: ['profile'],
        summary: 'Apply the suggestions I accept, mark the ones I reject',
        body: DecideSuggestionsSchema,
        response: { 200: ProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = requireVerifiedUser(request);
      return { data: await resume.decide(user.id, request.body) };
    },
  );
}
