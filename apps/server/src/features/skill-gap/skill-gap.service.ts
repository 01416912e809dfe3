import {
  SKILL_GAP_DEFAULT_LIMIT,
  SKILL_GAP_RECOMMENDED,
  SKILL_GAP_SAVED_LIMIT,
  type SkillGap,
  type SkillGapQuery,
} from '@talent/contract/skill-gap';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AssessmentsService } from '../assessments/assessments.service.ts';
import { eliteMatchingOf } from '../elite/elite.repository.ts';
import { findJob, skillsBySlug } from '../jobs/jobs.repository.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { savedPage } from '../jobs/saved-jobs.repository.ts';
import { heldSkillIds } from '../jobs/skill-reach.repository.ts';
import {
  coursesFor,
  gapsOf,
  jobSkillsOf,
  testsFor,
  topGaps,
  type GapQuery,
  type GapRow,
} from './skill-gap.repository.ts';
import { entryOf, type Extras } from './skill-gap.view.ts';

/** Who asks: the user and the zones the jobs feature reads its viewer from (the route passes them on). */
export interface Asker {
  userId: string;
  userZone: string | null;
  requestZone: string;
}

/**
 * The skill-gap map (contract: skill-gap.ts). The jobs feature gives the viewer and the recommendations; the
 * assessment engine the standings on the tests; the counts are one SQL statement per request
 * (skill-gap.repository.ts), with the same rule as the jobs search's `opens` filter.
 */
export class SkillGapService {
  private readonly now: () => Date;

  constructor(
    private readonly deps: {
      db: Db;
      jobs: JobsService;
      assessments: AssessmentsService;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  private get db() {
    return this.deps.db;
  }

  async gap(asker: Asker, query: SkillGapQuery): Promise<SkillGap> {
    // What was asked about exists before anything is computed (404 otherwise).
    const job = query.job_id ? await this.openJob(query.job_id) : null;
    const skill = query.skill ? await this.skill(query.skill) : null;

    const { userId } = asker;
    const viewer = await this.deps.jobs.viewer(userId, asker.userZone, asker.requestZone);
    const [held, elite, saved, recommended] = await Promise.all([
      heldSkillIds(this.db, userId, this.now()),
      eliteMatchingOf(this.db, userId),
      savedPage(this.db, userId, null, SKILL_GAP_SAVED_LIMIT),
      this.deps.jobs.recommendedIds(viewer, SKILL_GAP_RECOMMENDED),
    ]);
    const savedIds = saved.slice(0, SKILL_GAP_SAVED_LIMIT).map((r) => r.id);
    const savedSet = new Set(savedIds);
    const recommendedOnly = recommended.filter((id) => !savedSet.has(id));
    const country = viewer.candidate.country;
    const gapQuery: GapQuery = {
      reach: { held, eliteMember: elite.member },
      eligibleFrom: country,
      considered: [...savedIds, ...recommendedOnly],
    };
    const heldSet = new Set(held);

    let rows: GapRow[];
    let required = new Map<string, boolean>();
    if (job) {
      const wanted = (await jobSkillsOf(this.db, job.id)).filter((s) => !heldSet.has(s.id));
      required = new Map(wanted.map((s) => [s.id, s.required]));
      const counted = new Map((await gapsOf(this.db, gapQuery, [...required.keys()])).map((r) => [r.id, r]));
      // The job's order: required first, then the most blocking and opening, then by name.
      rows = wanted
        .map((s) => counted.get(s.id)!)
        .sort(
          (a, b) =>
            Number(required.get(b.id)) - Number(required.get(a.id)) ||
            b.blocks - a.blocks ||
            b.opens - a.opens ||
            a.name.localeCompare(b.name),
        );
    } else if (skill) {
      rows = await gapsOf(this.db, gapQuery, [skill.id]);
    } else {
      rows = await topGaps(this.db, gapQuery, query.limit ?? SKILL_GAP_DEFAULT_LIMIT);
    }

    const extras = await this.extras(
      userId,
      rows.map((r) => r.id),
    );
    return {
      scope: job ? 'job' : skill ? 'skill' : 'map',
      job: job ? { id: job.id, title: job.title } : null,
      considered: { saved: savedIds.length, recommended: recommendedOnly.length },
      eligible_from: country,
      skills: rows.map((row) =>
        entryOf(row, extras, {
          held: heldSet.has(row.id),
          required: job ? (required.get(row.id) ?? null) : null,
          eligibleOnly: country !== null,
        }),
      ),
    };
  }

  /** An open job, else 404 (as its page: a closed job is gone for everyone but its applicants). */
  private async openJob(id: string) {
    const job = await findJob(this.db, id);
    if (!job || job.status !== 'open') throw new AppError('not_found');
    return job;
  }

  private async skill(slug: string) {
    const found = (await skillsBySlug(this.db, [slug])).get(slug);
    if (!found) throw new AppError('not_found');
    return found;
  }

  /** Courses and tests of these skills, with the candidate's progress and standings. */
  private async extras(userId: string, skillIds: string[]): Promise<Extras> {
    const [courses, tests] = await Promise.all([
      coursesFor(this.db, userId, skillIds),
      testsFor(this.db, skillIds),
    ]);
    const standings = tests.size
      ? await this.deps.assessments.standingsOf(userId, [...tests.keys()])
      : new Map();
    return { courses, tests, standings };
  }
}
