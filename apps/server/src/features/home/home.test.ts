import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@talent/contract/applications';
import { HomeResponseSchema } from '@talent/contract/home';
import type { OfferTerms } from '@talent/contract/offers';
import { createInvitation, createJob, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { applications } from '../../db/schema/applications.schema.ts';
import { interviewRequests, interviewSlots, interviews, offers } from '../../db/schema/pipeline.schema.ts';
import { canonicalTermsHash } from '../offers/terms-hash.ts';
import { recordEvent } from '../pipeline/pipeline.repository.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { useTestApp } from '../../test/harness.ts';

const t = useTestApp();
const HOME = '/talent/api/home';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Date.now() + ms);

type Fixture = Awaited<ReturnType<typeof pipelineFixture>>;

/** Another application of the fixture's candidate, to a new job of the same company, moved by `by` at `changedAt`. */
async function anotherApplication(
  f: Fixture,
  status: ApplicationStatus,
  changedAt: Date,
  by: 'talent' | 'recruiter',
  title: string,
) {
  const db = t.database.db;
  const job = await createJob(db, { company: f.company, recruiterId: f.recruiter.id, title });
  const [row] = await db
    .insert(applications)
    .values({
      userId: f.talent.id,
      jobId: job.id,
      status,
      submittedAt: new Date(changedAt.getTime() - DAY),
      statusChangedAt: changedAt,
      firstResponseAt: changedAt,
    })
    .returning();
  await recordEvent(db, {
    applicationId: row!.id,
    type: status === 'withdrawn' ? 'withdrawn' : 'status_changed',
    fromStatus: 'submitted',
    toStatus: status,
    actor:
      by === 'talent'
        ? { kind: 'talent', userId: f.talent.id, name: f.talent.name }
        : { kind: 'recruiter', userId: f.recruiterUser.id, name: f.recruiterUser.name },
    summary: by === 'talent' ? 'You withdrew' : `${f.recruiterUser.name} moved your application`,
    at: changedAt,
  });
  return row!;
}

/** Everything the dashboard shows, written straight into the pipeline tables for one candidate. */
async function seededCandidate() {
  const db = t.database.db;
  const f = await pipelineFixture(t, { status: 'interviewing', submittedAt: at(-10 * DAY) });
  // The fixture's application moved to interviewing by the recruiter two days ago.
  await recordEvent(db, {
    applicationId: f.application.id,
    type: 'status_changed',
    fromStatus: 'in_review',
    toStatus: 'interviewing',
    actor: { kind: 'recruiter', userId: f.recruiterUser.id, name: f.recruiterUser.name },
    summary: `${f.recruiterUser.name} moved your application to interviewing`,
    at: at(-2 * DAY),
  });
  await db
    .update(applications)
    .set({ statusChangedAt: at(-2 * DAY) })
    .where(eq(applications.id, f.application.id));

  const [interview] = await db
    .insert(interviews)
    .values({
      applicationId: f.application.id,
      recruiterId: f.recruiter.id,
      type: 'video',
      startsAt: at(DAY),
      endsAt: at(DAY + HOUR),
      agenda: 'System design',
      joinUrl: 'https://meet.jit.si/borderless-home-test',
      recruiterTimezone: 'Europe/Berlin',
      talentTimezone: 'America/New_York',
    })
    .returning();
  // A later one: the dashboard shows only the soonest.
  await db.insert(interviews).values({
    applicationId: f.application.id,
    recruiterId: f.recruiter.id,
    type: 'phone',
    startsAt: at(5 * DAY),
    endsAt: at(5 * DAY + HOUR),
    recruiterTimezone: 'Europe/Berlin',
    talentTimezone: 'America/New_York',
  });

  const reviewed = await anotherApplication(f, 'in_review', at(-20 * DAY), 'recruiter', 'Data Engineer');
  const [request] = await db
    .insert(interviewRequests)
    .values({
      applicationId: reviewed.id,
      recruiterId: f.recruiter.id,
      type: 'video',
      durationMinutes: 45,
      agenda: 'Meet the team',
      recruiterTimezone: 'Europe/Berlin',
    })
    .returning();
  await db
    .insert(interviewSlots)
    .values({ requestId: request!.id, startsAt: at(3 * DAY), proposedBy: 'recruiter' });

  const offered = await anotherApplication(f, 'offer', at(-DAY), 'recruiter', 'Staff Engineer');
  const terms: OfferTerms = {
    title: 'Staff Engineer',
    engagement_type: 'full_time',
    pay: { amount: 120_000, currency: 'EUR', period: 'year' },
    start_date: '2027-02-01',
    benefits: ['Remote budget'],
    terms: 'Standard terms.',
    expires_at: at(5 * DAY).toISOString(),
  };
  const [offer] = await db
    .insert(offers)
    .values({
      applicationId: offered.id,
      recruiterId: f.recruiter.id,
      title: terms.title,
      engagementType: terms.engagement_type,
      payAmount: terms.pay.amount,
      payCurrency: terms.pay.currency,
      payPeriod: terms.pay.period,
      startDate: terms.start_date,
      benefits: terms.benefits,
      terms: terms.terms,
      expiresAt: new Date(terms.expires_at),
      termsHash: canonicalTermsHash(terms),
    })
    .returning();

  // Withdrawn by the candidate yesterday: it moved, but not by someone else.
  const withdrawn = await anotherApplication(f, 'withdrawn', at(-DAY), 'talent', 'Frontend Engineer');
  const invitation = await createInvitation(db, f.talent.id, { createdAt: at(-HOUR) });
  return { f, interview: interview!, request: request!, offer: offer!, offered, withdrawn, invitation };
}

