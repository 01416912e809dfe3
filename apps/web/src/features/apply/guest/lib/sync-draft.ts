import type { ApplicationDraft } from '@talent/contract/applications';
import {
  getApplicationDraft,
  putApplicationDraft,
  type DraftResponse as ServerDraft,
} from '../../api/application-draft.ts';
import { isEmptyDraft, readLocalDraft } from './local-draft.ts';

/** The server draft's own fields, without the file objects it answers with. */
export function draftFields(server: ServerDraft): ApplicationDraft {
  return {
    cover_note: server.cover_note,
    answers: server.answers,
    resume_file_id: server.resume_file_id,
    video_file_id: server.video_file_id,
    invitation_id: server.invitation_id,
    step: server.step,
  };
}

/**
 * Right after signup or login (the account may not be verified yet): copy what the guest typed in this browser to
 * the server draft, so it survives opening the verification link elsewhere. A server draft changed after the local
 * one wins; files already on the server draft are kept.
 */
export async function pushLocalDraft(jobId: string): Promise<'pushed' | 'kept-server' | 'nothing'> {
  const local = readLocalDraft(jobId);
  if (!local || isEmptyDraft(local)) return 'nothing';
  const server = await getApplicationDraft(jobId);
  if (server.updated_at && Date.parse(server.updated_at) > Date.parse(local.updated_at)) return 'kept-server';
  await putApplicationDraft(jobId, {
    ...draftFields(server),
    cover_note: local.cover_note,
    answers: local.answers,
    step: 'screener-tests',
  });
  return 'pushed';
}

/** Does the server draft hold anything the candidate entered? */
export function serverDraftIsEmpty(server: ServerDraft | undefined): boolean {
  return (
    !server ||
    (!server.updated_at &&
      !server.cover_note &&
      (server.answers ?? []).length === 0 &&
      !server.resume_file_id &&
      !server.video_file_id)
  );
}

/**
 * The draft a verified page starts from: the server's when it has anything (it is the account's copy, also
 * reachable from another device), else what this browser kept from the guest page. `fromLocal` says the second,
 * so the page can save it to the account at once.
 */
export function startingDraft(
  jobId: string,
  server: ServerDraft | undefined,
): { draft: ApplicationDraft; fromLocal: boolean } {
  if (!serverDraftIsEmpty(server) && server) return { draft: draftFields(server), fromLocal: false };
  const local = readLocalDraft(jobId);
  if (local && !isEmptyDraft(local)) {
    return { draft: { cover_note: local.cover_note, answers: local.answers }, fromLocal: true };
  }
  return { draft: {}, fromLocal: false };
}

/** Where a guest continues their application once logged in and verified. */
export function continueApplicationPath(jobId: string): string {
  return `/apply/${encodeURIComponent(jobId)}/screener-tests`;
}
