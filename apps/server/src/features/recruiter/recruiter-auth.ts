import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { SignedInRecruiter } from '../../plugins/recruiter.plugin.ts';

export type RecruiterViewer = SignedInRecruiter;

/**
 * The recruiter console's guard for routes outside the recruiter plugin's own context: the recruiter plugin does
 * the checks (401 / 403) and the lookup once per request. `db` stays in the signature for the callers written
 * before the plugin; the plugin has its own lookup.
 */
export async function requireRecruiter(request: FastifyRequest, _db?: Db): Promise<RecruiterViewer> {
  return request.requireRecruiter();
}
