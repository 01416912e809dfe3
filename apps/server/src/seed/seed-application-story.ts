import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { eq, inArray } from 'drizzle-orm';
import type { ApplicationStatus } from '@talent/contract/applications';
import type { Db } from '../db/client.ts';
import { applications } from '../db/schema/applications.schema.ts';
import { users } from '../db/schema/auth.schema.ts';
import { recruiters, skills, type jobs } from '../db/schema/jobs.schema.ts';
import { interviewRequests, interviews, interviewSlots, offers } from '../db/schema/pipeline.schema.ts';
import { demoSlots } from '../features/applications/demo-pipeline.ts';
import { isValidTimeZone } from '../lib/time-zones.ts';
import { canonicalTermsHash } from '../features/offers/terms-hash.ts';
import { recordEvent, type ActorInput } from '../features/pipeline/pipeline.repository.ts';

/*
 * One demo application told as a story: the rows each stage leaves (request, slots, interview, offer) and a
 * timeline in order, written straight to the tables so the demo reads like real use from the first start.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Where an application's story stops. */
export type Story =
  | 'submitted'
  | 'promise_missed'
  | 'in_review'
  | 'assessment'
  | 'interview_requested'
  | 'interview_scheduled'
  | 'offer'
  | 'rejected'
  | 'hired';

type JobRow = typeof jobs.$inferSelect;
type RecruiterRow = typeof recruiters.$inferSelect;

export interface Candidate {
  id: string;
  name: string;
  timezone: string | null;
  skillSlugs: string[];
}

/** The instant of a wall-clock date and time in a zone. */
function at(date: string, time: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, min, zone).getTime());
}

/** A working day at least `days` ahead (or back, negative) of `now`, at `time` in the zone. */
function workingDay(now: Date, days: number, time: string, zone: string): Date {
  let day = addDays(new TZDate(now.getTime(), zone), days);
  while (day.getDay() === 0 || day.getDay() === 6) day = addDays(day, days < 0 ? -1 : 1);
  return at(format(day, 'yyyy-MM-dd'), time, zone);
}

