import type { FormBlueprint, ItemType } from '../../content/item-bank/types.ts';

/** Past this many graded forms an item is retired, so it does not become common knowledge (TestGorilla's figure). */
export const DEFAULT_EXPOSURE_CAP = 10_000;

/** Exposure counts this close are treated as equal, so equally fresh items are drawn in random order. */
const EXPOSURE_JITTER = 3;

export type BlueprintGroup = keyof FormBlueprint;

export function groupOf(type: ItemType): BlueprintGroup {
  switch (type) {
    case 'single_choice':
    case 'multiple_choice':
      return 'choice';
    case 'ordering':
      return 'ordering';
    case 'short_answer':
      return 'shortAnswer';
    case 'coding':
      return 'coding';
  }
}

/** Every graded form needs a task where the candidate writes something: a short answer or code. */
export function hasPerformanceTask(blueprint: FormBlueprint): boolean {
  return blueprint.shortAnswer + blueprint.coding > 0;
}

export function formSize(blueprint: FormBlueprint): number {
  return blueprint.choice + blueprint.ordering + blueprint.shortAnswer + blueprint.coding;
}

export interface DrawCandidate {
  id: string;
  type: ItemType;
  exposureCount: number;
}

/**
 * Picks a form by the blueprint: in each group the least-exposed items first, random among those of about the
 * same exposure; then the whole form in random order, choice tasks first and the performance tasks last (the
 * candidate warms up before the long tasks). Returns null when no performance task is available.
 */
export function drawForm(
  blueprint: FormBlueprint,
  candidates: readonly DrawCandidate[],
  random: () => number = Math.random,
): string[] | null {
  if (!hasPerformanceTask(blueprint)) return null;
  const order: BlueprintGroup[] = ['choice', 'ordering', 'shortAnswer', 'coding'];
  const picked: string[] = [];
  let performance = 0;
  for (const group of order) {
    const pool = candidates
      .filter((c) => groupOf(c.type) === group)
      .map((c) => ({ c, key: c.exposureCount + random() * EXPOSURE_JITTER }))
      .sort((a, b) => a.key - b.key)
      .slice(0, blueprint[group])
      .map(({ c }) => c.id);
    if (group === 'shortAnswer' || group === 'coding') performance += pool.length;
    picked.push(...shuffle(pool, random));
  }
  return performance > 0 ? picked : null;
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
