import type { FastifyRequest } from 'fastify';

/**
 * Who is looking at a pipeline row: the candidate, or a recruiter of the job's company. Services scope every read
 * and write by it (another candidate's or company's id reads as 404).
 */
export type PipelineViewer =
  | { kind: 'talent'; userId: string; name: string; timezone: string | null }
  | { kind: 'recruiter'; userId: string; name: string; recruiterId: string; companyId: string };

export type TalentViewer = Extract<PipelineViewer, { kind: 'talent' }>;
export type RecruiterViewer = Extract<PipelineViewer, { kind: 'recruiter' }>;

/**
 * Resolves the recruiter behind a request (401 / 403 otherwise). The recruiter console owns the rule; the pipeline's
 * routes receive it from `app.ts`, so they do not depend on the console that depends on them.
 */
export type RecruiterGuard = (request: FastifyRequest) => Promise<RecruiterViewer>;
