import { describe, expect, it } from 'vitest';
import { screenerQuestions } from '../testing/apply-fixtures.ts';
import { nextStep, previousStep, resumeAt, reviewProblems, stepMinutes, stepsFor } from './steps.ts';

describe('apply steps', () => {
  it('skips Questions for a job without any', () => {
    expect(stepsFor(screenerQuestions)).toEqual(['resume', 'cover', 'questions', 'review']);
    expect(stepsFor([])).toEqual(['resume', 'cover', 'review']);
    expect(nextStep(stepsFor([]), 'cover')).toBe('review');
    expect(previousStep(stepsFor([]), 'review')).toBe('cover');
  });

  it('walks forward from the start screen and back to it', () => {
    const steps = stepsFor(screenerQuestions);
    expect(nextStep(steps, 'start')).toBe('resume');
    expect(nextStep(steps, 'questions')).toBe('review');
    expect(previousStep(steps, 'resume')).toBe('start');
  });

  it('resumes at the saved step, or the review when the saved step is gone', () => {
    expect(resumeAt(stepsFor(screenerQuestions), 'questions')).toBe('questions');
    expect(resumeAt(stepsFor([]), 'questions')).toBe('review');
    expect(resumeAt(stepsFor([]), undefined)).toBe('start');
    expect(resumeAt(stepsFor([]), 'nonsense')).toBe('start');
  });

  it('adds the step minutes up to the job’s estimate (3 + one per question)', () => {
    const steps = stepsFor(screenerQuestions);
    const total = steps.reduce((sum, step) => sum + stepMinutes(step, screenerQuestions.length), 0);
    expect(total).toBe(3 + screenerQuestions.length);
  });

  it('names what blocks sending: no resume, unanswered required questions', () => {
    expect(reviewProblems({ resume_file_id: null, answers: [] }, screenerQuestions)).toEqual([
      { step: 'resume', message: 'Choose or upload a resume.' },
      { step: 'questions', message: 'Answer the 2 required questions.' },
    ]);
    expect(
      reviewProblems(
        {
          resume_file_id: 'f',
          answers: [
            { question_id: 'authorisation', value: false },
            { question_id: 'years', value: 1 },
          ],
        },
        screenerQuestions,
      ),
    ).toEqual([]);
  });
});
