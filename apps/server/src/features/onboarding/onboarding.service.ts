import type { z } from 'zod';
import {
  ONBOARDING_STEP_SCHEMAS,
  ONBOARDING_STEPS,
  OnboardingStepSchema,
  SKIPPABLE_ONBOARDING_STEPS,
  type Onboarding,
  type OnboardingStep,
} from '@talent/contract/profile';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { findProfileRow, upsertProfile, type ProfileRow } from '../profile/profile.repository.ts';
import type { ProfileInput, ProfileService } from '../profile/profile.service.ts';
import { findDraft } from '../resume/resume.repository.ts';

type StepInput<S extends OnboardingStep> = z.output<(typeof ONBOARDING_STEP_SCHEMAS)[S]>;

/** The step a candidate sees next: the first one neither saved nor skipped (the last one once all are behind). */
export function currentStep(completed: readonly OnboardingStep[], skipped: readonly OnboardingStep[]) {
  return (
    ONBOARDING_STEPS.find((s) => !completed.includes(s) && !skipped.includes(s)) ??
    ONBOARDING_STEPS[ONBOARDING_STEPS.length - 1]!
  );
}

/** An unknown step is a 404 (it is part of the URL), not a validation error. */
export function parseStep(raw: string): OnboardingStep {
  const step = OnboardingStepSchema.safeParse(raw);
  if (!step.success) throw new AppError('not_found');
  return step.data;
}

/** A step's body checked against its schema; failures are a 422 keyed by dotted paths (`experience.0.title`). */
function parseStepBody<S extends OnboardingStep>(step: S, body: unknown): StepInput<S> {
  const parsed = ONBOARDING_STEP_SCHEMAS[step].safeParse(body ?? {});
  if (parsed.success) return parsed.data as StepInput<S>;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    (errors[issue.path.map(String).join('.') || 'body'] ??= []).push(issue.message);
  }
  throw AppError.validation(errors);
}

export class OnboardingService {
  constructor(private readonly deps: { db: Db; profiles: ProfileService; now?: () => Date }) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  async get(userId: string, db: Db = this.db): Promise<Onboarding> {
    const row = await findProfileRow(db, userId);
    const profile = await this.deps.profiles.get(userId, db);
    const completed = row?.onboardingCompletedSteps ?? [];
    const skipped = row?.onboardingSkippedSteps ?? [];
    const draft = row?.resumeFileId ? await findDraft(db, userId, row.resumeFileId) : undefined;
    return {
      current_step: currentStep(completed, skipped),
      completed_steps: ONBOARDING_STEPS.filter((s) => completed.includes(s)),
      skipped_steps: ONBOARDING_STEPS.filter((s) => skipped.includes(s)),
      completed_at: row?.onboardingCompletedAt?.toISOString() ?? null,
      profile,
      resume_draft: draft
        ? {
            file_id: draft.fileId,
            experience: draft.experience,
            education: draft.education,
            location: draft.location ?? null,
          }
        : null,
    };
  }

  /** Saves a step into the profile and marks it done; a step already behind may be saved again. */
  async saveStep(userId: string, step: OnboardingStep, body: unknown): Promise<Onboarding> {
    // Each step's fields carry the profile's names, so the step is a partial profile update.
    const update: ProfileInput = parseStepBody(step, body);
    const { replacedFileIds } = await this.db.transaction(async (tx) => {
      const result = await this.deps.profiles.write(tx, userId, update);
      const row = (await findProfileRow(tx, userId, true))!;
      await this.mark(tx, row, {
        completed: [...row.onboardingCompletedSteps.filter((s) => s !== step), step],
        skipped: row.onboardingSkippedSteps.filter((s) => s !== step),
      });
      return result;
    });
    await this.deps.profiles.removeFiles(userId, replacedFileIds);
    return this.get(userId);
  }

  /** Skips a step that may be skipped (experience, resume); what was saved for it stays in the profile. */
  async skipStep(userId: string, step: OnboardingStep): Promise<Onboarding> {
    if (!SKIPPABLE_ONBOARDING_STEPS.includes(step)) {
      throw AppError.validation({ step: [`The ${step} step cannot be skipped.`] });
    }
    await this.db.transaction(async (tx) => {
      await upsertProfile(tx, userId, {});
      const row = (await findProfileRow(tx, userId, true))!;
      await this.mark(tx, row, {
        completed: row.onboardingCompletedSteps.filter((s) => s !== step),
        skipped: [...row.onboardingSkippedSteps.filter((s) => s !== step), step],
      });
    });
    return this.get(userId);
  }

  /** Finishes onboarding once every step is saved or skipped; a second call changes nothing. */
  async complete(userId: string): Promise<Onboarding> {
    await this.db.transaction(async (tx) => {
      await upsertProfile(tx, userId, {});
      const row = (await findProfileRow(tx, userId, true))!;
      if (row.onboardingCompletedAt) return;
      const missing = ONBOARDING_STEPS.find(
        (s) => !row.onboardingCompletedSteps.includes(s) && !row.onboardingSkippedSteps.includes(s),
      );
      if (missing) throw AppError.validation({ step: [`Finish the ${missing} step first.`] });
      await upsertProfile(tx, userId, { onboardingCompletedAt: this.now() });
    });
    return this.get(userId);
  }

  private async mark(
    tx: Db,
    row: ProfileRow,
    steps: { completed: OnboardingStep[]; skipped: OnboardingStep[] },
  ): Promise<void> {
    await upsertProfile(tx, row.userId, {
      onboardingCompletedSteps: ONBOARDING_STEPS.filter((s) => steps.completed.includes(s)),
      onboardingSkippedSteps: ONBOARDING_STEPS.filter((s) => steps.skipped.includes(s)),
      onboardingStep: currentStep(steps.completed, steps.skipped),
    });
  }
}
