import { LessonInputSchema } from '@talent/contract/courses';
import { describe, expect, it } from 'vitest';
import { contractResolver } from './form-errors.ts';
import {
  emptyLesson,
  lessonFieldOf,
  lessonInput,
  lessonValues,
  type LessonFormValues,
} from './lesson-form.ts';

const quiz = (): LessonFormValues => ({
  ...emptyLesson('quiz'),
  title: 'Check yourself',
  minutes: 5,
  is_final: true,
  items: [
    {
      type: 'single_choice',
      prompt: 'Which hook keeps state?',
      options: [
        { text: 'useRef', correct: false },
        { text: 'useState', correct: true },
      ],
      accepted: [{ text: 'left over from another type' }],
      steps: [{ text: '' }],
      explanation: 'It keeps a value between renders.',
    },
    {
      type: 'ordering',
      prompt: 'Order the lifecycle.',
      options: [],
      accepted: [],
      steps: [{ text: 'render' }, { text: 'commit' }, { text: 'effects' }],
      explanation: '',
    },
  ],
});

describe('the lesson form', () => {
  it('sends a quiz as the contract writes it: only each question’s own fields, the right ticks as indexes', () => {
    expect(lessonInput(quiz())).toEqual({
      title: 'Check yourself',
      kind: 'quiz',
      minutes: 5,
      body: '',
      preview: false,
      is_final: true,
      items: [
        {
          type: 'single_choice',
          prompt: 'Which hook keeps state?',
          options: ['useRef', 'useState'],
          correct: [1],
          explanation: 'It keeps a value between renders.',
        },
        {
          type: 'ordering',
          prompt: 'Order the lifecycle.',
          steps: ['render', 'commit', 'effects'],
          explanation: '',
        },
      ],
    });
  });

  it('reads a stored lesson back into the same form', () => {
    const input = lessonInput(quiz());
    const stored = {
      id: 'l-1',
      position: 1,
      video_file_id: null,
      captions_file_id: null,
      duration_seconds: null,
      pass_percent: null,
      exercise_item_id: null,
      learners: 0,
      ...input,
      body: input.body ?? '',
      preview: input.preview ?? false,
      is_final: input.is_final ?? false,
      items: input.items ?? [],
    };
    const back = lessonValues(stored);
    expect(lessonInput(back)).toEqual(input);
    expect(back.items[0]!.options).toEqual([
      { text: 'useRef', correct: false },
      { text: 'useState', correct: true },
    ]);
  });

  it('leaves out what another kind of lesson would carry', () => {
    const video = { ...quiz(), kind: 'video' as const, video_file_id: 'f-1', captions_file_id: null };
    expect(lessonInput(video)).toEqual({
      title: 'Check yourself',
      kind: 'video',
      minutes: 5,
      body: '',
      preview: false,
      is_final: false,
      video_file_id: 'f-1',
      captions_file_id: null,
    });
    expect(lessonInput({ ...emptyLesson('exercise'), title: 'Code', exercise_item_id: '  ' })).toMatchObject({
      exercise_item_id: null,
    });
  });

  it('puts each contract error where the form shows its field', async () => {
    expect(lessonFieldOf(['title'])).toBe('title');
    expect(lessonFieldOf(['items', 0, 'correct'])).toBe('items.0.options.root');
    expect(lessonFieldOf(['items', 1, 'options', 2])).toBe('items.1.options.2.text');
    expect(lessonFieldOf(['items', 0, 'steps'])).toBe('items.0.steps.root');
    expect(lessonFieldOf(['items', 3])).toBe('items.3.prompt');
    expect(lessonFieldOf(['items'])).toBe('items');

    const broken = quiz();
    broken.title = '';
    broken.items[0]!.options = [
      { text: 'only one', correct: false },
      { text: '', correct: false },
    ];
    const resolve = contractResolver(LessonInputSchema, lessonInput, lessonFieldOf);
    const result = await resolve(broken, undefined, { fields: {}, shouldUseNativeValidation: false });
    const errors = result.errors as unknown as {
      title: { message: string };
      items: Array<{ options: { root?: { message: string }; 1?: { text: { message: string } } } }>;
    };
    expect(errors.title.message).toBe('Give the lesson a title.');
    expect(errors.items[0]!.options.root?.message).toBe('Mark the right option.');
    expect(errors.items[0]!.options[1]?.text.message).toEqual(expect.any(String));
  });
});
