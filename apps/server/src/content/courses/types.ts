/**
 * Courses as we write them: one file per course under this folder, each exporting a `SeedCourse`. The seed loads
 * them into the database (by `key`, rebuilding a course only when its text changed). Every word here is ours.
 */
import type { CodingItem } from '../item-bank/types.ts';

export type CourseLevel = 'beginner' | 'intermediate' | 'advanced';

/** A quiz question with its key, as an operator writes one in the console (the contract's QuizItemInput). */
export type SeedQuizItem =
  | {
      type: 'single_choice' | 'multiple_choice';
      prompt: string;
      options: string[];
      /** Indexes of the right options (one for single choice). */
      correct: number[];
      explanation: string;
    }
  | { type: 'short_answer'; prompt: string; accepted: string[]; explanation: string }
  | { type: 'ordering'; prompt: string; steps: string[]; explanation: string };

/** One slide of a generated clip, shown for `seconds` while its captions are spoken. */
export interface ClipSlide {
  seconds: number;
  heading: string;
  /** Short lines under the heading. */
  points?: string[];
  /** A few lines of code, drawn in a monospace box. */
  code?: string[];
  /** What the narrator says while the slide shows: each line becomes one caption cue, in equal shares of time. */
  captions: string[];
}

export interface ClipScript {
  /** Shown in the corner of every slide. */
  title: string;
  slides: ClipSlide[];
}

interface LessonBase {
  title: string;
  minutes: number;
  /** Markdown. */
  body: string;
  /** Open without enrolling. */
  preview?: boolean;
}

export type SeedLesson =
  | (LessonBase & { kind: 'text' })
  | (LessonBase & { kind: 'video'; clip: ClipScript })
  | (LessonBase & { kind: 'quiz'; items: SeedQuizItem[]; passPercent?: number; isFinal?: boolean })
  | (LessonBase & {
      kind: 'exercise';
      /** A coding item of the skill tests' bank, by key; when the bank is not loaded its text is used as is. */
      bankItem?: CodingItem;
      /** A task of the course's own, for skills whose test has no coding item. */
      item?: CodingItem;
    });

export interface SeedModule {
  title: string;
  summary: string;
  lessons: SeedLesson[];
}

export interface SeedCourse {
  /** Stable: a re-seed finds the course by it. */
  key: string;
  title: string;
  summary: string;
  /** Markdown. */
  description: string;
  level: CourseLevel;
  /** Catalogue skill slugs, most central first. */
  skills: string[];
  outcomes: string[];
  /** Days before the seed that the course was published (the catalogue's "newest" order). */
  publishedDaysAgo: number;
  modules: SeedModule[];
}
