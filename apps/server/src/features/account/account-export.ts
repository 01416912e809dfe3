import { eq, getTableColumns, inArray, or, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  applicationDrafts,
  applications,
  files,
  idempotencyKeys,
  jobInvitations,
  uploads,
} from '../../db/schema/applications.schema.ts';
import {
  assessmentAnswers,
  assessmentAttempts,
  proctoringEntries,
  skillStandings,
  skillTests,
} from '../../db/schema/assessments.schema.ts';
import {
  assignmentAccommodations,
  assignmentAnswerRatings,
  assignmentQuestions,
  assignmentRubricCriteria,
  assignments,
  assignmentTakes,
} from '../../db/schema/assignments.schema.ts';
import { sessions, users } from '../../db/schema/auth.schema.ts';
import { badgeHolders, badges } from '../../db/schema/badges.schema.ts';
import { courseCertificates, courseEnrolments, lessonProgress } from '../../db/schema/courses.schema.ts';
import {
  calendarFeeds,
  talkQuestions,
  talkQuestionVotes,
  talkRatings,
  talkRegistrations,
  talkRequests,
  talkRequestVotes,
} from '../../db/schema/masterclass.schema.ts';
import { conversations, messages } from '../../db/schema/chat.schema.ts';
import {
  ledgerEntries,
  ledgerPostings,
  marketplaceDisputeEvidence,
  marketplaceDisputes,
  marketplaceOrderEvents,
  marketplaceOrders,
  marketplaceReviews,
  marketplaceServices,
} from '../../db/schema/marketplace.schema.ts';
import { eliteApplicationEvents, eliteApplications, eliteReviewNotes } from '../../db/schema/elite.schema.ts';
import { feedback, feedbackReplies } from '../../db/schema/feedback.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import { jobs, savedJobs, savedSearches, skills } from '../../db/schema/jobs.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import {
  applicationEvents,
  interviewRequests,
  interviews,
  interviewSlots,
  offers,
} from '../../db/schema/pipeline.schema.ts';
import {
  resumeDrafts,
  resumeExtractions,
  resumeSuggestions,
  talentEducation,
  talentExperience,
  talentLanguages,
  talentProfiles,
  talentSkills,
} from '../../db/schema/profile.schema.ts';
import { workStyleResults } from '../../db/schema/work-style.schema.ts';
import type { FileKeyring } from '../../lib/crypto/file-cipher.ts';
import { complianceExport } from '../elite-compliance/compliance-export.ts';
import { effectivePreferences } from '../notifications/notifications.service.ts';

type Json = Record<string, unknown>;

/**
 * Where each table holding a user's rows lands in the export (the test walks the schema against this list, so a
 * new table with a user_id or owner_id column fails it until it is exported here). `users` is the `user` section.
 */
