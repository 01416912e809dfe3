import { randomBytes } from 'node:crypto';

/*
 * Every link the pipeline hands out, in one place: the web pages a notification opens, and the API paths a
 * response carries (which depend on the side reading it). The web's route table must keep answering these.
 */

export type PipelineSide = 'talent' | 'recruiter';

/** The candidate's application, opened in their list. */
export const talentApplicationUrl = (applicationId: string) => `/applications?application=${applicationId}`;
/** The candidate's interview request, opened in their list. */
export const talentRequestUrl = (requestId: string) =>
  `/applications/interview-requests?request=${requestId}`;
/** The candidate's interview, in the upcoming or the completed list. */
export const talentInterviewUrl = (interviewId: string, completed = false) =>
  `/interviews/${completed ? 'completed' : 'upcoming'}?interview=${interviewId}`;
/** The candidate's offer, opened in their list. */
export const talentOfferUrl = (offerId: string) => `/offers?offer=${offerId}`;
/** The applicant's page in the recruiter console: interviews and offers are answered there. */
export const recruiterApplicationUrl = (applicationId: string) => `/recruiter/applications/${applicationId}`;

/** The API a side reads the pipeline through. */
export const apiBase = (side: PipelineSide) => (side === 'talent' ? '/talent/api' : '/recruiter/api');
/** An interview's `.ics`, for the side reading it. */
export const interviewCalendarUrl = (side: PipelineSide, interviewId: string) =>
  `${apiBase(side)}/interviews/${interviewId}/calendar.ics`;
/** A document an offer carries, for the side reading it. */
export const offerAttachmentUrl = (side: PipelineSide, offerId: string, fileId: string) =>
  `${apiBase(side)}/offers/${offerId}/attachments/${fileId}`;

/** A fresh video room when the recruiter gave no link. */
export function jitsiRoom(): string {
  return `https://meet.jit.si/Borderless-${randomBytes(9).toString('hex')}`;
}
