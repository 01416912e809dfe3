import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_TRANSITIONS,
  RECRUITER_MOVES,
} from '@talent/contract/applications';
import { createTalent, createTalentProfile } from '../../seed/factories.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import { interviewRequests, interviews, offers } from '../../db/schema/pipeline.schema.ts';
import { useTestApp } from '../../test/harness.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { tinyPdf, tinyWebm, upload } from '../../test/test-files.ts';
import { listEvents } from '../pipeline/pipeline.repository.ts';

const t = useTestApp();

describe('an applicant', () => {
  it('shows the profile, files, badge, answers, timeline and the next moves, never the email', async () => {
    const db = t.database.db;
    const f = await pipelineFixture(t);
    await createTalentProfile(db, f.talent.id, {
      headline: 'Backend engineer who likes boring tech',
      bio: 'Ten years of Go and Postgres.',
      city: 'Lisbon',
      country: 'PT',
      skills: [{ slug: 'go', years: 6, level: 'expert' }, 'typescript'],
      experience: [{ company: 'Tidewater', title: 'Senior Engineer', startMonth: '2019-03' }],
      visibleToRecruiters: false,
    });
    await db.insert(identityVerifications).values({
      userId: f.talent.id,
      status: 'verified',
      documentType: 'passport',
      issuingCountry: 'PT',
    });
    const resume = await upload(t.app, f.talentClient, [['kind', 'resume']], {
      filename: 'cv.pdf',
      content: tinyPdf(),
      type: 'application/pdf',
    });
    const video = await upload(
      t.app,
      f.talentClient,
      [
        ['kind', 'video_intro'],
        ['duration_seconds', '30'],
      ],
      { filename: 'intro.webm', content: tinyWebm(), type: 'video/webm' },
    );
    expect(resume.statusCode).toBe(201);
    expect(video.statusCode).toBe(201);
    const resumeId = resume.json().data.id as string;
    const videoId = video.json().data.id as string;
    await db
      .update(applications)
      .set({
        resumeFileId: resumeId,
        videoFileId: videoId,
        coverNote: 'I would love to work on this.',
        answers: [{ question_id: 'authorisation', question: 'Allowed?', value: true, knocked_out: false }],
      })
      .where(eq(applications.id, f.application.id));

    const res = await f.recruiterClient.get(`/recruiter/api/applications/${f.application.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(f.talent.email);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: f.application.id,
      job: { id: f.job.id, title: f.job.title },
      talent: {
        id: f.talent.id,
        name: f.talent.name,
        headline: 'Backend engineer who likes boring tech',
        country: 'PT',
        verified: true,
      },
      status: 'submitted',
      cover_note: 'I would love to work on this.',
      answers: [{ question_id: 'authorisation', value: true, knocked_out: false }],
      profile: {
        headline: 'Backend engineer who likes boring tech',
        bio: 'Ten years of Go and Postgres.',
        city: 'Lisbon',
        identity_status: 'verified',
        experience: [{ company: 'Tidewater', title: 'Senior Engineer', start_month: '2019-03' }],
      },
      resume: { id: resumeId, url: `/recruiter/api/applications/${f.application.id}/files/${resumeId}` },
      video: { id: videoId, kind: 'video_intro' },
      rejection: null,
      response_promise: { state: 'pending', responded_at: null },
      next_step: { owner: 'recruiter' },
      allowed_moves: ['in_review', 'rejected'],
      can_request_interview: false,
      can_send_offer: false,
      interview_requests: [],
      interviews: [],
      offers: [],
    });
    expect(data.profile.skills).toEqual(
      expect.arrayContaining([{ slug: 'go', name: 'Go', level: 'expert', years: 6 }]),
    );
    // The same score the candidate sees on the job page.
    const seen = await f.talentClient.get(`/talent/api/jobs/${f.job.id}`);
    expect(typeof data.match_score).toBe('number');
    expect(data.match_score).toBe(seen.json().data.match.score);
    // Opening it is recorded once, as "viewed" (not a response: the promise keeps running).
    expect(data.timeline.map((e: { type: string; summary: string }) => [e.type, e.summary])).toEqual([
      ['submitted', `${f.talent.name} applied`],
      ['viewed', `${f.recruiterUser.name} viewed the application`],
    ]);
    const again = (await f.recruiterClient.get(`/recruiter/api/applications/${f.application.id}`)).json()
      .data;
    expect(again.timeline.filter((e: { type: string }) => e.type === 'viewed')).toHaveLength(1);
    const mine = (await f.talentClient.get(`/talent/api/applications/${f.application.id}`)).json().data;
    expect(mine.viewed_at).toEqual(expect.any(String));
    expect(mine.response_promise).toMatchObject({ state: 'pending', responded_at: null });
    expect(mine.timeline.at(-1)).toMatchObject({
      type: 'viewed',
      summary: `${f.recruiterUser.name} viewed your application`,
    });

    // The files: the application's own, with ranges for the video.
    const pdf = await f.recruiterClient.get(data.resume.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(tinyPdf())).toBe(true);
    const part = await f.recruiterClient.get(data.video.url, { headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${tinyWebm().length}`);
    expect(part.rawPayload.equals(tinyWebm().subarray(0, 4))).toBe(true);

    // The list shows the same applicant, with counts.
    const list = await f.recruiterClient.get(`/recruiter/api/jobs/${f.job.id}/applications`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().meta.counts).toMatchObject({ submitted: 1, rejected: 0 });
    const filtered = await f.recruiterClient.get(
      `/recruiter/api/jobs/${f.job.id}/applications?status=rejected`,
    );
    expect(filtered.json().data).toEqual([]);
    expect(filtered.json().meta.counts.submitted).toBe(1);
  });

  it("serves no file that is not the application's own: another application's, or the candidate's other files", async () => {
    const f = await pipelineFixture(t);
    const other = await pipelineFixture(t, { company: f.company });
    const mine = await upload(t.app, f.talentClient, [['kind', 'resume']], {
      filename: 'cv.pdf',
      content: tinyPdf(),
      type: 'application/pdf',
    });
    const unrelated = await upload(t.app, f.talentClient, [['kind', 'resume']], {
      filename: 'old-cv.pdf',
      content: tinyPdf(),
      type: 'application/pdf',
    });
    const theirs = await upload(t.app, other.talentClient, [['kind', 'resume']], {
      filename: 'their-cv.pdf',
      content: tinyPdf(),
      type: 'application/pdf',
    });
    const db = t.database.db;
    await db
      .update(applications)
      .set({ resumeFileId: mine.json().data.id })
      .where(eq(applications.id, f.application.id));
    await db
      .update(applications)
      .set({ resumeFileId: theirs.json().data.id })
      .where(eq(applications.id, other.application.id));
    const base = `/recruiter/api/applications/${f.application.id}/files`;
    expect((await f.recruiterClient.get(`${base}/${mine.json().data.id}`)).statusCode).toBe(200);
    expect((await f.recruiterClient.get(`${base}/${theirs.json().data.id}`)).statusCode).toBe(404);
    expect((await f.recruiterClient.get(`${base}/${unrelated.json().data.id}`)).statusCode).toBe(404);
    expect((await f.recruiterClient.get(`${base}/not-a-uuid`)).statusCode).toBe(404);
    // Another company's recruiter cannot reach it at all.
    const stranger = await pipelineFixture(t);
    expect((await stranger.recruiterClient.get(`${base}/${mine.json().data.id}`)).statusCode).toBe(404);
  });
});

