import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray, is, or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AccountExportSchema } from '@talent/contract/account';
import {
  createInvitation,
  createJob,
  createOperator,
  createRecruiter,
  createRecruiterUser,
  createTalentProfile,
  DEFAULT_TEST_PASSWORD,
} from '../../seed/factories.ts';
import * as schema from '../../db/schema/index.ts';
import {
  applicationDrafts,
  applications,
  files,
  idempotencyKeys,
  uploadChunks,
} from '../../db/schema/applications.schema.ts';
import { assignmentQuestions, assignments } from '../../db/schema/assignments.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { conversations, messages } from '../../db/schema/chat.schema.ts';
import {
  courseEnrolments,
  courseLessons,
  courseModules,
  courses,
  lessonProgress,
} from '../../db/schema/courses.schema.ts';
import {
  talkQuestions,
  talkQuestionVotes,
  talkRatings,
  talkRegistrations,
  talkRequests,
  talkRequestVotes,
  talks,
} from '../../db/schema/masterclass.schema.ts';
import { eliteApplicationEvents, eliteApplications, eliteReviewNotes } from '../../db/schema/elite.schema.ts';
import {
  marketplaceDisputes,
  marketplaceOrderEvents,
  marketplaceOrders,
  marketplaceReviews,
} from '../../db/schema/marketplace.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import { companies, savedJobs, savedSearches } from '../../db/schema/jobs.schema.ts';
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
} from '../../db/schema/profile.schema.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { instancesCalled } from '../../test/waiting.ts';
import { AuthService } from '../auth/auth.service.ts';
import { tinyJpeg, tinyPdf, tinyPng, tinyWebm, upload } from '../../test/test-files.ts';
import { canonicalTermsHash } from '../offers/terms-hash.ts';
import { syncItemBank } from '../assessments/item-bank-sync.ts';
import { FIXTURE_BANK } from '../assessments/testing/fixture-bank.ts';
import { OrdersApi, type Party } from '../marketplace/testing/orders-api.ts';
import { EXPORTED_TABLES } from './account-export.ts';

const t = useTestApp();

/** Which rows of a table are the user's. */
type Owned = (userId: string) => SQL;

const ownApplications = (userId: string) =>
  t.database.db.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId));
const ownEliteApplications = (userId: string) =>
  t.database.db
    .select({ id: eliteApplications.id })
    .from(eliteApplications)
    .where(eq(eliteApplications.userId, userId));
const ownAssignments = (userId: string) =>
  t.database.db
    .select({ id: assignments.id })
    .from(assignments)
    .where(inArray(assignments.applicationId, ownApplications(userId)));
/** Marketplace orders the user bought or sold. */
const ownOrders = (userId: string) =>
  t.database.db
    .select({ id: marketplaceOrders.id })
    .from(marketplaceOrders)
    .where(or(eq(marketplaceOrders.sellerId, userId), eq(marketplaceOrders.buyerId, userId)));
const ownQuestions = (userId: string) =>
  t.database.db
    .select({ id: assignmentQuestions.id })
    .from(assignmentQuestions)
    .where(inArray(assignmentQuestions.assignmentId, ownAssignments(userId)));

/**
 * Every table with a foreign key to users or applications, and how its rows are the user's: the column naming the
 * owner (user_id / owner_id / talent_id); else, for the pipeline (whose users keys name the staff account that
 * acted), the application it hangs off; else, for the parts of an assignment (whose users keys name the recruiter
 * who decided or rated), the assignment or question it hangs off; else the users key. The slots of an interview
 * request are walked too.
 */
