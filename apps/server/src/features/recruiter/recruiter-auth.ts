import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireVerifiedUser } from '../../lib/guards.ts';
import { recruiterOfUser } from '../chat/chat.repository.ts';
import type { RecruiterViewer } from '../pipeline/viewer.ts';

export type { RecruiterViewer };

/**
 * The recruiter console's guard: a verified user with role `recruiter` and a recruiter row (their company), else
 * 401 / 403. Everything under `/recruiter/api` starts here, before the body is validated.
 */
export async function requireRecruiter(request: FastifyRequest, db: Db): Promise<RecruiterViewer> {
  const { user } = requireVerifiedUser(request);
  if (user.role !== 'recruiter') throw new AppError('forbidden', { message: 'This is for recruiters.' });
  const recruiter = await recruiterOfUser(db, user.id);
  if (!recruiter) throw new AppError('forbidden', { message: 'Your account is not linked to a company.' });
  return {
    kind: 'recruiter',
    userId: user.id,
    name: recruiter.name,
    recruiterId: recruiter.id,
    companyId: recruiter.companyId,
  };
}
