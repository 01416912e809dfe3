/**
 * The item bank as we write it: one file per skill test under this folder, each exporting a `BankTest`. The
 * assessments feature loads these into the database at start-up (by `key`, so an edited item keeps its exposure
 * count and a removed one is retired, never deleted). Every word here is ours.
 */
import type { SandboxCase, SandboxLanguage } from '../../sandbox/types.ts';

export const ITEM_TYPES = ['single_choice', 'multiple_choice', 'short_answer', 'ordering', 'coding'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** 1 = foundation, 2 = working knowledge, 3 = advanced. */
export type Difficulty = 1 | 2 | 3;

export const TEST_CATEGORIES = ['languages', 'frontend', 'backend', 'data', 'cloud', 'architecture'] as const;
export type TestCategory = (typeof TEST_CATEGORIES)[number];

interface BankItemBase {
  /** Stable, unique across the whole bank: `<test slug>.<short-name>` (`react.use-effect-cleanup`). */
  key: string;
  /** One of the test's `topics`. */
  topic: string;
  difficulty: Difficulty;
  /** Markdown; code in fenced blocks with a language. */
  prompt: string;
  /** Markdown shown after practice answers and in a reviewer's view; never shown after a graded attempt. */
  explanation: string;
  /** Practice-only: shown in the untimed practice set, never drawn into a graded form. */
  practice?: boolean;
}

export interface ChoiceOption {
  /** Short id, unique within the item (`a`, `b`, …). */
  id: string;
  /** Markdown (inline code allowed). */
  text: string;
}

export interface SingleChoiceItem extends BankItemBase {
  type: 'single_choice';
  options: ChoiceOption[];
  correct: string;
}

export interface MultipleChoiceItem extends BankItemBase {
  type: 'multiple_choice';
  options: ChoiceOption[];
  /** All of these and none of the others; partial credit is the grader's rule. */
  correct: string[];
}

/** Exact: any accepted answer matches (trimmed, case-insensitive unless `caseSensitive`, inner spaces collapsed). */
export interface ExactShortAnswer {
  mode: 'exact';
  accept: string[];
  caseSensitive?: boolean;
}

/** Rubric: each criterion scores its points when the answer mentions any of its phrases (case-insensitive). */
export interface RubricShortAnswer {
  mode: 'rubric';
  criteria: { description: string; points: number; anyOf: string[] }[];
  /** Points needed for full credit (≤ the sum of the criteria). */
  fullCreditAt: number;
}

export interface ShortAnswerItem extends BankItemBase {
  type: 'short_answer';
  /** Shown under the box: "A number", "One word", "One or two sentences". */
  hint: string;
  maxLength: number;
  answer: ExactShortAnswer | RubricShortAnswer;
}

export interface OrderingItem extends BankItemBase {
  type: 'ordering';
  /** In the correct order; the candidate sees them shuffled. */
  steps: ChoiceOption[];
}

export interface CodingItem extends BankItemBase {
  type: 'coding';
  /** A short title for lists ("Merge overlapping intervals"). */
  title: string;
  languages: SandboxLanguage[];
  /** The function the candidate writes, per language (`mergeIntervals`, `merge_intervals`). */
  entry: Partial<Record<SandboxLanguage, string>>;
  /** The editor's starting text per language. */
  starter: Partial<Record<SandboxLanguage, string>>;
  /** Shown to the candidate, runnable before submitting. */
  samples: SandboxCase[];
  /** Never shown; the grade is the share of these that pass. At least 8, edge cases included. */
  hidden: SandboxCase[];
  /** A correct solution per language, proven against samples and hidden cases by a test; never served. */
  reference: Partial<Record<SandboxLanguage, string>>;
}

export type BankItem = SingleChoiceItem | MultipleChoiceItem | ShortAnswerItem | OrderingItem | CodingItem;

/** How many items of each kind a graded form draws. */
export interface FormBlueprint {
  choice: number;
  ordering: number;
  shortAnswer: number;
  coding: number;
}

export interface BankTest {
  /** The test's slug: the catalogue skill's slug (`react`, `node-js`, `amazon-web-services`). */
  slug: string;
  /** The catalogue skill it certifies (same as `slug` for the tests we write). */
  skillSlug: string;
  title: string;
  category: TestCategory;
  /** One sentence for cards. */
  summary: string;
  /** Markdown: what the test covers and what it does not. */
  description: string;
  timeLimitMinutes: number;
  topics: string[];
  blueprint: FormBlueprint;
  items: BankItem[];
}
