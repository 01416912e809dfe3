import type { ApplicationStatus } from '@talent/contract/applications';
import { applications } from '../db/schema/applications.schema.ts';
import { recordEvent } from '../features/pipeline/pipeline.repository.ts';
import {
  createCompany,
  createJob,
  createRecruiter,
  createRecruiterUser,
  createTalent,
  type CompanyRow,
} from '../seed/factories.ts';
import type { TestContext } from './harness.ts';

export interface PipelineFixtureOptions {
  /** The application's state (default submitted). */
  status?: ApplicationStatus;
  /** Reuse a company (a second job or recruiter of the same company). */
  company?: CompanyRow;
  talentTimezone?: string | null;
  recruiterTimezone?: string | null;
  /** The job's response promise in days. */
  responseDays?: number;
  submittedAt?: Date;
}

/**
 * The two sides of one application, logged in: a company with a recruiter account (role recruiter, linked through
 * recruiters.user_id), its open job, a verified candidate and their application in the asked state (written
 * directly, with its `submitted` timeline event).
 */
export async function pipelineFixture(t: TestContext, options: PipelineFixtureOptions = {}) {
  const db = t.database.db;
  const company = options.company ?? (await createCompany(db));
  const recruiterUser = await createRecruiterUser(db, {
    timezone: options.recruiterTimezone ?? 'Europe/Berlin',
  });
  const recruiter = await createRecruiter(db, company.id, {
    userId: recruiterUser.id,
    name: recruiterUser.name,
  });
  const job = await createJob(db, {
    company,
    recruiterId: recruiter.id,
    ...(options.responseDays ? { responseDays: options.responseDays } : {}),
  });
  const talent = await createTalent(db, {
    timezone: options.talentTimezone === undefined ? 'America/New_York' : options.talentTimezone,
  });
  const submittedAt = options.submittedAt ?? new Date();
  const status = options.status ?? 'submitted';
  const [application] = await db
    .insert(applications)
    .values({
      userId: talent.id,
      jobId: job.id,
      status,
      submittedAt,
      statusChangedAt: submittedAt,
      ...(status !== 'submitted' ? { firstResponseAt: submittedAt } : {}),
    })
    .returning();
  await recordEvent(db, {
    applicationId: application!.id,
    type: 'submitted',
    toStatus: 'submitted',
    actor: { kind: 'talent', userId: talent.id, name: talent.name },
    summary: 'You applied',
    at: submittedAt,
  });
  const talentClient = t.client();
  await talentClient.login(talent.email, talent.plainPassword);
  const recruiterClient = t.client();
  await recruiterClient.login(recruiterUser.email, recruiterUser.plainPassword);
  return {
    company,
    recruiter,
    recruiterUser,
    job,
    talent,
    application: application!,
    talentClient,
    recruiterClient,
  };
}
