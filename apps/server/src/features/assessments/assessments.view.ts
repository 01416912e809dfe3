import { createHmac } from 'node:crypto';
import type {
  AttemptSummary,
  Band,
  BandBasis,
  ItemView,
  MyStanding,
  SkillTestSummary,
  TestRef,
} from '@talent/contract/assessments';
import type { BankItem, FormBlueprint } from '../../content/item-bank/types.ts';
import type { Json } from '../../sandbox/types.ts';
import type { AttemptRow, TestRow } from './assessments.repository.ts';
import { formSize } from './forms.ts';
import { bandOf, pointsOf } from './grading.ts';

/** One task of a form: the item and, for choice and ordering, its options or steps in this attempt's order. */
export interface FormEntry {
  item_id: string;
  order: string[] | null;
}

/**
 * Option and step ids as the browser sees them: keyed per attempt (or per practice item) with the app's secret,
 * so the bank's ids (`a`, `b`, … often in the right order) say nothing about the answer.
 */
export function maskId(secret: string, scope: string, id: string): string {
  return createHmac('sha256', secret).update(`${scope}:${id}`).digest('base64url').slice(0, 12);
}

export function testRef(test: Pick<TestRow, 'slug' | 'title' | 'skillSlug' | 'skillName'>): TestRef {
  return { slug: test.slug, title: test.title, skill: { slug: test.skillSlug, name: test.skillName } };
}

const json = (value: Json): string => JSON.stringify(value);

/** A task as shown: never the key, the hidden tests or the explanation. */
export function itemView(
  item: BankItem,
  view: { id: string; position: number; order: string[] | null; mask: (bankId: string) => string },
): ItemView {
  const base = {
    id: view.id,
    position: view.position,
    topic: item.topic,
    difficulty: item.difficulty,
    prompt: item.prompt,
    points: pointsOf(item),
  };
  const ordered = <T extends { id: string; text: string }>(options: readonly T[]) => {
    const byId = new Map(options.map((o) => [o.id, o]));
    const ids = view.order ?? options.map((o) => o.id);
    return ids.flatMap((id) => {
      const option = byId.get(id);
      return option ? [{ id: view.mask(id), text: option.text }] : [];
    });
  };
  switch (item.type) {
    case 'single_choice':
      return { ...base, type: 'single_choice', options: ordered(item.options) };
    case 'multiple_choice':
      return { ...base, type: 'multiple_choice', options: ordered(item.options) };
    case 'short_answer':
      return { ...base, type: 'short_answer', hint: item.hint, max_length: item.maxLength };
    case 'ordering':
      return { ...base, type: 'ordering', steps: ordered(item.steps) };
    case 'coding':
      return {
        ...base,
        type: 'coding',
        title: item.title,
        languages: item.languages,
        entry: item.entry,
        starter: item.starter,
        samples: item.samples.map((c) => ({
          name: c.name,
          input: json(c.args),
          expected: json(c.expected ?? null),
        })),
        hidden_count: item.hidden.length,
      };
  }
}

export function attemptSummary(
  row: AttemptRow,
  test: TestRow,
  band: Band | null,
  bandBasis: BandBasis | null = null,
): AttemptSummary {
  return {
    id: row.id,
    test: testRef(test),
    status: row.status,
    closed_by: row.closedBy,
    started_at: row.startedAt.toISOString(),
    deadline_at: row.deadlineAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    percent: row.percent,
    passed: row.passed,
    band,
    band_basis: bandBasis,
    is_redo: row.isRedo,
  };
}

/** What `bandFor` measured the band against (null when there is no band). */
export function bandBasisFor(percentile: number | null, percent: number | null): BandBasis | null {
  if (percentile !== null) return 'percentile';
  return percent === null ? null : 'score';
}

/** The band of a graded attempt: by percentile when the cohort is large enough, else by score. */
export function bandFor(percentile: number | null, percent: number | null): Band | null {
  if (percentile !== null) return bandOf(percentile);
  return percent === null ? null : bandOf(percent);
}

export interface TestCardFacts {
  taskKinds: ItemView['type'][];
  languages: ('javascript' | 'typescript' | 'python')[];
  takers: number;
  openJobs: number;
  mine: MyStanding;
}

export function testSummary(test: TestRow, facts: TestCardFacts): SkillTestSummary {
  return {
    slug: test.slug,
    title: test.title,
    skill: { slug: test.skillSlug, name: test.skillName },
    category: test.category as SkillTestSummary['category'],
    summary: test.summary,
    time_limit_minutes: test.timeLimitMinutes,
    task_count: formSize(test.blueprint as FormBlueprint),
    task_kinds: facts.taskKinds,
    languages: facts.languages,
    takers: facts.takers,
    open_jobs: facts.openJobs,
    mine: facts.mine,
  };
}