describe('GET /talent/api/home', () => {
  it('answers every section of the dashboard in one request', async () => {
    const s = await seededCandidate();
    const response = await s.f.talentClient.get(HOME);
    expect(response.statusCode, response.body).toBe(200);
    const home = HomeResponseSchema.parse(response.json()).data;

    expect(home.invitations.total).toBe(1);
    expect(home.invitations.data.map((i) => i.id)).toEqual([s.invitation.id]);

    // Moved by the recruiter in the last 14 days, latest first; the candidate's own withdrawal and the move 20 days
    // ago are not listed.
    expect(home.moved_applications.data.map((a) => a.id)).toEqual([s.offered.id, s.f.application.id]);
    expect(home.moved_applications.total).toBe(2);
    expect(home.moved_applications.data[1]!.moved_by).toEqual({
      kind: 'recruiter',
      name: s.f.recruiterUser.name,
    });

    expect(home.profile.completeness.percent).toBeGreaterThanOrEqual(0);
    expect(home.profile.identity_status).toBe('not_started');
    expect(home.profile.identity_rejection).toBeNull();
    expect(home.profile.onboarding.completed_at).toBeNull();
    expect(Array.isArray(home.recommended_jobs)).toBe(true);
    expect(home.recommended_jobs.length).toBeLessThanOrEqual(4);
    expect(home.timezone).toBe('America/New_York');

    // The sections the interviews and offers services fill.
    expect(home.next_interview?.id).toBe(s.interview.id);
    expect(home.next_interview?.join_url).toBe('https://meet.jit.si/borderless-home-test');

    expect(home.interview_requests.total).toBe(1);
    expect(home.interview_requests.data.map((r) => r.id)).toEqual([s.request.id]);

    expect(home.offers.total).toBe(1);
    expect(home.offers.data.map((o) => o.id)).toEqual([s.offer.id]);
    expect(home.offers.data[0]!.status).toBe('pending');
  });

  it('names the accepted offer that starts next (today counts, a job already started does not)', async () => {
    const db = t.database.db;
    const f = await pipelineFixture(t, { status: 'in_review' });
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const acceptedOffer = async (title: string, startDate: string) => {
      const hired = await anotherApplication(f, 'hired', at(-DAY), 'recruiter', title);
      const terms: OfferTerms = {
        title,
        engagement_type: 'full_time',
        pay: { amount: 90_000, currency: 'EUR', period: 'year' },
        start_date: startDate,
        benefits: [],
        terms: 'Standard terms.',
        expires_at: at(-DAY).toISOString(),
      };
      const [row] = await db
        .insert(offers)
        .values({
          applicationId: hired.id,
          recruiterId: f.recruiter.id,
          title,
          engagementType: terms.engagement_type,
          payAmount: terms.pay.amount,
          payCurrency: terms.pay.currency,
          payPeriod: terms.pay.period,
          startDate,
          benefits: [],
          terms: terms.terms,
          expiresAt: new Date(terms.expires_at),
          termsHash: canonicalTermsHash(terms),
          status: 'accepted',
          signedName: f.talent.name,
          signedAt: at(-DAY),
          signedTermsHash: canonicalTermsHash(terms),
        })
        .returning();
      return row!;
    };
    const read = async () => HomeResponseSchema.parse((await f.talentClient.get(HOME)).json()).data;
    expect((await read()).starting).toBeNull();

    await acceptedOffer('Started Engineer', day(Date.now() - 30 * DAY));
    expect((await read()).starting).toBeNull();
    const later = await acceptedOffer('Later Engineer', day(Date.now() + 40 * DAY));
    const sooner = await acceptedOffer('Sooner Engineer', day(Date.now() + 10 * DAY));
    const home = await read();
    expect(home.starting).toMatchObject({ id: sooner.id, status: 'accepted', title: 'Sooner Engineer' });
    expect(later.id).not.toBe(sooner.id);
    // Starting today where the candidate lives still counts.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: home.timezone }).format(new Date());
    const first = await acceptedOffer('First-day Engineer', today);
    expect((await read()).starting?.id).toBe(first.id);

    const other = await pipelineFixture(t);
    expect(HomeResponseSchema.parse((await other.talentClient.get(HOME)).json()).data.starting).toBeNull();
  });

  it("never shows another candidate's interviews, requests, offers, invitations or applications", async () => {
    const s = await seededCandidate();
    const other = await pipelineFixture(t, { status: 'in_review' });
    const home = HomeResponseSchema.parse((await other.talentClient.get(HOME)).json()).data;
    expect(home.next_interview).toBeNull();
    expect(home.interview_requests).toEqual({ data: [], total: 0 });
    expect(home.offers).toEqual({ data: [], total: 0 });
    expect(home.invitations).toEqual({ data: [], total: 0 });
    const ids = home.moved_applications.data.map((a) => a.id);
    expect(ids).not.toContain(s.f.application.id);
    expect(ids).not.toContain(s.offered.id);
    expect(JSON.stringify(home)).not.toContain(s.f.talent.id);
  });

  it('refuses guests (401) and unverified accounts (403)', async () => {
    expect((await t.client().get(HOME)).statusCode).toBe(401);
    const unverified = await t.createUser({ verified: false });
    const client = t.client();
    await client.login(unverified.email, DEFAULT_TEST_PASSWORD);
    expect((await client.get(HOME)).statusCode).toBe(403);
  });
});
