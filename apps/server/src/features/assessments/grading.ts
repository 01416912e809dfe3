import {
  ADVANCED_MARK_PERCENT,
  COHORT_MIN,
  PASS_MARK_PERCENT,
  type Answer,
  type Band,
} from '@talent/contract/assessments';
import type {
  BankItem,
  MultipleChoiceItem,
  OrderingItem,
  ShortAnswerItem,
} from '../../content/item-bank/types.ts';

/*
 * The grading rules, as pure functions (README.md says them in words). Answers arrive with the bank's own option
 * and step ids (the service unmasks them first).
 */

/** Points of a task: its difficulty, doubled for coding (the longest and most telling task of a form). */
export function pointsOf(item: Pick<BankItem, 'type' | 'difficulty'>): number {
  return item.type === 'coding' ? item.difficulty * 2 : item.difficulty;
}

/** Whitespace trimmed and collapsed, lower case unless the key is case-sensitive. */
export function normaliseShortAnswer(text: string, caseSensitive = false): string {
  const collapsed = text.trim().replace(/\s+/g, ' ');
  return caseSensitive ? collapsed : collapsed.toLowerCase();
}

/** Multiple choice: each right option ticked earns its share, each wrong one ticked takes a share away, floor 0. */
export function multipleChoiceCredit(item: MultipleChoiceItem, chosen: readonly string[]): number {
  const picked = new Set(chosen);
  const right = new Set(item.correct);
  let hits = 0;
  let wrong = 0;
  for (const id of picked) {
    if (right.has(id)) hits += 1;
    else wrong += 1;
  }
  return Math.max(0, (hits - wrong) / right.size);
}

/** Ordering: the share of the correct neighbouring pairs (A right before B) that the answer keeps. */
export function orderingCredit(item: OrderingItem, order: readonly string[]): number {
  const steps = item.steps.map((s) => s.id);
  if (steps.length < 2) return order[0] === steps[0] ? 1 : 0;
  const next = new Map<string, string>();
  for (let i = 0; i + 1 < steps.length; i++) next.set(steps[i]!, steps[i + 1]!);
  let kept = 0;
  for (let i = 0; i + 1 < order.length; i++) if (next.get(order[i]!) === order[i + 1]) kept += 1;
  return kept / (steps.length - 1);
}

/** Short answer: any accepted answer (exact), or the rubric's criteria mentioned, up to full credit. */
export function shortAnswerCredit(item: ShortAnswerItem, text: string): number {
  const key = item.answer;
  if (key.mode === 'exact') {
    const given = normaliseShortAnswer(text, key.caseSensitive);
    return key.accept.some((a) => normaliseShortAnswer(a, key.caseSensitive) === given) ? 1 : 0;
  }
  const said = normaliseShortAnswer(text);
  if (said === '') return 0;
  let earned = 0;
  for (const criterion of key.criteria) {
    if (criterion.anyOf.some((phrase) => said.includes(normaliseShortAnswer(phrase))))
      earned += criterion.points;
  }
  return Math.min(1, earned / key.fullCreditAt);
}

/**
 * The credit (0 to 1) of an answer to a task other than coding; coding is graded by its hidden tests
 * (`codingCredit`). A missing answer or one of another kind earns nothing.
 */
export function objectiveCredit(item: BankItem, answer: Answer | undefined): number {
  if (!answer || answer.type !== item.type) return 0;
  switch (item.type) {
    case 'single_choice':
      return answer.type === 'single_choice' && answer.option_id === item.correct ? 1 : 0;
    case 'multiple_choice':
      return answer.type === 'multiple_choice' ? multipleChoiceCredit(item, answer.option_ids) : 0;
    case 'ordering':
      return answer.type === 'ordering' ? orderingCredit(item, answer.order) : 0;
    case 'short_answer':
      return answer.type === 'short_answer' ? shortAnswerCredit(item, answer.text) : 0;
    case 'coding':
      return 0;
  }
}

export function codingCredit(passed: number, total: number): number {
  return total === 0 ? 0 : passed / total;
}

/** Two decimals, so sums of shares print as people expect. */
export const roundPoints = (points: number) => Math.round(points * 100) / 100;

/** Whole percent, rounded down: 69.9 % has not reached a 70 % pass mark. */
export function percentOf(points: number, maxPoints: number): number {
  if (maxPoints <= 0) return 0;
  return Math.floor((points / maxPoints) * 100 + 1e-9);
}

export function outcomeOf(percent: number): { passed: boolean; level: 'proficient' | 'advanced' | null } {
  const passed = percent >= PASS_MARK_PERCENT;
  return { passed, level: !passed ? null : percent >= ADVANCED_MARK_PERCENT ? 'advanced' : 'proficient' };
}

/**
 * The percentile of `score` within `cohort` (each candidate's best percent, the candidate's own included): the
 * share strictly below plus half the share tied, as a whole number. Null below `COHORT_MIN` candidates.
 */
export function percentileOf(score: number, cohort: readonly number[], minimum = COHORT_MIN): number | null {
  if (cohort.length < minimum || cohort.length === 0) return null;
  let below = 0;
  let tied = 0;
  for (const other of cohort) {
    if (other < score) below += 1;
    else if (other === score) tied += 1;
  }
  return Math.round(((below + tied / 2) / cohort.length) * 100);
}

/** The band of a percentile, or of the percent score while the cohort is too small for one. */
export function bandOf(value: number): Band {
  if (value >= 80) return '80_plus';
  if (value >= 60) return '60_79';
  if (value >= 40) return '40_59';
  if (value >= 20) return '20_39';
  return 'below_20';
}

export interface TopicTally {
  topic: string;
  points: number;
  max_points: number;
  percent: number;
  missed: number;
  tasks: number;
}

/** Per topic, in the order the test lists its topics (then any other topic met on the form). */
export function topicBreakdown(
  topics: readonly string[],
  graded: ReadonlyArray<{ topic: string; points: number; maxPoints: number }>,
): TopicTally[] {
  const byTopic = new Map<string, TopicTally>();
  for (const topic of topics)
    byTopic.set(topic, { topic, points: 0, max_points: 0, percent: 0, missed: 0, tasks: 0 });
  for (const g of graded) {
    const tally =
      byTopic.get(g.topic) ??
      byTopic
        .set(g.topic, { topic: g.topic, points: 0, max_points: 0, percent: 0, missed: 0, tasks: 0 })
        .get(g.topic)!;
    tally.points += g.points;
    tally.max_points += g.maxPoints;
    tally.tasks += 1;
    if (g.points < g.maxPoints - 1e-9) tally.missed += 1;
  }
  return [...byTopic.values()]
    .filter((t) => t.tasks > 0)
    .map((t) => ({ ...t, points: roundPoints(t.points), percent: percentOf(t.points, t.max_points) }));
}