function userTables(): Array<{ name: string; table: PgTable; owned: Owned }> {
  const found: Array<{ name: string; table: PgTable; owned: Owned }> = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const refs = config.foreignKeys.map((fk) => fk.reference());
    const toUsers = refs.filter((ref) => ref.foreignTable === users).flatMap((ref) => ref.columns);
    const toApplications = refs
      .filter((ref) => ref.foreignTable === applications)
      .flatMap((ref) => ref.columns);
    const toAssignments = refs
      .filter((ref) => ref.foreignTable === assignments)
      .flatMap((ref) => ref.columns);
    const toQuestions = refs
      .filter((ref) => ref.foreignTable === assignmentQuestions)
      .flatMap((ref) => ref.columns);
    const toEliteApplications = refs
      .filter((ref) => ref.foreignTable === eliteApplications)
      .flatMap((ref) => ref.columns);
    const column =
      config.columns.find((c) => ['user_id', 'owner_id', 'talent_id'].includes(c.name)) ?? undefined;
    // A recruiter's link to their account: talent accounts never have one (the recruiter console exports its own).
    if (config.name === 'recruiters') continue;
    // A talk names the operator who scheduled it: staff data, like a job's recruiter.
    if (config.name === 'talks') continue;
    if (config.name === 'users') {
      found.push({ name: 'users', table: value, owned: (id) => eq(users.id, id) });
    } else if (config.name === 'marketplace_orders') {
      // Either side of an order: the buyer and the seller both hold it.
      found.push({
        name: config.name,
        table: value,
        owned: (id) => inArray(marketplaceOrders.id, ownOrders(id)),
      });
    } else if (config.name === 'marketplace_order_events' || config.name === 'marketplace_disputes') {
      // An order's timeline and dispute are both sides' (their users keys name whoever acted or decided).
      const via =
        config.name === 'marketplace_disputes' ? marketplaceDisputes.orderId : marketplaceOrderEvents.orderId;
      found.push({ name: config.name, table: value, owned: (id) => inArray(via, ownOrders(id)) });
    } else if (config.name === 'conversations') {
      // The threads the user is in: as the talent, or as an order thread's buying talent.
      found.push({
        name: config.name,
        table: value,
        owned: (id) => or(eq(conversations.talentId, id), eq(conversations.buyerTalentId, id))!,
      });
    } else if (config.name === 'marketplace_reviews') {
      // The reviews the user wrote and the ones written about them.
      found.push({
        name: config.name,
        table: value,
        owned: (id) => or(eq(marketplaceReviews.authorId, id), eq(marketplaceReviews.subjectId, id))!,
      });
    } else if (column) {
      found.push({ name: config.name, table: value, owned: (id) => eq(column, id) });
    } else if (toApplications[0]) {
      const via = toApplications[0];
      found.push({ name: config.name, table: value, owned: (id) => inArray(via, ownApplications(id)) });
    } else if (toAssignments[0]) {
      const via = toAssignments[0];
      found.push({ name: config.name, table: value, owned: (id) => inArray(via, ownAssignments(id)) });
    } else if (toQuestions[0]) {
      const via = toQuestions[0];
      found.push({ name: config.name, table: value, owned: (id) => inArray(via, ownQuestions(id)) });
    } else if (toEliteApplications[0]) {
      // An elite application's history and notes (their users keys name the operator who acted or wrote).
      const via = toEliteApplications[0];
      found.push({ name: config.name, table: value, owned: (id) => inArray(via, ownEliteApplications(id)) });
    } else if (toUsers[0]) {
      const via = toUsers[0];
      found.push({ name: config.name, table: value, owned: (id) => eq(via, id) });
    }
  }
  found.push({
    name: 'interview_slots',
    table: interviewSlots,
    owned: (id) =>
      inArray(
        interviewSlots.requestId,
        t.database.db
          .select({ id: interviewRequests.id })
          .from(interviewRequests)
          .where(inArray(interviewRequests.applicationId, ownApplications(id))),
      ),
  });
  return found;
}

async function countFor(table: PgTable, owned: Owned | PgColumn, userId: string): Promise<number> {
  const where = typeof owned === 'function' ? owned(userId) : eq(owned, userId);
  const rows = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return Number(rows[0]!.n);
}

