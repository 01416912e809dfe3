import type { BadgeIssuer } from '../features/assessments/badge-issuer.ts';
import { eq, inArray } from 'drizzle-orm';
import type { Answer, Attempt, ItemView } from '@talent/contract/assessments';
import type { Db } from '../db/client.ts';
import { assessmentItems } from '../db/schema/assessments.schema.ts';
import { users } from '../db/schema/auth.schema.ts';
import type { BankItem } from '../content/item-bank/types.ts';
import { liveTests, profileSkillIds } from '../features/assessments/assessments.repository.ts';
import { AssessmentsService } from '../features/assessments/assessments.service.ts';
import { RateLimiter } from '../lib/rate-limiter.ts';
import type { FileStorage } from '../lib/storage/file-storage.ts';
import { createSandbox } from '../sandbox/index.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The demo takes no webcam snapshots, so nothing is ever stored. */
const noFiles: FileStorage = {
  put: async () => {
    throw new Error('The demo data stores no files.');
  },
  open: async () => {
    throw new Error('The demo data stores no files.');
  },
  stat: async () => null,
  delete: async () => undefined,
};

/**
 * The demo talent's skill tests, taken through the real rules (form drawn, answers saved, graded on submit): one
 * passed three days ago, and one just started. Needs the item bank loaded; without tests it does nothing.
 */
export async function seedDemoAssessments(
  db: Db,
  { talentEmail, appKey, badges }: { talentEmail: string; appKey: string; badges?: BadgeIssuer },
) {
  const [talent] = await db.select({ id: users.id }).from(users).where(eq(users.email, talentEmail)).limit(1);
  if (!talent) return;
  const tests = await liveTests(db);
  if (tests.length === 0) return;
  const held = await profileSkillIds(db, talent.id);
  // Tests in the profile's skills first, and among them ones without Python-only code (no Pyodide at start-up).
  const ordered = [...tests.filter((t) => held.has(t.skillId)), ...tests.filter((t) => !held.has(t.skillId))];
  const clock = { at: new Date(Date.now() - 3 * DAY) };
  const sandbox = createSandbox();
  const service = new AssessmentsService({
    db,
    sandbox,
    storage: noFiles,
    limiter: new RateLimiter(db, () => clock.at),
    secret: appKey,
    ...(badges ? { badges } : {}),
    now: () => clock.at,
  });
  try {
    const [passedTest, startedTest] = ordered;
    if (passedTest) {
      const started = await service.start(talent.id, passedTest.slug, {
        proctoring: 'signals',
        accept_rules: true,
      });
      if ('attempt' in started) {
        // Everything right but the last choice task: a pass with something to improve.
        const lastChoice = started.attempt.items.findLast((i) => i.type.endsWith('choice'));
        clock.at = new Date(clock.at.getTime() + 12 * MINUTE);
        await answer(db, service, talent.id, started.attempt, (item) => item.id !== lastChoice?.id);
        clock.at = new Date(clock.at.getTime() + 6 * MINUTE);
        await service.submit(talent.id, started.attempt.id);
      }
    }
    if (startedTest) {
      clock.at = new Date(Date.now() - 2 * MINUTE);
      const started = await service.start(talent.id, startedTest.slug, {
        proctoring: 'none',
        accept_rules: true,
      });
      if ('attempt' in started) {
        const first = started.attempt.items[0];
        await answer(db, service, talent.id, started.attempt, (item) => item.id === first?.id, true);
      }
    }
  } finally {
    await sandbox.close();
  }
}

/** Saves a right answer to the tasks `right` picks (and, unless `onlyRight`, a wrong one to the others). */
async function answer(
  db: Db,
  service: AssessmentsService,
  userId: string,
  attempt: Attempt,
  right: (item: ItemView) => boolean,
  onlyRight = false,
) {
  const rows = await db
    .select({ id: assessmentItems.id, content: assessmentItems.content })
    .from(assessmentItems)
    .where(
      inArray(
        assessmentItems.id,
        attempt.items.map((i) => i.id),
      ),
    );
  const bank = new Map(rows.map((r) => [r.id, r.content as BankItem]));
  for (const view of attempt.items) {
    const isRight = right(view);
    if (!isRight && onlyRight) continue;
    const given = answerFor(bank.get(view.id)!, view, isRight);
    if (given) await service.saveAnswer(userId, attempt.id, view.id, given);
  }
}

function answerFor(item: BankItem, view: ItemView, right: boolean): Answer | null {
  const served = (options: ReadonlyArray<{ id: string; text: string }>, text: string) =>
    options.find((o) => o.text === text)?.id ?? '';
  if (item.type === 'single_choice' && view.type === 'single_choice') {
    const pick = item.options.find((o) => (o.id === item.correct) === right) ?? item.options[0]!;
    return { type: 'single_choice', option_id: served(view.options, pick.text) };
  }
  if (item.type === 'multiple_choice' && view.type === 'multiple_choice') {
    const picks = item.options.filter((o) => item.correct.includes(o.id) === right);
    return { type: 'multiple_choice', option_ids: picks.map((o) => served(view.options, o.text)) };
  }
  if (item.type === 'ordering' && view.type === 'ordering') {
    const steps = right ? item.steps : [...item.steps].reverse();
    return { type: 'ordering', order: steps.map((s) => served(view.steps, s.text)) };
  }
  if (item.type === 'short_answer') {
    if (!right) return { type: 'short_answer', text: 'Not sure.' };
    const text =
      item.answer.mode === 'exact'
        ? (item.answer.accept[0] ?? '')
        : item.answer.criteria.map((c) => c.anyOf[0] ?? '').join('; ');
    return { type: 'short_answer', text };
  }
  if (item.type === 'coding') {
    const language = (['javascript', 'typescript', 'python'] as const).find(
      (l) => item.languages.includes(l) && item.reference[l],
    );
    if (!language) return null;
    return { type: 'coding', language, source: item.reference[language]! };
  }
  return null;
}