export const EXPORTED_TABLES = {
  users: 'user',
  talent_profiles: 'profile',
  talent_skills: 'skills',
  talent_experience: 'experience',
  talent_education: 'education',
  talent_languages: 'languages',
  resume_suggestions: 'resume_suggestions',
  resume_extractions: 'resume_extractions',
  resume_drafts: 'resume_drafts',
  files: 'files',
  uploads: 'uploads',
  applications: 'applications',
  application_drafts: 'application_drafts',
  job_invitations: 'invitations',
  saved_jobs: 'saved_jobs',
  saved_searches: 'saved_searches',
  identity_verifications: 'identity_verifications',
  notifications: 'notifications',
  sessions: 'sessions',
  idempotency_keys: 'idempotency_keys',
  conversations: 'conversations',
  messages: 'messages',
  // The pipeline of the user's applications (owned through `application_id`; slots through their request).
  application_events: 'application_events',
  interview_requests: 'interview_requests',
  interview_slots: 'interview_slots',
  interviews: 'interviews',
  offers: 'offers',
  feedback: 'feedback',
  // The replies the user wrote (an operator's answers to others stay with those authors).
  feedback_replies: 'feedback_replies',
  // Skill tests: each attempt with its answers and what was recorded; who may see each result.
  assessment_attempts: 'skill_test_attempts',
  skill_standings: 'skill_standings',
  badges: 'badges',
  badge_holders: 'badge_holders',
  // Assessments recruiters sent on the user's applications, and everything hanging off them.
  assignments: 'assignments',
  assignment_questions: 'assignment_questions',
  assignment_rubric_criteria: 'assignment_rubric_criteria',
  assignment_accommodations: 'assignment_accommodations',
  assignment_takes: 'assignment_takes',
  assignment_answer_ratings: 'assignment_answer_ratings',
  work_style_results: 'work_style_results',
  // The elite programme: the user's applications, what happened to each, the operators' notes (when, not what),
  // and their compliance details (sealed values opened for the user) and signatures.
  elite_applications: 'elite_applications',
  elite_application_events: 'elite_application_events',
  elite_review_notes: 'elite_review_notes',
  compliance_profiles: 'compliance_profiles',
  compliance_signatures: 'compliance_signatures',
  // Courses: enrolments, progress per lesson (positions, best scores, the code kept) and certificates with their
  // signed credentials; the certificate PDFs are listed under `files`.
  course_enrolments: 'course_enrolments',
  lesson_progress: 'lesson_progress',
  course_certificates: 'course_certificates',
  // Masterclass talks: seats and places in line, questions and votes, ratings, talk requests and votes, and when the
  // personal calendar feed was made (never its token: the URL would open the feed).
  talk_registrations: 'talk_registrations',
  talk_questions: 'talk_questions',
  talk_question_votes: 'talk_question_votes',
  talk_ratings: 'talk_ratings',
  talk_requests: 'talk_requests',
  talk_request_votes: 'talk_request_votes',
  calendar_feeds: 'calendar_feeds',
  // The marketplace: the user's services, the orders they bought or sold with their timelines (which account
  // acted is left out: the side is there), the disputes of those orders (not which operator decided), the
  // evidence they wrote, the reviews they wrote and received, and the movements of their own ledger accounts.
  marketplace_services: 'marketplace_services',
  marketplace_orders: 'marketplace_orders',
  marketplace_order_events: 'marketplace_order_events',
  marketplace_disputes: 'marketplace_disputes',
  marketplace_dispute_evidence: 'marketplace_dispute_evidence',
  marketplace_reviews: 'marketplace_reviews',
  ledger_postings: 'ledger_postings',
} as const;

