import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CreateInterviewRequestSchema } from '@talent/contract/interviews';
import type { LocalSlot } from '@talent/contract/pipeline-common';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InterviewsService } from '../interviews/interviews.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { talentApplicationUrl } from '../pipeline/pipeline-links.ts';
import { pipelineTransition } from '../pipeline/pipeline-transition.ts';
import type { PipelineNotifier } from '../pipeline/pipeline-notifier.ts';
import type { RecruiterViewer } from '../pipeline/viewer.ts';
import {
  applicationState,
  jobRecruiters,
  unansweredDemoApplications,
  type JobRecruiterRow,
} from './applications.repository.ts';
import { isValidTimeZone } from '../../lib/time-zones.ts';

export const DEFAULT_DEMO_PIPELINE_DELAY_MS = 20_000;
/** How far back `resume` looks for applications a demo recruiter has not reached (a restart mid-demo). */
export const DEMO_RESUME_WINDOW_MS = 24 * 3_600_000;

/** The friendly note of the demo recruiter's first move, plain about being automatic. */
export function demoReviewNote(recruiterName: string, jobTitle: string): string {
  const first = recruiterName.split(' ')[0] || recruiterName;
  return (
    `Thanks for applying to ${jobTitle}! I am reading your application now and will come back to you with the ` +
    `next step shortly. — ${first} (an automatic move by a demo recruiter account, so you can see the pipeline work)`
  );
}

/**
 * Three interview times on the next working days (Monday to Friday) in the recruiter's zone: the first at 10:00,
 * the second at 14:00, the third at 16:00, each on its own day.
 */
export function demoSlots(now: Date, zone: string): LocalSlot[] {
  const times = ['10:00', '14:00', '16:00'];
  const slots: LocalSlot[] = [];
  let day = new TZDate(now.getTime(), zone);
  while (slots.length < times.length) {
    day = addDays(day, 1);
    const weekday = day.getDay();
    if (weekday === 0 || weekday === 6) continue;
    slots.push({ date: format(day, 'yyyy-MM-dd'), time: times[slots.length]! });
  }
  return slots;
}

type InterviewRequestInput = z.output<typeof CreateInterviewRequestSchema>;

/**
 * A seeded demo recruiter (`recruiters.is_demo`, with an account) reacts to a new application by itself, so a
 * newcomer who runs `npm start` sees the pipeline move: after `delayMs` it moves the application to review with a
 * friendly note, and after another `delayMs` it sends an interview request with three times. Each step checks the
 * application is still where it left it (the candidate may have withdrawn). Timers are per process, unref'd, and
 * cleared on close; close also waits for a step under way, so nothing writes into a closed database. On start,
 * `resume` re-arms the first move for applications a restart interrupted.
 */
