import type { LessonInput, LessonKind, OperatorCourse, QuizItemInput } from '@talent/contract/courses';
import type { FieldOf } from './form-errors.ts';

type OperatorLesson = OperatorCourse['modules'][number]['lessons'][number];
export type QuizItemType = QuizItemInput['type'];

/**
 * A quiz question as the form holds it: every type's fields at once, so switching the type keeps what was typed.
 * Choices carry their own "right" tick; lists are objects (react-hook-form's field arrays need them).
 */
export interface QuizItemForm {
  type: QuizItemType;
  prompt: string;
  options: Array<{ text: string; correct: boolean }>;
  accepted: Array<{ text: string }>;
  steps: Array<{ text: string }>;
  explanation: string;
}

export interface LessonFormValues {
  title: string;
  kind: LessonKind;
  minutes: number;
  body: string;
  preview: boolean;
  is_final: boolean;
  video_file_id: string | null;
  captions_file_id: string | null;
  /** Empty: the course's pass mark. */
  pass_percent: number | '';
  items: QuizItemForm[];
  exercise_item_id: string;
}

export const emptyQuestion = (type: QuizItemType = 'single_choice'): QuizItemForm => ({
  type,
  prompt: '',
  options: [
    { text: '', correct: false },
    { text: '', correct: false },
  ],
  accepted: [{ text: '' }],
  steps: [{ text: '' }, { text: '' }],
  explanation: '',
});

export const emptyLesson = (kind: LessonKind = 'text'): LessonFormValues => ({
  title: '',
  kind,
  minutes: 10,
  body: '',
  preview: false,
  is_final: false,
  video_file_id: null,
  captions_file_id: null,
  pass_percent: '',
  items: kind === 'quiz' ? [emptyQuestion()] : [],
  exercise_item_id: '',
});

function questionForm(item: QuizItemInput): QuizItemForm {
  const blank = emptyQuestion(item.type);
  switch (item.type) {
    case 'single_choice':
    case 'multiple_choice':
      return {
        ...blank,
        prompt: item.prompt,
        explanation: item.explanation,
        options: item.options.map((text, i) => ({ text, correct: item.correct.includes(i) })),
      };
    case 'short_answer':
      return {
        ...blank,
        prompt: item.prompt,
        explanation: item.explanation,
        accepted: item.accepted.map((text) => ({ text })),
      };
    case 'ordering':
      return {
        ...blank,
        prompt: item.prompt,
        explanation: item.explanation,
        steps: item.steps.map((text) => ({ text })),
      };
  }
}

export function lessonValues(lesson: OperatorLesson): LessonFormValues {
  return {
    title: lesson.title,
    kind: lesson.kind,
    minutes: lesson.minutes,
    body: lesson.body,
    preview: lesson.preview,
    is_final: lesson.is_final,
    video_file_id: lesson.video_file_id,
    captions_file_id: lesson.captions_file_id,
    pass_percent: lesson.pass_percent ?? '',
    items: lesson.items.map(questionForm),
    exercise_item_id: lesson.exercise_item_id ?? '',
  };
}

/** A question as the contract writes it: only its type's fields, choices' ticks as indexes. */
export function questionInput(item: QuizItemForm): QuizItemInput {
  const common = { prompt: item.prompt, explanation: item.explanation };
  switch (item.type) {
    case 'single_choice':
    case 'multiple_choice':
      return {
        ...common,
        type: item.type,
        options: item.options.map((option) => option.text),
        correct: item.options.flatMap((option, i) => (option.correct ? [i] : [])),
      };
    case 'short_answer':
      return { ...common, type: 'short_answer', accepted: item.accepted.map((a) => a.text) };
    case 'ordering':
      return { ...common, type: 'ordering', steps: item.steps.map((s) => s.text) };
  }
}

/** The contract's input: only the fields of the lesson's kind are sent (the server clears the others). */
export function lessonInput(values: LessonFormValues): LessonInput {
  const base = {
    title: values.title,
    kind: values.kind,
    minutes: Number(values.minutes),
    body: values.body,
    preview: values.preview,
    is_final: values.kind === 'quiz' && values.is_final,
  };
  switch (values.kind) {
    case 'text':
      return base;
    case 'video':
      return { ...base, video_file_id: values.video_file_id, captions_file_id: values.captions_file_id };
    case 'quiz':
      return {
        ...base,
        items: values.items.map(questionInput),
        ...(values.pass_percent === '' ? {} : { pass_percent: Number(values.pass_percent) }),
      };
    case 'exercise':
      return { ...base, exercise_item_id: values.exercise_item_id.trim() || null };
  }
}

/**
 * Where an error of the contract's lesson input shows: a choice's text on its box, `correct` on the options' group,
 * an accepted answer or a step on its own box.
 */
export const lessonFieldOf: FieldOf = (path) => {
  const [first, index, field, inner] = path;
  if (first !== 'items' || index === undefined) return String(first ?? 'root.server');
  const item = `items.${String(index)}`;
  if (field === undefined) return `${item}.prompt`;
  if (field === 'correct') return `${item}.options.root`;
  if (field === 'options' || field === 'accepted' || field === 'steps')
    return inner === undefined ? `${item}.${field}.root` : `${item}.${field}.${String(inner)}.text`;
  return `${item}.${String(field)}`;
};

export function isLessonValues(value: unknown): value is LessonFormValues {
  const v = value as Partial<LessonFormValues> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.title === 'string' &&
    typeof v.kind === 'string' &&
    typeof v.body === 'string' &&
    Array.isArray(v.items)
  );
}