/** A row keyed by its SQL column names (what a reader of the schema sees), dates as ISO strings. */
function plain(table: PgTable, row: Json, omit: readonly string[] = []): Json {
  const columns = getTableColumns(table) as Record<string, Column>;
  const out: Json = {};
  for (const [key, value] of Object.entries(row)) {
    const name = columns[key]?.name ?? key;
    if (omit.includes(name)) continue;
    out[name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

async function rowsOf(db: Db, table: PgTable, where: SQL, omit: readonly string[] = []): Promise<Json[]> {
  const rows = (await db.select().from(table).where(where)) as Json[];
  return rows.map((row) => plain(table, row, omit));
}

/**
 * Everything we hold about the user, as JSON (AccountExportSchema); files are listed, never their bytes. The
 * keyring opens what is sealed with the app key (the compliance tax id and payout account) for its owner.
 */
export async function buildExport(db: Db, userId: string, now: Date, keyring: FileKeyring) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new Error('export of a missing user');
  const [profile] = await rowsOf(db, talentProfiles, eq(talentProfiles.userId, userId));

  const skillRows = await db
    .select({ slug: skills.slug, name: skills.name, years: talentSkills.years, level: talentSkills.level })
    .from(talentSkills)
    .innerJoin(skills, eq(skills.id, talentSkills.skillId))
    .where(eq(talentSkills.userId, userId));

  const fileRows = await db.select().from(files).where(eq(files.ownerId, userId));
  const feedbackRows = await rowsOf(db, feedback, eq(feedback.userId, userId), ['tags']);
  // The thread under each of the user's feedback; which operator answered is staff data.
  const threads = await rowsOf(
    db,
    feedbackReplies,
    inArray(
      feedbackReplies.feedbackId,
      db.select({ id: feedback.id }).from(feedback).where(eq(feedback.userId, userId)),
    ),
    ['author_id'],
  );
  const applicationRows = await db
    .select({ application: applications, jobTitle: jobs.title })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.userId, userId));

  // The pipeline hangs off the applications: their timeline, interview requests with their slots, interviews and
  // offers. Which recruiter account did what is staff data, and so are the interviewers' private notes.
  const ownApplications = db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.userId, userId));
  const ownRequests = db
    .select({ id: interviewRequests.id })
    .from(interviewRequests)
    .where(inArray(interviewRequests.applicationId, ownApplications));

  // Skill tests: each attempt with its test's slug, its saved answers and its proctoring entries (never where the
  // snapshot bytes are stored: they are ours to keep safe, and the candidate sees each image in the app).
  const attemptRows = await db
    .select({ attempt: assessmentAttempts, testSlug: skillTests.slug })
    .from(assessmentAttempts)
    .innerJoin(skillTests, eq(skillTests.id, assessmentAttempts.testId))
    .where(eq(assessmentAttempts.userId, userId));
  const ownAttempts = db
    .select({ id: assessmentAttempts.id })
    .from(assessmentAttempts)
    .where(eq(assessmentAttempts.userId, userId));
  const answerRows = await rowsOf(db, assessmentAnswers, inArray(assessmentAnswers.attemptId, ownAttempts));
  const entryRows = await rowsOf(db, proctoringEntries, inArray(proctoringEntries.attemptId, ownAttempts), [
    'storage_key',
  ]);
  // Assessments sent on the user's applications: the questions they were asked, the rubric their answers were
  // rated against, their accommodation requests and every take (its text, times and the recording's file id: the
  // file itself is listed under `files`, the candidate owns it).
  const ownAssignments = db
    .select({ id: assignments.id })
    .from(assignments)
    .where(inArray(assignments.applicationId, ownApplications));
  const ownQuestions = db
    .select({ id: assignmentQuestions.id })
    .from(assignmentQuestions)
    .where(inArray(assignmentQuestions.assignmentId, ownAssignments));

  const ownEliteApplications = db
    .select({ id: eliteApplications.id })
    .from(eliteApplications)
    .where(eq(eliteApplications.userId, userId));

  const ownOrders = db
    .select({ id: marketplaceOrders.id })
    .from(marketplaceOrders)
    .where(or(eq(marketplaceOrders.sellerId, userId), eq(marketplaceOrders.buyerId, userId)));
  const postingRows = await db
    .select({
      posting: ledgerPostings,
      kind: ledgerEntries.kind,
      memo: ledgerEntries.memo,
      orderReference: ledgerEntries.orderReference,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(eq(ledgerPostings.userId, userId));

  const standingRows = await db
    .select({ standing: skillStandings, testSlug: skillTests.slug })
    .from(skillStandings)
    .innerJoin(skillTests, eq(skillTests.id, skillStandings.testId))
    .where(eq(skillStandings.userId, userId));

  return {
    exported_at: now.toISOString(),
    format_version: 1 as const,
    // Never the password hash; the preferences have their own section.
    user: plain(users, user, ['password', 'notification_preferences']),
    profile: profile ?? null,
    skills: skillRows,
    experience: await rowsOf(db, talentExperience, eq(talentExperience.userId, userId)),
    education: await rowsOf(db, talentEducation, eq(talentEducation.userId, userId)),
    languages: await rowsOf(db, talentLanguages, eq(talentLanguages.userId, userId)),
    resume_suggestions: await rowsOf(db, resumeSuggestions, eq(resumeSuggestions.userId, userId)),
    resume_extractions: await rowsOf(db, resumeExtractions, eq(resumeExtractions.userId, userId)),
    resume_drafts: await rowsOf(db, resumeDrafts, eq(resumeDrafts.userId, userId)),
    // Descriptors and checksums; the storage keys are our internals and the bytes are downloadable one by one.
    files: fileRows.map((f) => ({
      id: f.id,
      kind: f.kind,
      name: f.name,
      size: f.size,
      type: f.type,
      sha256: f.sha256,
      encrypted: f.encrypted,
      duration_seconds: f.durationSeconds,
      created_at: f.createdAt.toISOString(),
    })),
    uploads: await rowsOf(db, uploads, eq(uploads.ownerId, userId)),
    applications: applicationRows.map((r) => ({
      ...plain(applications, r.application),
      job_title: r.jobTitle,
    })),
    application_drafts: await rowsOf(db, applicationDrafts, eq(applicationDrafts.userId, userId)),
    invitations: await rowsOf(db, jobInvitations, eq(jobInvitations.userId, userId)),
    saved_jobs: await rowsOf(db, savedJobs, eq(savedJobs.userId, userId)),
    saved_searches: await rowsOf(db, savedSearches, eq(savedSearches.userId, userId)),
    // Who reviewed a check is staff data, not the candidate's.
    identity_verifications: await rowsOf(
      db,
      identityVerifications,
      eq(identityVerifications.userId, userId),
      ['decided_by'],
    ),
    notifications: await rowsOf(db, notifications, eq(notifications.userId, userId)),
    notification_preferences: effectivePreferences(user.notificationPreferences),
    // Never the cookie hash or the CSRF token: they would be live credentials.
    sessions: await rowsOf(db, sessions, eq(sessions.userId, userId), ['id_hash', 'csrf_token']),
    // Replays of recent requests: which request, when and its outcome (the stored bodies are copies of the above).
    idempotency_keys: await rowsOf(db, idempotencyKeys, eq(idempotencyKeys.userId, userId), [
      'request_hash',
      'response_body',
    ]),
    conversations: await rowsOf(db, conversations, eq(conversations.talentId, userId)),
    // The user's own words; what recruiters wrote stays readable in the app while the account lives.
    messages: await rowsOf(db, messages, eq(messages.senderId, userId)),
    application_events: await rowsOf(
      db,
      applicationEvents,
      inArray(applicationEvents.applicationId, ownApplications),
      ['actor_user_id'],
    ),
    interview_requests: await rowsOf(
      db,
      interviewRequests,
      inArray(interviewRequests.applicationId, ownApplications),
      ['created_by_user_id'],
    ),
    interview_slots: await rowsOf(db, interviewSlots, inArray(interviewSlots.requestId, ownRequests)),
    interviews: await rowsOf(db, interviews, inArray(interviews.applicationId, ownApplications), [
      'private_notes',
    ]),
    offers: await rowsOf(db, offers, inArray(offers.applicationId, ownApplications), ['created_by_user_id']),
    // The operators' tags are their working labels, not the user's data.
    feedback: feedbackRows.map((row) => ({
      ...row,
      replies: threads.filter((reply) => reply.feedback_id === row.id),
    })),
    feedback_replies: await rowsOf(db, feedbackReplies, eq(feedbackReplies.authorId, userId)),
    skill_test_attempts: attemptRows.map((r) => {
      const attempt = plain(assessmentAttempts, r.attempt as unknown as Json);
      return {
        ...attempt,
        test_slug: r.testSlug,
        answers: answerRows.filter((a) => a.attempt_id === attempt.id),
        proctoring: entryRows.filter((e) => e.attempt_id === attempt.id),
      };
    }),
    skill_standings: standingRows.map((r) => ({
      ...plain(skillStandings, r.standing as unknown as Json),
      test_slug: r.testSlug,
    })),
    // The signed credentials are the candidate's to keep and show; the attempt ids point into their results.
    badges: await rowsOf(db, badges, eq(badges.userId, userId)),
    badge_holders: await rowsOf(db, badgeHolders, eq(badgeHolders.userId, userId)),
    course_enrolments: await rowsOf(db, courseEnrolments, eq(courseEnrolments.userId, userId)),
    lesson_progress: await rowsOf(db, lessonProgress, eq(lessonProgress.userId, userId)),
    course_certificates: await rowsOf(db, courseCertificates, eq(courseCertificates.userId, userId)),
    talk_registrations: await rowsOf(db, talkRegistrations, eq(talkRegistrations.userId, userId)),
    talk_questions: await rowsOf(db, talkQuestions, eq(talkQuestions.userId, userId)),
    talk_question_votes: await rowsOf(db, talkQuestionVotes, eq(talkQuestionVotes.userId, userId)),
    talk_ratings: await rowsOf(db, talkRatings, eq(talkRatings.userId, userId)),
    talk_requests: await rowsOf(db, talkRequests, eq(talkRequests.userId, userId)),
    talk_request_votes: await rowsOf(db, talkRequestVotes, eq(talkRequestVotes.userId, userId)),
    calendar_feeds: await rowsOf(db, calendarFeeds, eq(calendarFeeds.userId, userId), [
      'token_hash',
      'token_sealed',
    ]),
    // The seed's key is our bookkeeping for demo rows, not the user's data.
    marketplace_services: await rowsOf(db, marketplaceServices, eq(marketplaceServices.sellerId, userId), [
      'seed_key',
    ]),
    // Never the link's token, hashed or sealed: it would open the assessment. Which staff account sent it is staff
    // data, as for interview requests and offers.
    assignments: await rowsOf(db, assignments, inArray(assignments.applicationId, ownApplications), [
      'token_hash',
      'token_sealed',
      'created_by_user_id',
    ]),
    assignment_questions: await rowsOf(
      db,
      assignmentQuestions,
      inArray(assignmentQuestions.assignmentId, ownAssignments),
    ),
    assignment_rubric_criteria: await rowsOf(
      db,
      assignmentRubricCriteria,
      inArray(assignmentRubricCriteria.assignmentId, ownAssignments),
    ),
    // The request with its note and the recruiter's answer (both shown to the candidate), not who decided.
    assignment_accommodations: await rowsOf(
      db,
      assignmentAccommodations,
      inArray(assignmentAccommodations.assignmentId, ownAssignments),
      ['decided_by_user_id'],
    ),
    assignment_takes: await rowsOf(
      db,
      assignmentTakes,
      inArray(assignmentTakes.assignmentId, ownAssignments),
    ),
    // A rating is an evaluation of the candidate's answer, so personal data about them (right of access): its
    // scores against the exported rubric, when and by whom (by name, as on the timeline). The recruiter's free-text
    // note stays with the company, like an interview's `private_notes`; the rater's account id is staff data.
    assignment_answer_ratings: await rowsOf(
      db,
      assignmentAnswerRatings,
      inArray(assignmentAnswerRatings.questionId, ownQuestions),
      ['note', 'rated_by_user_id'],
    ),
    // The user's work-style result (one at most); never the hash of the claim token it came from.
    work_style_results: await rowsOf(db, workStyleResults, eq(workStyleResults.userId, userId), [
      'claim_token_hash',
    ]),
    // The decision and its reason are the candidate's; which operator decided or acted is staff data.
    elite_applications: await rowsOf(db, eliteApplications, eq(eliteApplications.userId, userId), [
      'decided_by_user_id',
    ]),
    elite_application_events: await rowsOf(
      db,
      eliteApplicationEvents,
      inArray(eliteApplicationEvents.applicationId, ownEliteApplications),
      ['actor_user_id'],
    ),
    // The reviewers' working notes stay with them, like an interview's private notes: only that one was written.
    elite_review_notes: await rowsOf(
      db,
      eliteReviewNotes,
      inArray(eliteReviewNotes.applicationId, ownEliteApplications),
      ['body', 'author_user_id'],
    ),
    ...(await complianceExport(db, userId, keyring)),
    marketplace_orders: await rowsOf(
      db,
      marketplaceOrders,
      or(eq(marketplaceOrders.sellerId, userId), eq(marketplaceOrders.buyerId, userId))!,
    ),
    marketplace_order_events: await rowsOf(
      db,
      marketplaceOrderEvents,
      inArray(marketplaceOrderEvents.orderId, ownOrders),
      ['actor_id'],
    ),
    marketplace_disputes: await rowsOf(
      db,
      marketplaceDisputes,
      inArray(marketplaceDisputes.orderId, ownOrders),
      ['decided_by'],
    ),
    marketplace_dispute_evidence: await rowsOf(
      db,
      marketplaceDisputeEvidence,
      eq(marketplaceDisputeEvidence.authorId, userId),
    ),
    marketplace_reviews: await rowsOf(
      db,
      marketplaceReviews,
      or(eq(marketplaceReviews.authorId, userId), eq(marketplaceReviews.subjectId, userId))!,
    ),
    // Each movement with what it was (the entry's kind, memo and order reference).
    ledger_postings: postingRows.map((r) => ({
      ...plain(ledgerPostings, r.posting as unknown as Json),
      kind: r.kind,
      memo: r.memo,
      order_reference: r.orderReference,
    })),
  };
}