export class DemoPipeline {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly deps: {
      db: Db;
      delayMs: number;
      interviews?: InterviewsService | undefined;
      notifications?: NotificationsService | undefined;
      pipeline?: PipelineNotifier | undefined;
      now?: (() => Date) | undefined;
      log?: FastifyBaseLogger | undefined;
    },
  ) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** Called after a submit commits, with the job's recruiter; does nothing unless that recruiter is a demo. */
  onSubmitted(applicationId: string, recruiter: { isDemo: boolean; userId: string | null }): void {
    if (!recruiter.isDemo || !recruiter.userId) return;
    this.schedule(applicationId, () => this.review(applicationId));
  }

  /**
   * After a restart: the new applications a demo recruiter had not reached yet (still submitted, unanswered, sent
   * in the last day) get their timer again, so a newcomer who restarts `npm start` mid-demo still sees the pipeline
   * move. Older unanswered ones are left alone: they are seeded stories (a missed promise) or someone's real wait.
   * Returns how many were picked up.
   */
  async resume(): Promise<number> {
    const since = new Date(this.now().getTime() - DEMO_RESUME_WINDOW_MS);
    const rows = await unansweredDemoApplications(this.deps.db, since);
    for (const row of rows) this.schedule(row.id, () => this.review(row.id));
    return rows.length;
  }

  /** Steps waiting for their timer (tests wait for none left). */
  get pending(): number {
    return this.timers.size + this.running.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private schedule(applicationId: string, step: () => Promise<void>): void {
    if (this.closed || this.timers.has(applicationId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(applicationId);
      if (this.closed) return;
      const run = step()
        .catch((err: unknown) =>
          this.deps.log?.warn({ err, applicationId }, 'demo recruiter pipeline step failed'),
        )
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }, this.deps.delayMs);
    timer.unref();
    this.timers.set(applicationId, timer);
  }

  private async demoRecruiterOf(jobId: string): Promise<(JobRecruiterRow & { userId: string }) | null> {
    const [row] = await jobRecruiters(this.deps.db, [jobId]);
    if (!row || !row.recruiter.isDemo || !row.recruiter.userId) return null;
    return { ...row, userId: row.recruiter.userId };
  }

  /** Step 1: submitted → in_review, as the recruiter, with a friendly note; the candidate is told. */
  private async review(applicationId: string): Promise<void> {
    if (this.closed) return;
    const at = this.now();
    // Someone else may have answered (or the application gone) since the timer was set: then there is nothing to do.
    const moved = await pipelineTransition(this.deps.db, {
      applicationId,
      run: async ({ tx, application, move }) => {
        if (application.status !== 'submitted') return null;
        const [job] = await jobRecruiters(tx, [application.jobId]);
        if (!job || !job.recruiter.isDemo || !job.recruiter.userId) return null;
        await move({
          to: 'in_review',
          actor: { kind: 'recruiter', userId: job.recruiter.userId, name: job.recruiter.name },
          summary: `${job.recruiter.name} moved your application to review`,
          note: demoReviewNote(job.recruiter.name, job.jobTitle),
          at,
        });
        return { userId: application.userId, job };
      },
    }).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'not_found') return null;
      throw err;
    });
    if (!moved || this.closed) return;
    const { job } = moved;
    await this.deps.notifications
      ?.notify(moved.userId, 'application_update', {
        title: `Your application to ${job.companyName} is in review`,
        body: `${job.recruiter.name} is reviewing your application for ${job.jobTitle}. An interview request may follow.`,
        url: talentApplicationUrl(applicationId),
      })
      .catch((err: unknown) =>
        this.deps.log?.warn({ err }, 'demo recruiter: notifying the candidate failed'),
      );
    await this.deps.pipeline?.changed(applicationId, 'application');
    this.schedule(applicationId, () => this.requestInterview(applicationId));
  }

  /** Step 2: an interview request with three times, through the interviews feature as the recruiter. */
  private async requestInterview(applicationId: string): Promise<void> {
    if (this.closed || !this.deps.interviews) return;
    const current = await applicationState(this.deps.db, applicationId);
    if (!current || (current.status !== 'in_review' && current.status !== 'assessment')) return;
    const job = await this.demoRecruiterOf(current.jobId);
    if (!job || this.closed) return;
    const viewer: RecruiterViewer = {
      kind: 'recruiter',
      userId: job.userId,
      name: job.recruiter.name,
      recruiterId: job.recruiter.id,
      companyId: job.companyId,
    };
    const zone = isValidTimeZone(job.recruiterTimezone)
      ? job.recruiterTimezone
      : isValidTimeZone(job.jobTimezone)
        ? job.jobTimezone
        : 'UTC';
    const input: InterviewRequestInput = {
      timezone: zone,
      slots: demoSlots(this.now(), zone),
      type: 'video',
      duration_minutes: 45,
      interviewers: [{ name: job.recruiter.name, title: job.recruiter.title }],
      agenda:
        `A 45-minute video call about ${job.jobTitle}: ten minutes on your background, twenty on a recent ` +
        'project of yours, and fifteen for your questions about the team and the role.',
      prep_notes:
        'Pick one project you are proud of and be ready to walk through a decision you made in it. ' +
        '(This request comes from a demo recruiter account: pick a time to see the interview on your calendar.)',
    };
    await this.deps.interviews.createRequest(viewer, applicationId, input);
  }
}
