import {
  COURSE_QUIZ_PASS_PERCENT,
  type CourseInput,
  type CourseLevel,
  type OperatorCourse,
} from '@talent/contract/courses';
import type { FieldOf } from './form-errors.ts';

/** The course details form: skills keep their names for the chips; outcomes are one per line. */
export interface CourseFormValues {
  title: string;
  summary: string;
  description: string;
  level: CourseLevel | '';
  skills: Array<{ slug: string; name: string }>;
  outcomes: string;
  pass_percent: number;
}

export const emptyCourse = (): CourseFormValues => ({
  title: '',
  summary: '',
  description: '',
  level: '',
  skills: [],
  outcomes: '',
  pass_percent: COURSE_QUIZ_PASS_PERCENT,
});

export function courseValues(course: OperatorCourse): CourseFormValues {
  return {
    title: course.title,
    summary: course.summary,
    description: course.description,
    level: course.level,
    skills: course.skills,
    outcomes: course.outcomes.join('\n'),
    pass_percent: course.pass_percent,
  };
}

/** The contract's input (published is left to its own button). */
export function courseInput(values: CourseFormValues): Omit<CourseInput, 'published'> {
  return {
    title: values.title,
    summary: values.summary,
    description: values.description,
    level: values.level as CourseLevel,
    skills: values.skills.map((skill) => skill.slug),
    outcomes: values.outcomes
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    // An emptied box falls back to the usual pass mark rather than failing as "not a number".
    pass_percent: Number.isFinite(Number(values.pass_percent))
      ? Number(values.pass_percent)
      : COURSE_QUIZ_PASS_PERCENT,
  };
}

/** `skills.2` and `outcomes.1` show on their whole field. */
export const courseFieldOf: FieldOf = (path) => String(path[0] ?? 'root.server');

export function isCourseValues(value: unknown): value is CourseFormValues {
  const v = value as Partial<CourseFormValues> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.title === 'string' &&
    typeof v.summary === 'string' &&
    typeof v.description === 'string' &&
    typeof v.outcomes === 'string' &&
    Array.isArray(v.skills)
  );
}