export async function writeApplication(
  db: Db,
  { candidate, job, story, now }: { candidate: Candidate; job: JobRow; story: Story; now: Date },
): Promise<void> {
  const [staff] = await db
    .select({ recruiter: recruiters, timezone: users.timezone })
    .from(recruiters)
    .leftJoin(users, eq(users.id, recruiters.userId))
    .where(eq(recruiters.id, job.recruiterId));
  const recruiter: RecruiterRow = staff!.recruiter;
  const zone = isValidTimeZone(staff?.timezone)
    ? staff.timezone
    : isValidTimeZone(job.timezone)
      ? job.timezone
      : 'UTC';
  const talentZone = isValidTimeZone(candidate.timezone) ? candidate.timezone : zone;
  const who = recruiter.name;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * HOUR);
  const talent: ActorInput = { kind: 'talent', userId: candidate.id, name: candidate.name };
  const staffActor: ActorInput = { kind: 'recruiter', userId: recruiter.userId, name: who };

  // When each step happened, days ago (the story's start first).
  const plan: Record<Story, number> = {
    submitted: 1,
    promise_missed: job.responseDays + 2,
    in_review: 3,
    assessment: 6,
    interview_requested: 8,
    interview_scheduled: 12,
    offer: 25,
    rejected: 20,
    hired: 60,
  };
  const submittedAt = ago(plan[story], 5);
  const status: ApplicationStatus = (
    {
      submitted: 'submitted',
      promise_missed: 'submitted',
      in_review: 'in_review',
      assessment: 'assessment',
      interview_requested: 'interviewing',
      interview_scheduled: 'interviewing',
      offer: 'offer',
      rejected: 'rejected',
      hired: 'hired',
    } as const
  )[story];

  const [application] = await db
    .insert(applications)
    .values({
      userId: candidate.id,
      jobId: job.id,
      status: 'submitted',
      source: 'direct',
      coverNote:
        `Hello ${who.split(' ')[0]}, I would love to bring my experience to ${job.title} at ${job.companyName}. ` +
        'I have shipped similar products in remote teams and enjoy owning features end to end.',
      submittedAt,
      statusChangedAt: submittedAt,
      updatedAt: submittedAt,
    })
    .returning();
  const id = application!.id;
  await recordEvent(db, {
    applicationId: id,
    type: 'submitted',
    toStatus: 'submitted',
    actor: talent,
    summary: 'You applied',
    at: submittedAt,
  });

  let current: ApplicationStatus = 'submitted';
  let firstResponseAt: Date | null = null;
  let statusChangedAt = submittedAt;
  const extra: Partial<typeof applications.$inferInsert> = {};
  const move = async (
    to: ApplicationStatus,
    when: Date,
    event: {
      type?: Parameters<typeof recordEvent>[1]['type'];
      summary: string;
      note?: string;
      actor?: ActorInput;
      interviewRequestId?: string;
      interviewId?: string;
      offerId?: string;
    },
  ) => {
    const actor = event.actor ?? staffActor;
    await recordEvent(db, {
      applicationId: id,
      type: event.type ?? (to === 'rejected' ? 'rejected' : 'status_changed'),
      fromStatus: current,
      toStatus: to,
      actor,
      summary: event.summary,
      note: event.note ?? null,
      interviewRequestId: event.interviewRequestId ?? null,
      interviewId: event.interviewId ?? null,
      offerId: event.offerId ?? null,
      at: when,
    });
    if (actor.kind === 'recruiter' && !firstResponseAt) firstResponseAt = when;
    current = to;
    statusChangedAt = when;
  };
  if (story === 'promise_missed') {
    const missedAt = new Date(submittedAt.getTime() + job.responseDays * DAY);
    extra.promiseMissedAt = missedAt;
    await recordEvent(db, {
      applicationId: id,
      type: 'promise_missed',
      actor: { kind: 'system', userId: null, name: 'Borderless' },
      summary: `${who} did not respond within the promised ${job.responseDays} days`,
      at: missedAt,
    });
  }

  const reviewDays = plan[story] - 1;
  if (story !== 'submitted' && story !== 'promise_missed') {
    await move('in_review', ago(reviewDays, 2), {
      summary: `${who} moved your application to review`,
      note: `Thanks for applying! Your experience looks relevant for ${job.title}; I am reading it now.`,
    });
  }
  if (story === 'assessment') {
    await move('assessment', ago(3), {
      summary: `${who} moved your application to the assessment`,
      note: 'Next is a short take-home exercise (about three hours). I will send the brief in the chat; take the time you need this week.',
    });
  }
  if (story === 'rejected') {
    const missing = job.skillSlugs.filter((s) => !candidate.skillSlugs.includes(s)).slice(0, 2);
    const slugs = missing.length > 0 ? missing : ['kubernetes', 'terraform'];
    const named = await db
      .select({ slug: skills.slug, name: skills.name })
      .from(skills)
      .where(inArray(skills.slug, slugs));
    extra.rejectionReason = 'skills_gap';
    extra.rejectionNote =
      'Thank you for your time. The team needs someone who already works with these day to day; we would be glad to hear from you again once you have.';
    extra.missingSkills = slugs
      .map((slug) => named.find((s) => s.slug === slug))
      .filter((s): s is { slug: string; name: string } => !!s);
    await move('rejected', ago(15), {
      summary: `${who} decided not to move forward`,
      note: extra.rejectionNote,
    });
  }

  const interviewers = [{ name: who, title: recruiter.title }];
  const agenda =
    `Intro call for ${job.title}: ten minutes about you, twenty about a project you are proud of, fifteen for ` +
    'your questions about the team.';
  const prepNotes =
    '- Pick one project and be ready to walk through a decision you made in it\n- Have questions ready about how the team works';
  const meetingUrl = `https://meet.jit.si/borderless-${id.slice(0, 8)}`;

  const requestAndSlots = async (
    requestedAt: Date,
    slotTimes: Date[],
    requestStatus: 'pending' | 'accepted',
    respondedAt: Date | null,
  ) => {
    const [request] = await db
      .insert(interviewRequests)
      .values({
        applicationId: id,
        recruiterId: recruiter.id,
        createdByUserId: recruiter.userId,
        type: 'video',
        durationMinutes: 45,
        interviewers,
        agenda,
        prepNotes,
        meetingUrl,
        recruiterTimezone: zone,
        status: requestStatus,
        respondedAt,
        createdAt: requestedAt,
        updatedAt: respondedAt ?? requestedAt,
      })
      .returning();
    const slots = await db
      .insert(interviewSlots)
      .values(
        slotTimes.map((startsAt) => ({
          requestId: request!.id,
          startsAt,
          proposedBy: 'recruiter' as const,
          createdAt: requestedAt,
        })),
      )
      .returning();
    await move('interviewing', requestedAt, {
      type: 'interview_requested',
      summary: `${who} invited you to an interview`,
      interviewRequestId: request!.id,
    });
    return { request: request!, slots };
  };

  const scheduled = async (
    requestedDaysAgo: number,
    startsAt: Date,
    pickedAt: Date,
    interviewStatus: 'scheduled' | 'completed',
  ) => {
    const requestedAt = ago(requestedDaysAgo);
    const { request } = await requestAndSlots(
      requestedAt,
      [startsAt, new Date(startsAt.getTime() + DAY), new Date(startsAt.getTime() + 2 * DAY)],
      'accepted',
      pickedAt,
    );
    const [interview] = await db
      .insert(interviews)
      .values({
        applicationId: id,
        requestId: request.id,
        recruiterId: recruiter.id,
        type: 'video',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        interviewers,
        agenda,
        prepNotes,
        joinUrl: meetingUrl,
        recruiterTimezone: zone,
        talentTimezone: talentZone,
        status: interviewStatus,
        ...(interviewStatus === 'completed'
          ? {
              outcome: 'passed' as const,
              feedback:
                'Great conversation: clear thinking about trade-offs and a good sense of the product. We would like to move forward.',
              privateNotes: 'Strong on architecture; check salary expectations.',
            }
          : {}),
        createdAt: pickedAt,
        updatedAt: pickedAt,
      })
      .returning();
    await recordEvent(db, {
      applicationId: id,
      type: 'interview_scheduled',
      actor: talent,
      summary: 'You picked a time: the interview is scheduled',
      interviewRequestId: request.id,
      interviewId: interview!.id,
      at: pickedAt,
    });
    if (interviewStatus === 'completed') {
      const done = new Date(startsAt.getTime() + 3 * HOUR);
      await recordEvent(db, {
        applicationId: id,
        type: 'interview_completed',
        actor: staffActor,
        summary: `${who} recorded the interview: passed`,
        note: interview!.feedback,
        interviewId: interview!.id,
        at: done,
      });
    }
    return interview!;
  };

  if (story === 'interview_requested') {
    const slots = demoSlots(now, zone).map((s) => at(s.date, s.time, zone));
    await requestAndSlots(ago(1, 3), slots, 'pending', null);
  }
  if (story === 'interview_scheduled') {
    await scheduled(7, workingDay(now, 2, '15:00', zone), ago(6), 'scheduled');
  }

  if (story === 'offer' || story === 'hired') {
    const past = story === 'offer' ? 16 : 50;
    await scheduled(past + 4, workingDay(now, -past, '11:00', zone), ago(past + 3), 'completed');
    const sentAt = story === 'offer' ? ago(2) : ago(40);
    const expiresAt = story === 'offer' ? new Date(now.getTime() + 5 * DAY) : ago(33);
    const startDate = format(addDays(sentAt, 42), 'yyyy-MM-dd');
    const pay =
      job.salaryMax && job.salaryCurrency && job.salaryPeriod
        ? { amount: job.salaryMax, currency: job.salaryCurrency, period: job.salaryPeriod }
        : { amount: 90_000, currency: 'EUR', period: 'year' as const };
    const terms = {
      title: job.title,
      engagement_type: job.employmentType,
      pay,
      start_date: startDate,
      benefits: job.benefits.slice(0, 4),
      terms:
        '**Probation**: three months, one week notice either side.\n\n' +
        '**Equipment**: a laptop of your choice and a yearly home-office budget.\n\n' +
        'The full contract follows once you accept.',
      expires_at: expiresAt.toISOString(),
    };
    const termsHash = canonicalTermsHash(terms);
    const accepted = story === 'hired' ? ago(38) : null;
    const [offer] = await db
      .insert(offers)
      .values({
        applicationId: id,
        recruiterId: recruiter.id,
        createdByUserId: recruiter.userId,
        title: terms.title,
        engagementType: terms.engagement_type,
        payAmount: pay.amount,
        payCurrency: pay.currency,
        payPeriod: pay.period,
        startDate,
        benefits: terms.benefits,
        terms: terms.terms,
        expiresAt,
        status: accepted ? 'accepted' : 'pending',
        termsHash,
        ...(accepted
          ? {
              signedName: candidate.name,
              signedAt: accepted,
              signedIp: '203.0.113.7',
              signedUserAgent: 'Mozilla/5.0 (seeded)',
              signedTermsHash: termsHash,
              respondedAt: accepted,
            }
          : {}),
        createdAt: sentAt,
        updatedAt: accepted ?? sentAt,
      })
      .returning();
    await move('offer', sentAt, {
      type: 'offer_sent',
      summary: `${who} sent you an offer`,
      note: 'We are delighted to offer you the role. Take a look and ask me anything.',
      offerId: offer!.id,
    });
    if (accepted) {
      await move('hired', accepted, {
        type: 'offer_accepted',
        summary: 'You accepted the offer',
        actor: talent,
        offerId: offer!.id,
      });
    }
  }

  if (current !== status) throw new Error(`seed pipeline: ${story} ended at ${current}, not ${status}`);
  await db
    .update(applications)
    .set({ ...extra, status: current, statusChangedAt, firstResponseAt, updatedAt: statusChangedAt })
    .where(eq(applications.id, id));
}
