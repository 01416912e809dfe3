import type { InterviewQuestionInput } from '@talent/contract/assignments';

/*
 * Question templates a recruiter may start an interview from, and the default rubric. Our own wording; the times
 * are the contract's defaults unless a question needs more room.
 */

const question = (
  prompt: string,
  overrides: Partial<Omit<InterviewQuestionInput, 'prompt'>> = {},
): InterviewQuestionInput => ({
  prompt,
  think_seconds: 30,
  answer_seconds: 120,
  max_takes: 2,
  modes: ['video', 'audio', 'text'],
  ...overrides,
});

export const INTERVIEW_TEMPLATES = [
  {
    id: 'introduce-yourself',
    title: 'Introduce yourself and your work',
    questions: [
      question('Tell us who you are and what kind of work you enjoy doing most.'),
      question(
        'Walk us through a piece of work you are proud of: what was the problem, and what was your part?',
        {
          answer_seconds: 180,
        },
      ),
      question('What are you hoping to learn or do more of in your next role?'),
    ],
  },
  {
    id: 'engineering-judgement',
    title: 'Engineering judgement',
    questions: [
      question('Describe a technical decision you made that you would make differently today, and why.', {
        think_seconds: 60,
        answer_seconds: 180,
      }),
      question('How do you decide when a piece of code is good enough to ship?', { think_seconds: 45 }),
      question('Tell us about a time you disagreed with a teammate on an approach. How was it settled?', {
        answer_seconds: 180,
      }),
      question('A release broke something for customers late on a Friday. What do you do first, and next?', {
        think_seconds: 60,
      }),
    ],
  },
  {
    id: 'working-remotely',
    title: 'Working remotely',
    questions: [
      question('How do you organise your day when nobody around you sets its rhythm?'),
      question('How do you keep teammates in other time zones informed without endless meetings?'),
      question('Describe a misunderstanding that happened in writing and how you cleared it up.', {
        answer_seconds: 150,
      }),
    ],
  },
];

export const DEFAULT_RUBRIC = [
  { label: 'Clarity', description: 'Easy to follow: a clear point, in a sensible order, without filler.' },
  { label: 'Depth', description: 'Goes past the first answer: reasons, trade-offs, concrete examples.' },
  {
    label: 'Relevance to the role',
    description: 'Connects the answer to the work this role involves.',
  },
];
