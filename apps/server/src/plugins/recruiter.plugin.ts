import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { requireVerifiedUser } from '../lib/guards.ts';

/** The signed-in recruiter as the console's services see them (their company scopes every read and write). */
export interface SignedInRecruiter {
  kind: 'recruiter';
  userId: string;
  name: string;
  recruiterId: string;
  companyId: string;
}

/** A recruiter row as the lookup returns it; only what the guard needs. */
export interface RecruiterRecord {
  id: string;
  name: string;
  companyId: string;
}

export interface RecruiterPluginOptions {
  /**
   * Finds the recruiter a user signs in as. Injected by the app (the SQL lives in the recruiter repository) because a
   * plugin sits below the features and may not import them.
   */
  findRecruiterOfUser(userId: string): Promise<RecruiterRecord | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireRecruiter()`: the signed-in recruiter, else null. */
    recruiter: SignedInRecruiter | null;
    /** The signed-in user's recruiter (looked up at most once per request), or null for anyone else. */
    recruiterOfUser(): Promise<SignedInRecruiter | null>;
    /**
     * The recruiter console's guard: a verified user with role `recruiter` and a recruiter row (their company), else
     * 401 / 403. Sets `request.recruiter`.
     */
    requireRecruiter(): Promise<SignedInRecruiter>;
  }
}

async function recruiterGuard(fastify: FastifyInstance, options: RecruiterPluginOptions) {
  // One lookup per request however many routes, hooks and services ask (the promise is kept, not just the result).
  const lookups = new WeakMap<FastifyRequest, Promise<SignedInRecruiter | null>>();

  fastify.decorateRequest('recruiter', null);
  fastify.decorateRequest('recruiterOfUser', function (this: FastifyRequest) {
    let lookup = lookups.get(this);
    if (!lookup) {
      const user = this.user;
      lookup =
        user && user.role === 'recruiter'
          ? options.findRecruiterOfUser(user.id).then((row) =>
              row
                ? {
                    kind: 'recruiter' as const,
                    userId: user.id,
                    name: row.name,
                    recruiterId: row.id,
                    companyId: row.companyId,
                  }
                : null,
            )
          : Promise.resolve(null);
      lookups.set(this, lookup);
    }
    return lookup;
  });
  fastify.decorateRequest('requireRecruiter', async function (this: FastifyRequest) {
    if (this.recruiter) return this.recruiter;
    const { user } = requireVerifiedUser(this);
    if (user.role !== 'recruiter') throw new AppError('forbidden', { message: 'This is for recruiters.' });
    const recruiter = await this.recruiterOfUser();
    if (!recruiter) throw new AppError('forbidden', { message: 'Your account is not linked to a company.' });
    this.recruiter = recruiter;
    return recruiter;
  });
}

/** `request.recruiter` after the guard ran in a hook; a route that forgot the hook fails loudly, not as a 403. */
export function guardedRecruiter(request: FastifyRequest): SignedInRecruiter {
  if (!request.recruiter) throw new Error('recruiter guard did not run');
  return request.recruiter;
}

export const recruiterPlugin = fp(recruiterGuard, { name: 'recruiter' });
