import type { ApplicationDraft, ScreenerAnswer } from '@talent/contract/applications';
import type { ScreenerQuestion } from '@talent/contract/jobs';
import { unansweredRequired } from './screener.ts';

/** The flow: a start screen, the steps with a progress indicator, then the success screen. */
export type StepId = 'start' | 'resume' | 'cover' | 'questions' | 'review' | 'done';
export type FormStepId = Exclude<StepId, 'start' | 'done'>;

export const STEP_LABELS: Record<FormStepId, string> = {
  resume: 'Resume',
  cover: 'Cover note',
  questions: 'Questions',
  review: 'Review',
};

/** The steps of this job's flow in order; Questions only when the job asks any. */
export function stepsFor(questions: readonly ScreenerQuestion[]): FormStepId[] {
  return questions.length > 0 ? ['resume', 'cover', 'questions', 'review'] : ['resume', 'cover', 'review'];
}

export function nextStep(steps: readonly FormStepId[], current: StepId): StepId {
  if (current === 'start') return steps[0] ?? 'review';
  const index = steps.indexOf(current as FormStepId);
  return index === -1 ? 'start' : (steps[index + 1] ?? 'review');
}

export function previousStep(steps: readonly FormStepId[], current: StepId): StepId {
  const index = steps.indexOf(current as FormStepId);
  return index <= 0 ? 'start' : (steps[index - 1] ?? 'start');
}

/**
 * Where a returning candidate lands: the step their draft was saved at, if this job's flow still has it (a job
 * whose questions were removed sends a saved "questions" on to the review); the start screen otherwise.
 */
export function resumeAt(steps: readonly FormStepId[], saved: string | undefined): StepId {
  if (!saved) return 'start';
  if ((steps as readonly string[]).includes(saved)) return saved as FormStepId;
  if (saved === 'questions') return 'review';
  return 'start';
}

/** Minutes per step for the start screen; they add up to the job's estimate (3 + one per question). */
export function stepMinutes(step: FormStepId, questionCount: number): number {
  return step === 'questions' ? Math.max(1, questionCount) : 1;
}

export interface ReviewProblem {
  step: FormStepId;
  message: string;
}

/** What still blocks submitting, each with the step that fixes it. */
export function reviewProblems(
  draft: Pick<ApplicationDraft, 'resume_file_id'> & { answers?: ScreenerAnswer[] | undefined },
  questions: readonly ScreenerQuestion[],
): ReviewProblem[] {
  const problems: ReviewProblem[] = [];
  if (!draft.resume_file_id) problems.push({ step: 'resume', message: 'Choose or upload a resume.' });
  const missing = unansweredRequired(questions, draft.answers ?? []);
  if (missing.length > 0) {
    problems.push({
      step: 'questions',
      message:
        missing.length === 1
          ? 'Answer the required question.'
          : `Answer the ${missing.length} required questions.`,
    });
  }
  return problems;
}