describe("a job's applicant list", () => {
  it('pages newest first with a cursor, never skipping or repeating, the counts always over the whole job', async () => {
    const db = t.database.db;
    const f = await pipelineFixture(t);
    // Seven more on the same job, two of them at the very same instant (the id breaks the tie), one rejected.
    const same = new Date(Date.now() - 3_600_000);
    for (let i = 0; i < 7; i++) {
      const talent = await createTalent(db);
      await db.insert(applications).values({
        userId: talent.id,
        jobId: f.job.id,
        status: i === 6 ? 'rejected' : 'submitted',
        submittedAt: i < 2 ? same : new Date(Date.now() - (i + 2) * 3_600_000),
      });
    }
    const base = `/recruiter/api/jobs/${f.job.id}/applications`;
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await f.recruiterClient.get(`${base}?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.meta.counts).toMatchObject({ submitted: 7, rejected: 1 });
      seen.push(...body.data.map((a: { id: string }) => a.id));
      cursor = body.meta.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    const all = (await f.recruiterClient.get(`${base}?limit=100`)).json();
    expect(all.meta.next_cursor).toBeNull();
    expect(seen).toEqual(all.data.map((a: { id: string }) => a.id));
    expect(new Set(seen).size).toBe(8);
    const times = all.data.map((a: { submitted_at: string }) => a.submitted_at);
    expect([...times].sort().reverse()).toEqual(times);

    // A state filter pages the same way.
    const rejected = (await f.recruiterClient.get(`${base}?status=rejected&limit=1`)).json();
    expect(rejected.data).toHaveLength(1);
    expect(rejected.meta.next_cursor).toBeNull();

    // A cursor that is not one, and limits out of range, are 422s naming the field.
    for (const [query, field] of [
      ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
    ] as const) {
      const res = await f.recruiterClient.get(`${base}?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).toHaveProperty(field);
    }
  });
});

