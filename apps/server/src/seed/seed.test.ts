import { and, asc, count, countDistinct, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from './factories.ts';
import { applications, jobInvitations } from '../db/schema/applications.schema.ts';
import { users } from '../db/schema/auth.schema.ts';
import { conversations, messages } from '../db/schema/chat.schema.ts';
import { eliteApplications } from '../db/schema/elite.schema.ts';
import { companies, jobs, recruiters, skills } from '../db/schema/jobs.schema.ts';
import { applicationEvents, interviewRequests, interviews, offers } from '../db/schema/pipeline.schema.ts';
import { talentProfiles, talentSkills } from '../db/schema/profile.schema.ts';
import { canonicalTermsHash } from '../features/offers/terms-hash.ts';
import { DEFAULT_SEED_JOBS, DEMO_ACCOUNTS, seed, userCount } from './seed.ts';
import { ELITE_SEEDED_TALENTS } from './seed-elite.ts';
import { TEST_APP_KEY, useTestApp } from '../test/harness.ts';

const t = useTestApp();

describe('seed', () => {
  it('creates the demo accounts and jobs, deterministically, and they can log in', async () => {
    const first = await seed(t.database.db, { jobs: 40 });
    // Ten people, the elite candidates, the demo recruiter login, and one account per recruiter on the demo
    // talent's invitations.
    const recruiterAccounts = await t.database.db.$count(users, eq(users.role, 'recruiter'));
    expect(recruiterAccounts).toBeGreaterThanOrEqual(2);
    expect(first).toEqual({ seeded: true, users: 10 + ELITE_SEEDED_TALENTS + recruiterAccounts, jobs: 40 });
    const names = (await t.database.db.select({ name: users.name }).from(users)).map((u) => u.name).sort();
    const titles = (await t.database.db.select({ title: jobs.title }).from(jobs)).map((j) => j.title).sort();
    const invited = await invitationsOfDemo();
    expect(invited).toHaveLength(4);
    const chats = await seededConversations();
    expect(chats).toHaveLength(6);
    // The elite programme: everyone seeded applied but the demo talent, who starts fresh.
    const elite = await t.database.db
      .select({ status: eliteApplications.status, email: users.email })
      .from(eliteApplications)
      .innerJoin(users, eq(users.id, eliteApplications.userId));
    expect(elite).toHaveLength(ELITE_SEEDED_TALENTS);
    expect(elite.filter((a) => a.status === 'submitted')).toHaveLength(3);
    expect(elite.map((a) => a.email)).not.toContain(DEMO_ACCOUNTS.talent.email);

    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const client = t.client();
      expect((await client.login(account.email, account.password)).statusCode).toBe(200);
      const me = (await client.get('/api/user')).json();
      expect(me.email_verified_at).not.toBeNull();
      const role = Object.entries(DEMO_ACCOUNTS).find(([, a]) => a === account)![0];
      expect(me.role).toBe(role);
    }

    // Same seed, same people and jobs.
    await t.database.db.delete(users);
    await t.database.db.delete(companies);
    await seed(t.database.db, { jobs: 40 });
    expect((await t.database.db.select({ name: users.name }).from(users)).map((u) => u.name).sort()).toEqual(
      names,
    );
    expect((await t.database.db.select({ title: jobs.title }).from(jobs)).map((j) => j.title).sort()).toEqual(
      titles,
    );
    expect(await invitationsOfDemo()).toEqual(invited);
    expect(await seededConversations()).toEqual(chats);
  });

  it("signs the waiting elite candidates' papers as the app would: they open, masked, and their texts verify", async () => {
    await seed(t.database.db, { jobs: 20, appKey: TEST_APP_KEY });
    const client = t.client();
    expect((await client.login('elite13@talent.test', 'Borderless-Talent-2026')).statusCode).toBe(200);
    const state = await client.get('/talent/api/elite/compliance');
    expect(state.statusCode, state.body).toBe(200);
    const data = state.json().data;
    expect(data.status).toBe('signed');
    expect(data.details.tax_id_masked).toMatch(/^•••• \w{4}$/);
    expect(data.signed).toHaveLength(4);
    const documents = (await client.get('/talent/api/elite/compliance/documents')).json().data;
    expect(documents.documents.every((d: { signature: unknown }) => d.signature !== null)).toBe(true);
    const verified = await client.post('/talent/api/elite/compliance/verify', {
      text: documents.documents[0].text,
    });
    expect(verified.json().data.matches).toBe(true);
    // The seed records no PDFs: the first download makes one from the signed text, the next one reuses it.
    const url = documents.documents[0].signature.pdf_url as string;
    const pdf = await client.get(url);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await client.get(url)).rawPayload.equals(pdf.rawPayload)).toBe(true);
  });

  it('gives the demo talent three pending invitations (one with a salary, one expiring in two days) and one declined, to jobs they may take', async () => {
    await seed(t.database.db, { jobs: 60 });
    const rows = await t.database.db
      .select({ invitation: jobInvitations, job: jobs })
      .from(jobInvitations)
      .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
      .innerJoin(users, eq(users.id, jobInvitations.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.talent.email));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.job.id)).size).toBe(4);
    for (const { job, invitation } of rows) {
      expect(job.status).toBe('open');
      expect(job.eligibleAnywhere || job.eligibleCountries.includes('DE')).toBe(true);
      expect(invitation.recruiterId).toBe(job.recruiterId);
    }
    const pending = rows.filter((r) => r.invitation.status === 'pending').map((r) => r.invitation);
    expect(pending).toHaveLength(3);
    expect(pending.filter((i) => i.salaryMin !== null)).toHaveLength(1);
    const soon = pending.filter((i) => i.expiresAt.getTime() - Date.now() < 3 * 86_400_000);
    expect(soon).toHaveLength(1);
    expect(rows.filter((r) => r.invitation.status === 'declined')).toHaveLength(1);

    // Through the API: the badge counts the three.
    const client = t.client();
    await client.login(DEMO_ACCOUNTS.talent.email, DEMO_ACCOUNTS.talent.password);
    const list = (await client.get('/talent/api/jobs/invitations')).json();
    expect(list.meta.pending).toBe(3);
    expect(list.data).toHaveLength(4);
  });

  it('gives the recruiters the demo talent deals with demo accounts, and the demo talent a living inbox', async () => {
    await seed(t.database.db, { jobs: 60 });
    const db = t.database.db;
    const [demo] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.talent.email));
    const [human] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.recruiter.email));
    expect(human).toMatchObject({ role: 'recruiter', name: DEMO_ACCOUNTS.recruiter.name });
    expect(human!.emailVerifiedAt).not.toBeNull();

    // The human recruiter: linked, not a demo, with open jobs, and none of the invitations' (those answer by
    // themselves).
    const [linked] = await db.select().from(recruiters).where(eq(recruiters.userId, human!.id));
    expect(linked).toMatchObject({ isDemo: false, name: DEMO_ACCOUNTS.recruiter.name });
    expect(
      await db.$count(jobs, and(eq(jobs.recruiterId, linked!.id), eq(jobs.status, 'open'))),
    ).toBeGreaterThan(0);
    const invitations = await db.select().from(jobInvitations).where(eq(jobInvitations.userId, demo!.id));
    expect(invitations.map((i) => i.recruiterId)).not.toContain(linked!.id);

    // Every recruiter on an invitation is a demo with a verified recruiter account nobody knows the password of.
    for (const invitation of invitations) {
      const [row] = await db
        .select({ recruiter: recruiters, user: users })
        .from(recruiters)
        .innerJoin(users, eq(users.id, recruiters.userId))
        .where(eq(recruiters.id, invitation.recruiterId));
      expect(row?.recruiter.isDemo).toBe(true);
      expect(row?.user).toMatchObject({ role: 'recruiter', name: row!.recruiter.name });
      expect(row!.user.emailVerifiedAt).not.toBeNull();
      const client = t.client();
      for (const guess of [
        DEMO_ACCOUNTS.recruiter.password,
        DEMO_ACCOUNTS.talent.password,
        DEFAULT_TEST_PASSWORD,
      ])
        expect((await client.login(row!.user.email, guess)).statusCode).toBe(422);
    }

    // Every other recruiter is a demo too (applying anywhere shows the pipeline move): each with their own verified
    // recruiter account in a real zone, all sharing one unusable hash, mailing nobody.
    const staff = await db
      .select({ recruiter: recruiters, user: users })
      .from(recruiters)
      .leftJoin(users, eq(users.id, recruiters.userId));
    const demos = staff.filter((s) => s.recruiter.id !== linked!.id);
    expect(demos.length).toBeGreaterThan(invitations.length);
    for (const { recruiter, user } of demos) {
      expect(recruiter.isDemo, recruiter.name).toBe(true);
      expect(user).toMatchObject({ role: 'recruiter', name: recruiter.name });
      expect(user!.email).toMatch(/@recruiters\.talent\.test$/);
      expect(user!.emailVerifiedAt).not.toBeNull();
      expect(() => new Intl.DateTimeFormat('en', { timeZone: user!.timezone! })).not.toThrow();
      expect(user!.notificationPreferences?.application_update).toEqual({ in_app: true, email: false });
    }
    expect(new Set(demos.map((d) => d.user!.email)).size).toBe(demos.length);
    expect(new Set(demos.map((d) => d.user!.password)).size).toBe(1);

    // One conversation per invitation with the invitation's job and recruiter, plus the direct one with the demo
    // recruiter login; messages in the past, in order, from the two participants.
    const threads = (
      await db.select().from(conversations).where(eq(conversations.talentId, demo!.id))
    ).filter((c) => c.kind !== 'order');
    expect(threads).toHaveLength(5);
    for (const invitation of invitations) {
      expect(threads.find((c) => c.invitationId === invitation.id)).toMatchObject({
        kind: 'invitation',
        recruiterId: invitation.recruiterId,
        jobId: invitation.jobId,
      });
    }
    expect(threads.filter((c) => c.kind === 'direct').map((c) => c.recruiterId)).toEqual([linked!.id]);
    const unreadFor = async (c: typeof conversations.$inferSelect, side: 'talent' | 'recruiter') => {
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, c.id))
        .orderBy(asc(messages.createdAt));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.at(-1)!.createdAt).toEqual(c.lastMessageAt);
      expect(rows.at(-1)!.createdAt.getTime()).toBeLessThan(Date.now());
      const readUpTo = side === 'talent' ? c.talentReadUpTo : c.recruiterReadUpTo;
      return {
        rows,
        unread: rows.filter(
          (m) => (m.senderId === demo!.id) !== (side === 'talent') && (!readUpTo || m.createdAt > readUpTo),
        ).length,
      };
    };
    const summaries = await Promise.all(
      threads.map(async (c) => ({
        c,
        talent: await unreadFor(c, 'talent'),
        recruiter: await unreadFor(c, 'recruiter'),
      })),
    );
    for (const { talent } of summaries) for (const m of talent.rows) expect(m.isAutomated).toBe(false);
    // Two unread for the demo talent: an answer on an invitation and the demo recruiter login's first message.
    const unread = summaries.filter((s) => s.talent.unread > 0);
    expect(unread.map((s) => s.c.kind).sort()).toEqual(['direct', 'invitation']);
    // A recruiter question the talent has read and not answered yet (the demo recruiter answers their reply).
    const waiting = summaries.filter(
      (s) => s.talent.unread === 0 && s.talent.rows.length === 1 && s.talent.rows[0]!.body.endsWith('?'),
    );
    expect(waiting).toHaveLength(1);
    // The recruiters have read everything the demo talent wrote.
    expect(summaries.every((s) => s.recruiter.unread === 0)).toBe(true);

    // Through the chat API: the demo talent's inbox (two unread, demo recruiters marked), the recruiter login's
    // (the demo talent, and another seeded talent's unread reply), and the direct thread between the two logins.
    type Row = { id: string; kind: string; unread_count: number; other: { name: string; is_demo: boolean } };
    const talentClient = t.client();
    await talentClient.login(DEMO_ACCOUNTS.talent.email, DEMO_ACCOUNTS.talent.password);
    const everyThread = (await talentClient.get('/shared/api/conversations')).json().data as Row[];
    const inbox = everyThread.filter((c) => c.kind !== 'order');
    expect(inbox).toHaveLength(5);
    expect(inbox.filter((c) => c.unread_count > 0)).toHaveLength(2);
    expect((await talentClient.get('/shared/api/conversations/unread-count')).json().unread_count).toBe(
      everyThread.filter((c) => c.unread_count > 0).length,
    );
    expect(inbox.filter((c) => c.kind === 'invitation').every((c) => c.other.is_demo)).toBe(true);
    const direct = inbox.find((c) => c.kind === 'direct')!;
    expect(direct.other).toMatchObject({ name: DEMO_ACCOUNTS.recruiter.name, is_demo: false });
    expect(direct.unread_count).toBe(1);

    const recruiterClient = t.client();
    expect(
      (await recruiterClient.login(DEMO_ACCOUNTS.recruiter.email, DEMO_ACCOUNTS.recruiter.password))
        .statusCode,
    ).toBe(200);
    expect((await recruiterClient.get('/api/user')).json().role).toBe('recruiter');
    const recruitersThreads = (await recruiterClient.get('/shared/api/conversations')).json().data as Row[];
    const recruiterInbox = recruitersThreads.filter((c) => c.kind !== 'order');
    expect(recruiterInbox.map((c) => c.other.name)).toContain(DEMO_ACCOUNTS.talent.name);
    expect(recruiterInbox).toHaveLength(2);
    expect(recruiterInbox.filter((c) => c.unread_count > 0)).toHaveLength(1);
    expect((await recruiterClient.get('/shared/api/conversations/unread-count')).json().unread_count).toBe(
      recruitersThreads.filter((c) => c.unread_count > 0).length,
    );
    const directMessages = (
      await recruiterClient.get(`/shared/api/conversations/${direct.id}/messages`)
    ).json();
    expect(directMessages.data).toHaveLength(1);
  });

  it('forced again, adds no account, conversation or message twice, and fills in what is missing', async () => {
    await seed(t.database.db, { jobs: 40 });
    const db = t.database.db;
    const before = {
      users: await userCount(db),
      chats: await seededConversations(),
      applications: await db.$count(applications),
      events: await db.$count(applicationEvents),
    };
    expect(before.applications).toBeGreaterThan(0);
    expect((await seed(db, { force: true, jobs: 0 })).users).toBe(0);
    expect(await userCount(db)).toBe(before.users);
    expect(await seededConversations()).toEqual(before.chats);
    expect(await db.$count(applications)).toBe(before.applications);
    expect(await db.$count(applicationEvents)).toBe(before.events);
    // A database seeded before chat existed: no conversations, no recruiter accounts.
    await db.delete(conversations);
    await db.update(recruiters).set({ userId: null, isDemo: false });
    await db.delete(users).where(eq(users.role, 'recruiter'));
    expect((await seed(db, { force: true, jobs: 0 })).users).toBe(before.users - 10 - ELITE_SEEDED_TALENTS);
    expect(await seededConversations()).toEqual(before.chats);
  });

  it("marks a few older open jobs elite-only, one the recruiter login's, none the demo talent meets or applied to", async () => {
    await seed(t.database.db, { jobs: 400 });
    const db = t.database.db;
    const elite = await db.select().from(jobs).where(eq(jobs.eliteOnly, true));
    expect(elite.length).toBeGreaterThanOrEqual(3);
    expect(elite.length).toBeLessThan((await db.$count(jobs, eq(jobs.status, 'open'))) / 20);
    expect(elite.every((j) => j.status === 'open')).toBe(true);
    const ids = new Set(elite.map((j) => j.id));
    const touched = [
      ...(await db.select({ jobId: applications.jobId }).from(applications)),
      ...(await db.select({ jobId: jobInvitations.jobId }).from(jobInvitations)),
    ].map((r) => r.jobId);
    expect(touched.filter((id) => ids.has(id))).toEqual([]);
    // The newest stay open to everyone: fresh accounts apply to those.
    const newest = await db.select({ id: jobs.id }).from(jobs).orderBy(desc(jobs.postedAt)).limit(50);
    expect(newest.filter((j) => ids.has(j.id))).toEqual([]);
    // Nothing the demo talent is recommended (a shared skill) is locked for them.
    const [demo] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.talent.email));
    const demoSkills = (
      await db
        .select({ slug: skills.slug })
        .from(talentSkills)
        .innerJoin(skills, eq(skills.id, talentSkills.skillId))
        .where(eq(talentSkills.userId, demo!.id))
    ).map((s) => s.slug);
    expect(demoSkills.length).toBeGreaterThan(0);
    expect(elite.filter((j) => j.skillSlugs.some((slug) => demoSkills.includes(slug)))).toEqual([]);
    const [human] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.recruiter.email));
    const [linked] = await db.select().from(recruiters).where(eq(recruiters.userId, human!.id));
    expect(elite.filter((j) => j.recruiterId === linked!.id)).toHaveLength(1);
    // Seeding again (forced) changes nothing.
    await seed(db, { force: true, jobs: 0 });
    expect(await db.$count(jobs, eq(jobs.eliteOnly, true))).toBe(elite.length);
  });

  it('gives the demo talent an application in every stage, with a timeline that tells it, and the recruiter login applicants', async () => {
    await seed(t.database.db, { jobs: 60 });
    const db = t.database.db;
    const client = t.client();
    await client.login(DEMO_ACCOUNTS.talent.email, DEMO_ACCOUNTS.talent.password);
    const list = (await client.get('/talent/api/applications')).json();
    type Row = {
      id: string;
      status: string;
      pending_interview_requests: number;
      upcoming_interviews: number;
      pending_offers: number;
      rejection: { reason: string; missing_skills: Array<{ learn_path: string }> } | null;
      response_promise: { state: string };
      next_step: { owner: string; text: string; path: string | null };
    };
    const apps = list.data as Row[];
    expect(apps.map((a) => a.status).sort()).toEqual(
      ['hired', 'in_review', 'interviewing', 'interviewing', 'offer', 'rejected', 'submitted'].sort(),
    );
    expect(list.meta.counts).toMatchObject({ interviewing: 2, offer: 1, hired: 1, rejected: 1 });
    expect(apps.filter((a) => a.pending_interview_requests === 1)).toHaveLength(1);
    expect(apps.filter((a) => a.upcoming_interviews === 1)).toHaveLength(1);
    const offered = apps.find((a) => a.status === 'offer')!;
    expect(offered).toMatchObject({
      pending_offers: 1,
      next_step: { owner: 'talent', text: 'Answer the offer' },
    });
    const rejected = apps.find((a) => a.status === 'rejected')!;
    expect(rejected.rejection!.reason).toBe('skills_gap');
    expect(rejected.rejection!.missing_skills.length).toBeGreaterThan(0);
    expect(rejected.rejection!.missing_skills[0]!.learn_path).toMatch(/^\/skill-center\//);
    expect(apps.find((a) => a.status === 'submitted')!.response_promise.state).toBe('missed');

    // Every timeline starts with the submit, runs in order, and its last move lands on the application's state.
    for (const app of apps) {
      const detail = (await client.get(`/talent/api/applications/${app.id}`)).json().data;
      const timeline = detail.timeline as Array<{
        type: string;
        to_status: string | null;
        created_at: string;
      }>;
      expect(timeline[0]!.type).toBe('submitted');
      const times = timeline.map((e) => e.created_at);
      expect([...times].sort()).toEqual(times);
      const moves = timeline.filter((e) => e.to_status);
      expect(moves.at(-1)!.to_status, app.status).toBe(app.status);
      for (const e of timeline) expect(Date.parse(e.created_at)).toBeLessThanOrEqual(Date.now());
    }
    // The offers are signed over their real terms; the accepted one carries its signature.
    for (const offer of await db.select().from(offers)) {
      expect(offer.termsHash).toBe(
        canonicalTermsHash({
          title: offer.title,
          engagement_type: offer.engagementType,
          pay: { amount: offer.payAmount, currency: offer.payCurrency, period: offer.payPeriod },
          start_date: offer.startDate,
          benefits: offer.benefits,
          terms: offer.terms,
          expires_at: offer.expiresAt.toISOString(),
        }),
      );
      if (offer.status === 'accepted') expect(offer.signedTermsHash).toBe(offer.termsHash);
    }
    expect(await db.$count(interviewRequests, eq(interviewRequests.status, 'pending'))).toBeGreaterThan(0);
    expect(await db.$count(interviews, eq(interviews.status, 'scheduled'))).toBeGreaterThan(0);

    // The recruiter login's jobs have applicants from the seeded talents, in several states.
    const [human] = await db
      .select({ recruiter: recruiters })
      .from(recruiters)
      .innerJoin(users, eq(users.id, recruiters.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.recruiter.email));
    const applicants = await db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(jobs.recruiterId, human!.recruiter.id));
    expect(applicants.length).toBeGreaterThanOrEqual(5);
    expect(new Set(applicants.map((a) => a.status)).size).toBeGreaterThanOrEqual(4);

    // Each applicant is a whole person on the console: a real name, where they live, what they do.
    const recruiter = t.client();
    await recruiter.login(DEMO_ACCOUNTS.recruiter.email, DEMO_ACCOUNTS.recruiter.password);
    const names = new Set<string>();
    for (const { id } of applicants) {
      const res = await recruiter.get(`/recruiter/api/applications/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      const { talent, profile } = res.json().data;
      names.add(talent.name);
      expect(talent.country).toMatch(/^[A-Z]{2}$/);
      expect(profile.headline.length).toBeGreaterThan(20);
      expect(profile.bio.length).toBeGreaterThan(80);
      expect(profile.city).not.toBe('');
      expect(profile.skills.length).toBeGreaterThanOrEqual(3);
      expect(profile.experience.length).toBeGreaterThanOrEqual(1);
    }
    expect(names.size).toBe(applicants.length);
  });

  it("measures every recruiter's median first response from the seeded applications, and none without one", async () => {
    await seed(t.database.db, { jobs: 60 });
    const db = t.database.db;
    const staff = await db.select().from(recruiters);
    const answered = await db
      .select({
        recruiterId: jobs.recruiterId,
        submittedAt: applications.submittedAt,
        firstResponseAt: applications.firstResponseAt,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId));
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    };
    let measured = 0;
    for (const recruiter of staff) {
      const hours = answered
        .filter((a) => a.recruiterId === recruiter.id && a.firstResponseAt)
        .map((a) => (a.firstResponseAt!.getTime() - a.submittedAt.getTime()) / 3_600_000);
      expect(recruiter.medianResponseHours, recruiter.name).toBe(
        hours.length ? Math.round(median(hours)) : null,
      );
      if (hours.length) measured++;
    }
    // The recruiter login and the demo talent's recruiters have answered; most listing recruiters have no data.
    expect(measured).toBeGreaterThanOrEqual(2);
    expect(staff.filter((r) => r.medianResponseHours === null).length).toBeGreaterThan(measured);
    const [human] = await db
      .select({ median: recruiters.medianResponseHours })
      .from(recruiters)
      .innerJoin(users, eq(users.id, recruiters.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.recruiter.email));
    expect(human!.median).not.toBeNull();

    // Through the job page: a recruiter without answers has no measured time. Only a listed job has a page, and
    // seeded expiry dates are relative to the seed run, so pick one that is open now.
    const [job] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .innerJoin(recruiters, eq(recruiters.id, jobs.recruiterId))
      .where(
        and(
          isNull(recruiters.medianResponseHours),
          eq(jobs.status, 'open'),
          or(isNull(jobs.expiresAt), gt(jobs.expiresAt, new Date())),
        ),
      )
      .orderBy(asc(jobs.id))
      .limit(1);
    const client = t.client();
    await client.login(DEMO_ACCOUNTS.talent.email, DEMO_ACCOUNTS.talent.password);
    const page = (await client.get(`/talent/api/jobs/${job!.id}`)).json();
    expect(page.data.recruiter.median_response_hours).toBeNull();
  });

  it('never runs against a database that already holds users, unless forced', async () => {
    await t.createUser({ email: 'real@example.com', password: DEFAULT_TEST_PASSWORD });
    expect(await seed(t.database.db, { jobs: 0 })).toEqual({ seeded: false, users: 0, jobs: 0 });
    expect(await userCount(t.database.db)).toBe(1);
    expect((await seed(t.database.db, { force: true, jobs: 0 })).seeded).toBe(true);
    expect(await userCount(t.database.db)).toBe(11 + ELITE_SEEDED_TALENTS);
    // Forcing again adds nobody twice.
    expect((await seed(t.database.db, { force: true, jobs: 0 })).users).toBe(0);
  });

  it('by default makes 2,000 jobs from 200 companies in 60+ countries, and a profile for the demo talent', async () => {
    const started = Date.now();
    expect((await seed(t.database.db)).jobs).toBe(DEFAULT_SEED_JOBS);
    // The first `npm start` runs this on PGlite; it must stay quick.
    expect(Date.now() - started).toBeLessThan(20_000);
    const [stats] = await t.database.db
      .select({
        jobs: count(),
        companies: countDistinct(jobs.companyId),
        countries: countDistinct(jobs.officeCountry),
      })
      .from(jobs);
    expect(stats).toMatchObject({ jobs: 2000, companies: 200 });
    expect(stats!.countries).toBeGreaterThanOrEqual(60);
    const [profile] = await t.database.db
      .select({ profile: talentProfiles })
      .from(talentProfiles)
      .innerJoin(users, eq(users.id, talentProfiles.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.talent.email));
    expect(profile!.profile).toMatchObject({ country: 'DE', timezone: 'Europe/Berlin', seniority: 'senior' });
    expect(await t.database.db.$count(talentSkills)).toBeGreaterThanOrEqual(5);
  });
});

/** Every conversation as (kind, job title, recruiter, message bodies), without times, for the determinism checks. */
async function seededConversations() {
  const threads = await t.database.db
    .select({ id: conversations.id, kind: conversations.kind, job: jobs.title, recruiter: recruiters.name })
    .from(conversations)
    .innerJoin(recruiters, eq(recruiters.id, conversations.recruiterId))
    .leftJoin(jobs, eq(jobs.id, conversations.jobId))
    // The marketplace orders' threads are their seed's (seed-marketplace-orders.test.ts).
    .where(ne(conversations.kind, 'order'));
  const out = await Promise.all(
    threads.map(async ({ id, ...thread }) => ({
      ...thread,
      bodies: (
        await t.database.db
          .select({ body: messages.body })
          .from(messages)
          .where(eq(messages.conversationId, id))
          .orderBy(asc(messages.createdAt))
      ).map((m) => m.body),
    })),
  );
  return out.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** The demo talent's invitations as (job title, status, message) in a stable order, for the determinism check. */
async function invitationsOfDemo() {
  return t.database.db
    .select({ title: jobs.title, status: jobInvitations.status, message: jobInvitations.message })
    .from(jobInvitations)
    .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
    .orderBy(asc(jobs.title), asc(jobInvitations.status));
}
