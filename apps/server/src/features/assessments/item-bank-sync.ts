import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assessmentItems, skillTests } from '../../db/schema/assessments.schema.ts';
import { skills } from '../../db/schema/jobs.schema.ts';
import type { BankItem, BankTest } from '../../content/item-bank/types.ts';
import { formSize, groupOf, hasPerformanceTask, type BlueprintGroup } from './forms.ts';

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

export class ItemBankError extends Error {
  constructor(message: string) {
    super(`Item bank: ${message}`);
    this.name = 'ItemBankError';
  }
}

/** The mistakes that would make a test unusable, found before anything is written. */
export function checkBank(bank: readonly BankTest[]): void {
  const slugs = new Set<string>();
  const keys = new Set<string>();
  for (const test of bank) {
    if (slugs.has(test.slug)) throw new ItemBankError(`the test "${test.slug}" appears twice.`);
    slugs.add(test.slug);
    if (!hasPerformanceTask(test.blueprint)) {
      throw new ItemBankError(`"${test.slug}": a graded form needs a short answer or a coding task.`);
    }
    const available: Record<BlueprintGroup, number> = { choice: 0, ordering: 0, shortAnswer: 0, coding: 0 };
    for (const item of test.items) {
      if (keys.has(item.key)) throw new ItemBankError(`the item key "${item.key}" appears twice.`);
      keys.add(item.key);
      if (!item.practice) available[groupOf(item.type)] += 1;
    }
    for (const group of Object.keys(available) as BlueprintGroup[]) {
      if (available[group] < test.blueprint[group]) {
        throw new ItemBankError(
          `"${test.slug}" draws ${test.blueprint[group]} ${group} tasks but has ${available[group]} that are not practice-only.`,
        );
      }
    }
    if (formSize(test.blueprint) === 0) throw new ItemBankError(`"${test.slug}" draws no tasks.`);
  }
}

/**
 * Makes the database hold the bank: tests and items upserted by slug and key (an edited item keeps its id and
 * exposure count), items and tests no longer in the bank retired, never deleted. Cheap when nothing changed: one
 * query compares each test's hash. Returns the slugs it (re)wrote.
 */
export async function syncItemBank(db: Db, bank: readonly BankTest[]): Promise<string[]> {
  checkBank(bank);
  const hashes = new Map(bank.map((test) => [test.slug, hashOf(test)]));
  const current = await db
    .select({ slug: skillTests.slug, hash: skillTests.contentHash, retiredAt: skillTests.retiredAt })
    .from(skillTests);
  const live = current.filter((t) => !t.retiredAt);
  const unchanged = live.length === bank.length && live.every((t) => hashes.get(t.slug) === t.hash);
  if (unchanged) return [];

  const known = new Map(current.map((t) => [t.slug, t]));
  const changed = bank.filter((test) => {
    const row = known.get(test.slug);
    return !row || row.retiredAt || row.hash !== hashes.get(test.slug);
  });
  await db.transaction(async (tx) => {
    if (changed.length > 0) {
      const skillRows = await tx
        .select({ id: skills.id, slug: skills.slug })
        .from(skills)
        .where(inArray(skills.slug, [...new Set(changed.map((t) => t.skillSlug))]));
      const skillIds = new Map(skillRows.map((s) => [s.slug, s.id]));
      for (const test of changed) {
        const skillId = skillIds.get(test.skillSlug);
        if (!skillId)
          throw new ItemBankError(`"${test.slug}" names the skill "${test.skillSlug}", not in the taxonomy.`);
        await writeTest(tx, test, skillId, hashes.get(test.slug)!);
      }
    }
    // Tests gone from the bank, and their items.
    const slugs = bank.map((t) => t.slug);
    const gone = await tx
      .update(skillTests)
      .set({ retiredAt: sql`now()` })
      .where(and(isNull(skillTests.retiredAt), slugs.length ? notInArray(skillTests.slug, slugs) : undefined))
      .returning({ id: skillTests.id });
    if (gone.length > 0) {
      await tx
        .update(assessmentItems)
        .set({ retiredAt: sql`now()`, retiredReason: 'removed' })
        .where(
          and(
            inArray(
              assessmentItems.testId,
              gone.map((g) => g.id),
            ),
            isNull(assessmentItems.retiredAt),
          ),
        );
    }
  });
  return changed.map((t) => t.slug);
}

async function writeTest(tx: Db, test: BankTest, skillId: string, hash: string): Promise<void> {
  const values = {
    slug: test.slug,
    skillId,
    title: test.title,
    category: test.category,
    summary: test.summary,
    description: test.description,
    timeLimitMinutes: test.timeLimitMinutes,
    topics: test.topics,
    blueprint: test.blueprint,
    contentHash: hash,
    retiredAt: null,
    updatedAt: sql`now()`,
  };
  const [row] = await tx
    .insert(skillTests)
    .values(values)
    .onConflictDoUpdate({ target: skillTests.slug, set: values })
    .returning({ id: skillTests.id });
  const testId = row!.id;
  if (test.items.length > 0) {
    const items = test.items.map((item: BankItem) => ({
      key: item.key,
      testId,
      type: item.type,
      topic: item.topic,
      difficulty: item.difficulty,
      practice: item.practice ?? false,
      content: item,
      contentHash: hashOf(item),
    }));
    await tx
      .insert(assessmentItems)
      .values(items)
      .onConflictDoUpdate({
        target: assessmentItems.key,
        set: {
          testId: sql`excluded.test_id`,
          type: sql`excluded.type`,
          topic: sql`excluded.topic`,
          difficulty: sql`excluded.difficulty`,
          practice: sql`excluded.practice`,
          content: sql`excluded.content`,
          contentHash: sql`excluded.content_hash`,
          // Back in the bank: no longer retired, unless the exposure cap retired it.
          retiredAt: sql`CASE WHEN ${assessmentItems.retiredReason} = 'exposure' THEN ${assessmentItems.retiredAt} ELSE NULL END`,
          retiredReason: sql`CASE WHEN ${assessmentItems.retiredReason} = 'exposure' THEN 'exposure' ELSE NULL END`,
          updatedAt: sql`now()`,
        },
      });
  }
  const keys = test.items.map((i) => i.key);
  await tx
    .update(assessmentItems)
    .set({ retiredAt: sql`now()`, retiredReason: 'removed' })
    .where(
      and(
        eq(assessmentItems.testId, testId),
        isNull(assessmentItems.retiredAt),
        keys.length ? notInArray(assessmentItems.key, keys) : undefined,
      ),
    );
}