describe('moving an application', () => {
  it('allows exactly the pipeline moves and refuses the others with a 409 naming both states', async () => {
    const db = t.database.db;
    const f = await pipelineFixture(t);
    const url = `/recruiter/api/applications/${f.application.id}/status`;
    for (const from of APPLICATION_STATUSES) {
      for (const to of RECRUITER_MOVES) {
        await db
          .update(applications)
          .set({ status: from, firstResponseAt: null })
          .where(eq(applications.id, f.application.id));
        const allowed = from !== 'offer' && APPLICATION_TRANSITIONS[from].includes(to);
        const body = to === 'rejected' ? { status: to, reason: 'other' } : { status: to };
        const res = await f.recruiterClient.post(url, body);
        if (allowed) {
          expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(200);
          expect(res.json().data.status).toBe(to);
          expect(res.json().data.response_promise.responded_at).not.toBeNull();
        } else {
          expect(res.statusCode, `${from} → ${to}`).toBe(409);
          const message = res.json().message as string;
          expect(message).toContain(`"${APPLICATION_STATUS_LABELS[to]}"`);
          if (from !== to) expect(message).toContain(`"${APPLICATION_STATUS_LABELS[from]}"`);
          const [row] = await db.select().from(applications).where(eq(applications.id, f.application.id));
          expect(row!.status).toBe(from);
        }
      }
    }
  });

  it('offers only the allowed moves on the applicant page', async () => {
    const db = t.database.db;
    const f = await pipelineFixture(t);
    const expected: Record<string, string[]> = {
      submitted: ['in_review', 'rejected'],
      in_review: ['assessment', 'interviewing', 'rejected'],
      assessment: ['interviewing', 'rejected'],
      interviewing: ['rejected'],
      offer: [],
      hired: [],
      rejected: [],
      withdrawn: [],
      closed: [],
    };
    for (const status of APPLICATION_STATUSES) {
      await db.update(applications).set({ status }).where(eq(applications.id, f.application.id));
      const res = await f.recruiterClient.get(`/recruiter/api/applications/${f.application.id}`);
      expect(res.json().data.allowed_moves, status).toEqual(expected[status]);
      expect(res.json().data.can_request_interview, status).toBe(
        ['in_review', 'assessment', 'interviewing'].includes(status),
      );
      expect(res.json().data.can_send_offer, status).toBe(status === 'interviewing');
    }
  });

  it('moves forward with a note: the timeline, the first response and the candidate are told', async () => {
    const f = await pipelineFixture(t);
    const res = await f.recruiterClient.post(`/recruiter/api/applications/${f.application.id}/status`, {
      status: 'in_review',
      note: 'Thanks! Reading it this week.',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('in_review');
    expect(data.response_promise.state).toBe('kept');
    expect(data.timeline.at(-1)).toMatchObject({
      type: 'status_changed',
      from_status: 'submitted',
      to_status: 'in_review',
      actor: { kind: 'recruiter', name: f.recruiter.name },
      note: 'Thanks! Reading it this week.',
    });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, f.talent.id));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'application_update',
      title: `${f.company.name} moved your application to In review`,
      url: `/applications?application=${f.application.id}`,
    });
  });

  it('rejects with a reason, a note and the missing skills, which reach the candidate', async () => {
    const db = t.database.db;
    const f = await pipelineFixture(t, { status: 'in_review' });
    const url = `/recruiter/api/applications/${f.application.id}/status`;

    const noReason = await f.recruiterClient.post(url, { status: 'rejected' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Choose a reason.']);
    const unknown = await f.recruiterClient.post(url, {
      status: 'rejected',
      reason: 'skills_gap',
      missing_skills: ['rust', 'no-such-skill'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.missing_skills[0]).toContain('no-such-skill');
    const wrongReason = await f.recruiterClient.post(url, {
      status: 'rejected',
      reason: 'seniority',
      missing_skills: ['rust'],
    });
    expect(wrongReason.statusCode).toBe(422);
    const [still] = await db.select().from(applications).where(eq(applications.id, f.application.id));
    expect(still!.status).toBe('in_review');

    const res = await f.recruiterClient.post(url, {
      status: 'rejected',
      reason: 'skills_gap',
      note: 'We need production Rust for this team.',
      missing_skills: ['rust', 'kubernetes'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const rejection = {
      reason: 'skills_gap',
      note: 'We need production Rust for this team.',
      missing_skills: [
        { slug: 'rust', name: 'Rust', learn_path: '/skill-center/rust' },
        { slug: 'kubernetes', name: 'Kubernetes', learn_path: '/skill-center/kubernetes' },
      ],
    };
    expect(res.json().data).toMatchObject({ status: 'rejected', rejection, allowed_moves: [] });
    const events = await listEvents(db, [f.application.id]);
    expect(events.at(-1)).toMatchObject({ type: 'rejected', fromStatus: 'in_review', toStatus: 'rejected' });

    const [told] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, f.talent.id), eq(notifications.type, 'application_update')));
    expect(told!.body).toContain('We need production Rust for this team.');
    expect(told!.body).toContain('Rust, Kubernetes');

    const mine = await f.talentClient.get(`/talent/api/applications/${f.application.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ status: 'rejected', rejection });

    const again = await f.recruiterClient.post(url, { status: 'rejected', reason: 'other' });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a rejection or a move back while an offer is pending (withdraw the offer first)', async () => {
    const f = await pipelineFixture(t, { status: 'offer' });
    await t.database.db.insert(offers).values({
      applicationId: f.application.id,
      recruiterId: f.recruiter.id,
      title: f.job.title,
      engagementType: 'full_time',
      payAmount: 100_000,
      payCurrency: 'EUR',
      payPeriod: 'year',
      startDate: '2027-01-01',
      expiresAt: new Date(Date.now() + 7 * 86_400_000),
      termsHash: 'x'.repeat(64),
    });
    const url = `/recruiter/api/applications/${f.application.id}/status`;
    const back = await f.recruiterClient.post(url, { status: 'interviewing' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(
      'An application that is "Offer" cannot move to "Interviewing" by hand: withdraw the offer instead.',
    );
    const reject = await f.recruiterClient.post(url, { status: 'rejected', reason: 'other' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe(
      'An application that is "Offer" cannot move to "Not selected" while an offer is pending: withdraw the offer first.',
    );
    const page = await f.recruiterClient.get(`/recruiter/api/applications/${f.application.id}`);
    expect(page.json().data).toMatchObject({ allowed_moves: [], can_send_offer: false });
  });

  it('a rejection cancels the open interview request and the scheduled interview', async () => {
    const db = t.database.db;
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const [request] = await db
      .insert(interviewRequests)
      .values({
        applicationId: f.application.id,
        recruiterId: f.recruiter.id,
        type: 'video',
        durationMinutes: 45,
        agenda: 'Systems design',
        recruiterTimezone: 'Europe/Berlin',
      })
      .returning();
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    const [interview] = await db
      .insert(interviews)
      .values({
        applicationId: f.application.id,
        recruiterId: f.recruiter.id,
        type: 'video',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        recruiterTimezone: 'Europe/Berlin',
        talentTimezone: 'America/New_York',
      })
      .returning();
    const reject = await f.recruiterClient.post(`/recruiter/api/applications/${f.application.id}/status`, {
      status: 'rejected',
      reason: 'role_filled',
    });
    expect(reject.statusCode).toBe(200);
    const [req] = await db.select().from(interviewRequests).where(eq(interviewRequests.id, request!.id));
    const [iv] = await db.select().from(interviews).where(eq(interviews.id, interview!.id));
    expect(req!.status).toBe('cancelled');
    expect(iv).toMatchObject({ status: 'cancelled', cancelledBy: 'recruiter' });
  });
});