async function storedNames(): Promise<Set<string>> {
  const root = join(t.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return new Set(entries.filter((e) => e.isFile() && !e.parentPath.includes('.tmp')).map((e) => e.name));
}

/** An interview answer recorded in the browser: a resumable `interview_answer` upload, sent and completed. */
async function uploadRecording(client: TestClient): Promise<string> {
  const bytes = Buffer.concat([tinyWebm(), Buffer.alloc(64, 7)]);
  const created = await client.post('/talent/api/uploads', {
    kind: 'interview_answer',
    name: 'answer.webm',
    size: bytes.length,
    type: 'video/webm',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  const sent = await t.app.inject({
    method: 'PATCH',
    url: `/talent/api/uploads/${id}`,
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
    },
    payload: bytes,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const done = await client.post(`/talent/api/uploads/${id}/complete`);
  expect(done.statusCode, done.body).toBe(201);
  return id;
}

/** A candidate with at least one row in every table that holds user data, made the way the app makes them. */
async function fullCandidate() {
  const db = t.database.db;
  const user = await t.createUser({ verified: true });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);

  const resume = await upload(t.app, client, [['kind', 'resume']], {
    filename: 'cv.pdf',
    content: tinyPdf(),
  });
  expect(resume.statusCode, resume.body).toBe(201);
  const resumeId = resume.json().data.id as string;
  const idDoc = await upload(t.app, client, [['kind', 'identity_document']], {
    filename: 'id.jpg',
    content: tinyJpeg(),
  });
  expect(idDoc.statusCode, idDoc.body).toBe(201);
  // An unfinished resumable upload, one chunk in.
  const started = await client.post('/talent/api/uploads', {
    kind: 'resume',
    name: 'big.pdf',
    size: 4096,
    type: 'application/pdf',
  });
  expect(started.statusCode, started.body).toBe(201);
  const chunk = await t.app.inject({
    method: 'PATCH',
    url: `/talent/api/uploads/${started.json().data.id}`,
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
    },
    payload: tinyPdf(),
  });
  expect(chunk.statusCode, chunk.body).toBe(200);

  await createTalentProfile(db, user.id, { skills: ['typescript'] });
  await db
    .insert(talentExperience)
    .values({ userId: user.id, position: 0, company: 'Acme', title: 'Engineer', startMonth: '2020-01' });
  await db.insert(talentEducation).values({ userId: user.id, position: 0, school: 'TU Berlin' });
  await db.insert(talentLanguages).values({ userId: user.id, code: 'en', level: 'native', position: 0 });
  await db.insert(resumeSuggestions).values({
    userId: user.id,
    fileId: resumeId,
    kind: 'skill',
    label: 'TypeScript',
    value: 'typescript',
  });
  await db.insert(resumeExtractions).values({ fileId: resumeId, userId: user.id, status: 'ready' });
  await db.insert(resumeDrafts).values({
    userId: user.id,
    fileId: resumeId,
    experience: [
      {
        title: 'Engineer',
        company: 'Acme',
        start_month: '2020-01',
        end_month: null,
        location: '',
        description: '',
      },
    ],
  });

  const job = await createJob(db);
  await createInvitation(db, user.id);
  const [application] = await db
    .insert(applications)
    .values({ userId: user.id, jobId: job.id, resumeFileId: resumeId, status: 'offer' })
    .returning();
  const other = await createJob(db);
  await db.insert(applicationDrafts).values({ userId: user.id, jobId: other.id, data: { cover_note: 'Hi' } });
  await db.insert(savedJobs).values({ userId: user.id, jobId: other.id });
  await db.insert(savedSearches).values({ userId: user.id, name: 'Remote TS', query: { q: 'typescript' } });
  await db.insert(idempotencyKeys).values({
    userId: user.id,
    key: 'k-1',
    method: 'POST',
    path: '/talent/api/x',
    requestHash: 'a'.repeat(64),
    statusCode: 201,
    responseBody: '{}',
  });
  await db.insert(identityVerifications).values({
    userId: user.id,
    documentType: 'passport',
    issuingCountry: 'DE',
    frontFileId: idDoc.json().data.id,
    status: 'rejected',
    rejectionReason: 'document_unreadable',
  });
  await db
    .insert(notifications)
    .values({ userId: user.id, type: 'job_alert', title: 'New jobs', body: '3 new' });
  const recruiterUser = await createRecruiterUser(db, { verified: true });
  const recruiter = await createRecruiter(db, job.companyId, { userId: recruiterUser.id });
  const [conversation] = await db
    .insert(conversations)
    .values({ kind: 'direct', talentId: user.id, recruiterId: recruiter.id })
    .returning();
  await db.insert(messages).values([
    { id: crypto.randomUUID(), conversationId: conversation!.id, senderId: recruiterUser.id, body: 'Hello' },
    { id: crypto.randomUUID(), conversationId: conversation!.id, senderId: user.id, body: 'Hi there' },
  ]);

  // The application's pipeline: its timeline, an interview request with a slot, an interview, an offer.
  await db.insert(applicationEvents).values([
    {
      applicationId: application!.id,
      type: 'submitted',
      toStatus: 'submitted',
      actorKind: 'talent',
      actorUserId: user.id,
      actorName: user.name,
      summary: 'You applied',
    },
    {
      applicationId: application!.id,
      type: 'offer_sent',
      actorKind: 'recruiter',
      actorUserId: recruiterUser.id,
      actorName: recruiter.name,
      summary: 'An offer',
    },
  ]);
  const [request] = await db
    .insert(interviewRequests)
    .values({
      applicationId: application!.id,
      recruiterId: recruiter.id,
      createdByUserId: recruiterUser.id,
      type: 'video',
      durationMinutes: 30,
      agenda: 'Intro',
      recruiterTimezone: 'Europe/Berlin',
      status: 'accepted',
    })
    .returning();
  const startsAt = new Date(Date.now() + 86_400_000);
  await db.insert(interviewSlots).values({ requestId: request!.id, startsAt, proposedBy: 'recruiter' });
  await db.insert(interviews).values({
    applicationId: application!.id,
    requestId: request!.id,
    recruiterId: recruiter.id,
    type: 'video',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 1_800_000),
    recruiterTimezone: 'Europe/Berlin',
    talentTimezone: 'Europe/Berlin',
    privateNotes: 'PRIVATE-RECRUITER-NOTE',
  });
  const expiresAt = new Date(Date.now() + 7 * 86_400_000);
  await db.insert(offers).values({
    applicationId: application!.id,
    recruiterId: recruiter.id,
    createdByUserId: recruiterUser.id,
    title: 'Engineer',
    engagementType: 'full_time',
    payAmount: 80_000,
    payCurrency: 'EUR',
    payPeriod: 'year',
    startDate: '2027-01-04',
    expiresAt,
    termsHash: canonicalTermsHash({
      title: 'Engineer',
      engagement_type: 'full_time',
      pay: { amount: 80_000, currency: 'EUR', period: 'year' },
      start_date: '2027-01-04',
      benefits: [],
      terms: '',
      expires_at: expiresAt.toISOString(),
    }),
  });

  // Feedback with a screenshot, and a follow-up of theirs on it.
  const shot = await upload(t.app, client, [['kind', 'feedback_screenshot']], {
    filename: 'page.png',
    content: tinyPng(),
  });
  expect(shot.statusCode, shot.body).toBe(201);
  const sent = await client.post('/shared/api/feedback', {
    token: t.config.feedback.token,
    category: 'bug',
    what_happened: 'The map does not load.',
    expected: 'A map of jobs.',
    screenshot_file_id: shot.json().data.id,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const followUp = await client.post(`/shared/api/feedback/${sent.json().data.id}/replies`, {
    body: 'It happens on Firefox too.',
  });
  expect(followUp.statusCode, followUp.body).toBe(201);

  // A skill test taken with browser signals on, an answer saved, and a choice of who sees the result.
  await syncItemBank(db, FIXTURE_BANK);
  const sitting = await client.post('/talent/api/skill-tests/sql/attempts', {
    proctoring: 'signals',
    accept_rules: true,
  });
  expect(sitting.statusCode, sitting.body).toBe(201);
  const attempt = sitting.json().data;
  const saved = await client.put(
    `/talent/api/assessment-attempts/${attempt.id}/answers/${attempt.items[3].id}`,
    {
      answer: { type: 'short_answer', text: 'count' },
    },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const signal = await client.post(`/talent/api/assessment-attempts/${attempt.id}/proctoring/events`, {
    events: [{ kind: 'tab_hidden', at: new Date().toISOString(), amount: 4 }],
  });
  expect(signal.statusCode, signal.body).toBe(204);
  const shown = await client.put('/talent/api/skill-tests/sql/visibility', { visibility: 'score' });
  expect(shown.statusCode, shown.body).toBe(200);
  // A skill badge (and so the holder id its credential names).
  await t.app.badges.issueForPass(db, {
    userId: user.id,
    testSlug: 'react',
    skillSlug: 'react',
    skillName: 'React',
    testTitle: 'React skill test',
    level: 'proficient',
    attemptId: crypto.randomUUID(),
    percent: 80,
    issuedAt: new Date(),
  });

  // A course: enrolled, a lesson done, completed with its certificate.
  const [course] = await db
    .insert(courses)
    .values({
      title: 'SQL basics',
      summary: 'Queries for everyday questions.',
      level: 'beginner',
      publishedAt: new Date(),
    })
    .returning();
  const [module] = await db
    .insert(courseModules)
    .values({ courseId: course!.id, title: 'Basics', position: 1 })
    .returning();
  const [lesson] = await db
    .insert(courseLessons)
    .values({
      courseId: course!.id,
      moduleId: module!.id,
      title: 'SELECT',
      kind: 'text',
      minutes: 5,
      position: 1,
    })
    .returning();
  await db.insert(courseEnrolments).values({ userId: user.id, courseId: course!.id, enrolledAt: new Date() });
  await db
    .insert(lessonProgress)
    .values({ userId: user.id, lessonId: lesson!.id, courseId: course!.id, doneAt: new Date() });
  await t.app.badges.issueCertificate(db, {
    certificateId: crypto.randomUUID(),
    userId: user.id,
    courseId: course!.id,
    courseTitle: course!.title,
    skills: ['SQL'],
    passPercent: 70,
    issuedAt: new Date(),
  });

  // Masterclass: a seat at a past talk, a question and a vote on it, a rating, a talk request and a vote on
  // another's, and the personal calendar feed (made through the API, as the page does).
  const past = Date.now() - 3 * 86_400_000;
  const [talk] = await db
    .insert(talks)
    .values({
      category: 'career',
      title: 'Pay across borders',
      summary: 'How pay is set for the same role in different countries.',
      speakerName: 'Kofi Mensah',
      startsAt: new Date(past),
      endsAt: new Date(past + 3_600_000),
      capacity: 10,
      joinUrl: 'https://meet.example.com/pay',
      createdAt: new Date(past - 86_400_000),
      updatedAt: new Date(past - 86_400_000),
    })
    .returning();
  await db.insert(talkRegistrations).values({
    talkId: talk!.id,
    userId: user.id,
    state: 'registered',
    registeredAt: new Date(past - 3_600_000),
  });
  const [question] = await db
    .insert(talkQuestions)
    .values({
      talkId: talk!.id,
      userId: user.id,
      body: 'How do you compare two offers?',
      createdAt: new Date(),
    })
    .returning();
  await db
    .insert(talkQuestionVotes)
    .values({ questionId: question!.id, userId: user.id, createdAt: new Date() });
  await db
    .insert(talkRatings)
    .values({ talkId: talk!.id, userId: user.id, stars: 5, createdAt: new Date(), updatedAt: new Date() });
  const someoneElse = await t.createUser({ verified: true });
  const requestRow = (kind: string, userId: string) => ({
    userId,
    kind,
    topic: 'Visas for remote hires',
    category: 'remote-work',
    abstract: 'When does working remotely for a foreign company need a permit?',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await db.insert(talkRequests).values(requestRow('ask', user.id));
  const [theirs] = await db.insert(talkRequests).values(requestRow('ask', someoneElse.id)).returning();
  await db.insert(talkRequestVotes).values({ requestId: theirs!.id, userId: user.id, createdAt: new Date() });
  expect((await client.get('/talent/api/calendar-feed')).statusCode).toBe(200);

  // The marketplace: a service the candidate sells, published with a gallery image of theirs.
  const image = await upload(t.app, client, [['kind', 'service_gallery']], {
    filename: 'cover.png',
    content: tinyPng(),
  });
  expect(image.statusCode, image.body).toBe(201);
  const service = await client.post('/talent/api/marketplace/services', {
    title: 'TypeScript code review',
    description:
      'I read your TypeScript code base and send back a written review with the changes that matter most, in order.',
    category: 'development',
    skills: ['typescript'],
    currency: 'EUR',
    tiers: [
      {
        name: 'basic',
        title: 'One module',
        scope: 'A review of one module.',
        price_minor: 9_000,
        delivery_days: 3,
        revisions: 1,
      },
    ],
    gallery_file_ids: [image.json().data.id],
  });
  expect(service.statusCode, service.body).toBe(201);
  const published = await client.post(`/talent/api/marketplace/services/${service.json().data.id}/publish`);
  expect(published.statusCode, published.body).toBe(200);

  // The recruiter sends a skill test and an interview on a second application (sending needs an application in
  // review). The candidate asks for extra takes (granted), answers one question in writing and one on video,
  // submits; the recruiter rates the written answer with a note meant for the company.
  const [company] = await db.select().from(companies).where(eq(companies.id, job.companyId));
  const assessedJob = await createJob(db, { company: company!, recruiterId: recruiter.id });
  const [assessed] = await db
    .insert(applications)
    .values({ userId: user.id, jobId: assessedJob.id, status: 'submitted', submittedAt: new Date() })
    .returning();
  const recruiterClient = t.client();
  await recruiterClient.login(recruiterUser.email, DEFAULT_TEST_PASSWORD);
  const deadline = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const sendUrl = `/recruiter/api/applications/${assessed!.id}/assignments`;
  const test = await recruiterClient.post(sendUrl, {
    kind: 'skill_test',
    test_slug: 'sql',
    pass_mark_percent: 70,
    deadline_at: deadline,
  });
  expect(test.statusCode, test.body).toBe(201);
  const questionOf = (prompt: string) => ({
    prompt,
    think_seconds: 30,
    answer_seconds: 60,
    max_takes: 1,
    modes: ['video', 'text'],
  });
  const sentInterview = await recruiterClient.post(sendUrl, {
    kind: 'interview',
    title: 'First conversation',
    questions: [questionOf('Tell us about your last project.'), questionOf('Why this role?')],
    rubric: [{ label: 'Clarity' }],
    deadline_at: deadline,
  });
  expect(sentInterview.statusCode, sentInterview.body).toBe(201);
  const interviewId = sentInterview.json().data.id as string;
  const assigned = (await client.get('/talent/api/assessments')).json().data.assigned as Array<{
    id: string;
    url: string;
  }>;
  const tokens = assigned.map((a) => a.url.replace('/assessments/', ''));
  expect(tokens).toHaveLength(2);
  const token = assigned.find((a) => a.id === interviewId)!.url.replace('/assessments/', '');
  const link = `/talent/api/assignments/${token}`;
  const asked = await client.post(`${link}/accommodations`, {
    kind: 'extra_takes',
    extra_takes: 1,
    note: 'I stutter when rushed.',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const granted = await recruiterClient.post(
    `/recruiter/api/assignments/${interviewId}/accommodations/${asked.json().data.accommodations[0].id}`,
    { decision: 'granted' },
  );
  expect(granted.statusCode, granted.body).toBe(200);
  expect((await client.post(`${link}/start`)).statusCode).toBe(200);
  const questions = (await client.get(`${link}/interview`)).json().data.questions as Array<{ id: string }>;
  for (const [index, question] of questions.entries()) {
    const mode = index === 0 ? 'text' : 'video';
    const take = await client.post(`${link}/interview/questions/${question.id}/takes`, { mode });
    expect(take.statusCode, take.body).toBe(201);
    const takeUrl = `${link}/interview/takes/${take.json().data.id}`;
    expect((await client.post(`${takeUrl}/answer`)).statusCode).toBe(200);
    expect((await client.post(`${takeUrl}/stop`, { duration_seconds: 5 })).statusCode).toBe(200);
    const answer =
      mode === 'text' ? { text: 'A billing system.' } : { upload_id: await uploadRecording(client) };
    const attached = await client.put(`${takeUrl}/recording`, answer);
    expect(attached.statusCode, attached.body).toBe(200);
    expect((await client.post(`${takeUrl}/keep`)).statusCode).toBe(200);
  }
  const submitted = await client.post(`${link}/interview/submit`);
  expect(submitted.statusCode, submitted.body).toBe(200);
  const review = (await recruiterClient.get(`/recruiter/api/assignments/${interviewId}`)).json().data;
  const rated = await recruiterClient.put(
    `/recruiter/api/assignments/${interviewId}/answers/${review.answers[0].question_id}/rating`,
    { scores: [{ criterion_id: review.rubric[0].id, score: 4 }], note: 'PRIVATE-RATING-NOTE' },
  );
  expect(rated.statusCode, rated.body).toBe(200);

  // The elite programme: an application an operator decided, with its history and a reviewer's note (the
  // compliance details and signatures come through the app further down).
  const operatorUser = await createOperator(db);
  const [elite] = await db
    .insert(eliteApplications)
    .values({
      userId: user.id,
      status: 'rejected',
      track: 'data',
      joinForm: { track: 'data' },
      joinSubmittedAt: new Date(),
      submittedAt: new Date(),
      outcome: 'rejected',
      reason: 'Not this time.',
      reapplyAt: new Date(Date.now() + 90 * 86_400_000),
      decidedAt: new Date(),
      decidedByUserId: operatorUser.id,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning();
  await db.insert(eliteApplicationEvents).values([
    { applicationId: elite!.id, event: 'submitted', actorUserId: user.id, at: new Date() },
    { applicationId: elite!.id, event: 'rejected', actorUserId: operatorUser.id, at: new Date() },
  ]);
  await db.insert(eliteReviewNotes).values({
    applicationId: elite!.id,
    authorUserId: operatorUser.id,
    body: 'PRIVATE-ELITE-NOTE',
    createdAt: new Date(),
  });
  // The work-style questionnaire, answered while signed in: the result is the account's.
  const questionnaire = (await client.get('/shared/api/work-style/questionnaire')).json().data;
  const style = await client.post('/shared/api/work-style/results', {
    version: questionnaire.version,
    answers: Object.fromEntries(
      (questionnaire.items as Array<{ id: string }>).map((item, i) => [item.id, (i % 5) + 1]),
    ),
  });
  expect(style.statusCode, style.body).toBe(201);

  // Elite contract and compliance, through the app: a draft, the details and every document signed (a later
  // identity check verified the account's name; the application is past its work preferences).
  const later = new Date(Date.now() + 60_000);
  await db.insert(identityVerifications).values({
    userId: user.id,
    documentType: 'passport',
    issuingCountry: 'DE',
    status: 'verified',
    submittedAt: later,
    decidedAt: later,
  });
  await db.insert(eliteApplications).values({
    userId: user.id,
    joinSubmittedAt: later,
    workPreferenceSubmittedAt: later,
    createdAt: later,
    updatedAt: later,
  });
  const compliance = '/talent/api/elite/compliance';
  expect((await client.put(`${compliance}/draft`, { tax_id: 'DRAFT-TAX-ID' })).statusCode).toBe(200);
  const details = await client.post(`${compliance}/details`, {
    legal_name: user.name,
    tax_residence: 'DE',
    us_person: false,
    entity_type: 'individual',
    tax_id: '12345678901',
    date_of_birth: '1990-05-17',
    address: { line1: 'Hauptstraße 1', city: 'Berlin', country: 'DE' },
    payout_method: 'wise',
    payout_account: 'payout@example.com',
  });
  expect(details.statusCode, details.body).toBe(200);
  const bundle = (await client.get(`${compliance}/documents`)).json().data.bundle_sha256 as string;
  const signed = await client.post(`${compliance}/sign`, {
    typed_name: user.name,
    consent_electronic: true,
    bundle_sha256: bundle,
  });
  expect(signed.statusCode, signed.body).toBe(200);

  // The marketplace, through the app: a service of mine that another talent buys, completes and both review; a
  // service of theirs I buy and dispute.
  const market = new OrdersApi(t, { at: new Date() });
  const me: Party = { user, client, api: '/talent/api/marketplace', recruiterId: null, company: null };
  const partner = await market.talent();
  const sold = await market.order(partner, (await market.service(me)).id);
  for (const move of [
    () => market.requirements(partner, sold.id),
    () => market.deliver(me, sold.id),
    () => market.approve(partner, sold.id),
    () => market.review(partner, sold.id),
    () => market.review(me, sold.id),
  ]) {
    expect((await move()).statusCode).toBe(200);
  }
  const bought = await market.order(me, (await market.service(partner)).id);
  expect((await market.requirements(me, bought.id)).statusCode).toBe(200);
  expect((await market.dispute(me, bought.id)).statusCode).toBe(200);

  // The fixture must reach every table that holds user data: a new table fails here until it is added.
  for (const { name, table, owned } of userTables()) {
    expect(await countFor(table, owned, user.id), `no ${name} row in the fixture`).toBeGreaterThan(0);
  }
  return { user, client, tokens };
}

describe('GET /talent/api/account/export', () => {
  it('exports every table holding my rows, as a dated JSON attachment, without secrets', async () => {
    const { user, client, tokens } = await fullCandidate();
    // Someone else's rows never appear.
    await fullCandidate();
    const res = await client.get('/talent/api/account/export');
    expect(res.statusCode).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="talent-data-${day}.json"`);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(res.body);
    expect(AccountExportSchema.safeParse(body).success).toBe(true);

    for (const { name, table, owned } of userTables()) {
      const section = EXPORTED_TABLES[name as keyof typeof EXPORTED_TABLES];
      expect(section, `table ${name} holds user rows but is not exported`).toBeDefined();
      const rows = await countFor(table, owned, user.id);
      const exported = body[section];
      expect(exported, `section ${section}`).toBeDefined();
      expect(Array.isArray(exported) ? exported.length : 1, `rows of ${name}`).toBe(rows);
    }

    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    expect(body.profile.user_id).toBe(user.id);
    expect(body.skills).toEqual([expect.objectContaining({ slug: 'typescript', name: 'TypeScript' })]);
    expect(body.applications[0]).toHaveProperty('job_title');
    expect(body.files.map((f: { kind: string }) => f.kind).sort()).toEqual([
      'feedback_screenshot',
      'identity_document',
      'interview_answer',
      'resume',
      'service_gallery',
      'signed_document',
      'signed_document',
      'signed_document',
      'signed_document',
    ]);
    expect(body.feedback[0]).toMatchObject({ what_happened: 'The map does not load.', status: 'new' });
    expect(body.feedback[0].replies).toEqual([
      expect.objectContaining({ from: 'author', body: 'It happens on Firefox too.' }),
    ]);
    expect(body.feedback[0]).not.toHaveProperty('tags');
    expect(body.files.find((f: { kind: string }) => f.kind === 'identity_document').encrypted).toBe(true);
    expect(body.files[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(body.notification_preferences.account_security).toEqual({ in_app: true, email: true });
    expect(body.sessions[0]).toHaveProperty('user_agent');

    // No password hash, session secrets, storage keys, reviewer identity or stored response bodies.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(res.body).not.toContain(row!.password);
    expect(res.body).not.toMatch(
      /"(password|id_hash|csrf_token|storage_key|decided_by|response_body|request_hash|private_notes|created_by_user_id|actor_user_id|token_hash|token_sealed|claim_token_hash|decided_by_user_id|rated_by_user_id|text_sealed|tax_id_sealed|payout_account_sealed)"/,
    );
    // The compliance details the candidate gave, opened for them.
    expect(body.compliance_profiles[0]).toMatchObject({
      tax_id: '12345678901',
      payout_account: 'payout@example.com',
      draft: { tax_id: 'DRAFT-TAX-ID' },
    });
    expect(res.body).not.toContain('PRIVATE-RECRUITER-NOTE');
    // The assessments: a link's token only in the notifications that gave it to the candidate (as they read them;
    // it opens nothing for anyone else), never from the assignment rows; the written answer, the recording's file,
    // the accommodation; the rating's scores but not the recruiter's note (it stays with the company, like
    // private_notes).
    const { notifications: bell, ...rest } = body;
    for (const token of tokens) {
      expect(JSON.stringify(rest)).not.toContain(token);
      expect(JSON.stringify(bell)).toContain(`/assessments/${token}`);
    }
    expect(res.body).not.toContain('PRIVATE-RATING-NOTE');
    // The elite applications with the decision's reason and history; the reviewers' note only as a dated row.
    expect(body.elite_applications.map((a: { status: string }) => a.status).sort()).toEqual([
      'in_progress',
      'rejected',
    ]);
    expect(body.elite_applications.find((a: { status: string }) => a.status === 'rejected')).toMatchObject({
      reason: 'Not this time.',
    });
    expect(body.elite_application_events).toHaveLength(2);
    expect(body.elite_review_notes[0]).not.toHaveProperty('body');
    expect(res.body).not.toContain('PRIVATE-ELITE-NOTE');
    expect(res.body).not.toMatch(/"(author_user_id|tax_id_sealed|payout_account_sealed|text_sealed)"/);
    expect(body.assignments.map((a: { kind: string }) => a.kind).sort()).toEqual(['interview', 'skill_test']);
    const takes = body.assignment_takes as Array<{
      mode: string;
      text: string | null;
      file_id: string | null;
    }>;
    expect(takes.find((take) => take.mode === 'text')!.text).toBe('A billing system.');
    const recording = takes.find((take) => take.mode === 'video')!.file_id;
    expect(body.files.find((f: { id: string }) => f.id === recording)).toMatchObject({
      kind: 'interview_answer',
    });
    expect(body.assignment_accommodations[0]).toMatchObject({ kind: 'extra_takes', status: 'granted' });
    expect(body.assignment_answer_ratings[0].scores).toEqual([
      { criterion_id: body.assignment_rubric_criteria[0].id, score: 4 },
    ]);
    expect(body.assignment_answer_ratings[0]).not.toHaveProperty('note');
    expect(body.work_style_results[0]).toMatchObject({ user_id: user.id, visibility: 'private' });
    expect(body.work_style_results[0].top).toHaveLength(2);
    expect(body.offers[0]).toMatchObject({ title: 'Engineer', status: 'pending' });
    expect(body.interview_slots).toHaveLength(1);
    const service = body.marketplace_services.find(
      (row: { draft: { title: string } }) => row.draft.title === 'TypeScript code review',
    );
    expect(service).toMatchObject({ seller_id: user.id, status: 'published', currency: 'EUR' });
    expect(service).not.toHaveProperty('seed_key');
    const keys = await t.database.db
      .select({ key: files.storageKey })
      .from(files)
      .where(eq(files.ownerId, user.id));
    for (const { key } of keys) expect(res.body).not.toContain(key);
    expect(res.body).not.toContain(client.cookies.get('talent_session')!);
  });

  it('answers 401 to guests', async () => {
    expect((await t.client().get('/talent/api/account/export')).statusCode).toBe(401);
  });
});

describe('DELETE /talent/api/account', () => {
  const del = (client: TestClient, body: Record<string, unknown>, options = {}) =>
    client.request('DELETE', '/talent/api/account', body, options);

  it('needs the password and the typed confirmation', async () => {
    const { user, client } = await fullCandidate();
    const wrong = await del(client, { password: 'not-it', confirmation: 'DELETE' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The password is incorrect.'] });
    const unconfirmed = await del(client, { password: DEFAULT_TEST_PASSWORD, confirmation: 'delete' });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().errors).toEqual({ confirmation: ['Type DELETE to confirm.'] });
    const noCsrf = await del(
      client,
      { password: DEFAULT_TEST_PASSWORD, confirmation: 'DELETE' },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(419);
    expect(await countFor(users, users.id as PgColumn, user.id)).toBe(1);
  });

  it('deletes every row and stored file of mine (and nobody else’s), ends my sessions, frees the email', async () => {
    const { user, client } = await fullCandidate();
    const elsewhere = t.client();
    await elsewhere.login(user.email, DEFAULT_TEST_PASSWORD);
    const other = await fullCandidate();
    const db = t.database.db;

    const mine = [
      ...(await db.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, user.id))),
      ...(await db.select({ key: uploadChunks.storageKey }).from(uploadChunks)),
    ].map((r) => r.key);
    const theirs = (
      await db.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, other.user.id))
    ).map((r) => r.key);
    const before = await storedNames();
    for (const key of [...mine, ...theirs]) expect(before.has(key), `object ${key} on disk`).toBe(true);

    const oldCookie = client.cookies.get('talent_session')!;
    const res = await del(client, { password: DEFAULT_TEST_PASSWORD, confirmation: 'DELETE' });
    expect(res.statusCode, res.body).toBe(204);
    const cleared = (
      res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>
    ).map((c) => c.name);
    expect(cleared).toEqual(expect.arrayContaining(['talent_session', 'XSRF-TOKEN']));

    for (const { name, table, owned } of userTables()) {
      expect(await countFor(table, owned, user.id), `${name} rows left`).toBe(0);
      expect(await countFor(table, owned, other.user.id), `${name} rows of another user`).toBeGreaterThan(0);
    }
    const after = await storedNames();
    // Only the other user's chunk objects may remain besides their files.
    for (const key of mine.filter((k) => !theirs.includes(k))) {
      if ((await db.select().from(uploadChunks).where(eq(uploadChunks.storageKey, key))).length) continue;
      expect(after.has(key), `object ${key} left on disk`).toBe(false);
    }
    for (const key of theirs) expect(after.has(key)).toBe(true);

    // The old cookie and the other device are signed out.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { accept: 'application/json', cookie: `talent_session=${oldCookie}` },
    });
    expect(stale.statusCode).toBe(401);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);

    // The address can sign up again: a new, unverified account, and the verification mail (not "someone tried").
    const fresh = t.client();
    await fresh.csrfCookie();
    const signUps = instancesCalled(AuthService.prototype, 'register');
    const again = await fresh.post('/register', {
      name: 'Back Again',
      email: user.email,
      password: 'Another-Long-Passphrase-42',
      password_confirmation: 'Another-Long-Passphrase-42',
    });
    expect(again.statusCode, again.body).toBe(202);
    await Promise.all(signUps.map((service) => service.drain()));
    const [reborn] = await db.select().from(users).where(eq(users.email, user.email));
    expect(reborn!.id).not.toBe(user.id);
    // The newest mail to the address (the list is newest first; the assessments sent mail before).
    expect((await t.mail()).find((m) => m.to === user.email)!.subject).toBe('Verify Email Address');
  });

  it('works as a form POST with _method=DELETE', async () => {
    const user = await t.createUser({ verified: true });
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);
    const res = await client.post(
      '/talent/api/account',
      { _method: 'DELETE', password: DEFAULT_TEST_PASSWORD, confirmation: 'DELETE' },
      { form: true },
    );
    expect(res.statusCode, res.body).toBe(204);
    expect(await countFor(users, users.id as PgColumn, user.id)).toBe(0);
  });
});
