import {
  WORK_STYLE_CLAIM_DAYS,
  type ShownWorkStyle,
  type WorkStyle,
  type WorkStyleResult,
} from '@talent/contract/work-style';
import {
  WORK_STYLE_ITEMS,
  WORK_STYLE_MINUTES,
  WORK_STYLE_VERSION,
  type WorkStyleItem,
} from '../../content/work-style/items.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import {
  claimResult,
  deleteExpiredGuestResults,
  deleteResultOf,
  findResultOf,
  findShownResultOf,
  insertGuestResult,
  saveResultOf,
  setVisibilityOf,
  type WorkStyleRow,
  type WorkStyleVisibility,
} from './work-style.repository.ts';
import { answerSheetErrors, scoreAnswers } from './work-style.scoring.ts';
import { workStyleSweeps } from './work-style.sweeps.ts';

const DAY_MS = 86_400_000;
/** Results one address may score per hour: a person retakes a few times; a script filling the table does not. */
export const WORK_STYLE_RESULTS_PER_HOUR = 30;

function resultJson(row: WorkStyleRow, claimToken: string | null = null): WorkStyleResult {
  return {
    id: row.id,
    taken_at: row.takenAt.toISOString(),
    scores: row.scores as Record<WorkStyle, number>,
    top: row.top as WorkStyle[],
    visibility: row.visibility,
    claim_token: claimToken,
  };
}

/**
 * The open work-style questionnaire: our own statements, scored on the server. A candidate's result is private
 * until they show it; a guest's waits WORK_STYLE_CLAIM_DAYS for the account they create to claim it.
 */
export class WorkStyleService {
  private readonly db: Db;
  private readonly limiter: RateLimiter;
  private readonly items: readonly WorkStyleItem[];
  private readonly now: () => Date;

  constructor(deps: { db: Db; limiter: RateLimiter; now?: () => Date; items?: readonly WorkStyleItem[] }) {
    this.db = deps.db;
    this.limiter = deps.limiter;
    this.items = deps.items ?? WORK_STYLE_ITEMS;
    this.now = deps.now ?? (() => new Date());
  }

  questionnaire() {
    return {
      version: WORK_STYLE_VERSION,
      items: this.items.map(({ id, statement }) => ({ id, statement })),
      minutes: WORK_STYLE_MINUTES,
    };
  }

  /**
   * Scores an answer sheet. `userId` (a verified talent) saves it as theirs; otherwise it is a guest's, returned
   * with the claim token (only its hash is kept). Counted per client address before anything else.
   */
  async submit(
    input: { version: number; answers: Record<string, number> },
    by: { userId: string | null; client: string },
  ): Promise<WorkStyleResult> {
    const { hits, retryAfter } = await this.limiter.hit(`work-style:${by.client}`, 3600);
    if (hits > WORK_STYLE_RESULTS_PER_HOUR) throw new AppError('too_many_attempts', { retryAfter });
    if (input.version !== WORK_STYLE_VERSION) {
      throw AppError.validation({
        version: ['The questionnaire has changed since you started. Please start again.'],
      });
    }
    const errors = answerSheetErrors(this.items, input.answers);
    if (errors) throw AppError.validation({ answers: errors });
    const { scores, top } = scoreAnswers(this.items, input.answers);
    const scored = { version: input.version, answers: input.answers, scores, top, takenAt: this.now() };
    if (by.userId) return resultJson(await saveResultOf(this.db, by.userId, scored));
    const token = randomToken();
    const row = await insertGuestResult(this.db, {
      ...scored,
      claimTokenHash: sha256(token),
      claimExpiresAt: new Date(scored.takenAt.getTime() + WORK_STYLE_CLAIM_DAYS * DAY_MS),
    });
    return resultJson(row, token);
  }

  /** 404 for a token we never issued (or swept), 410 for one used or past its window. */
  async claim(userId: string, token: string): Promise<WorkStyleResult> {
    const outcome = await claimResult(this.db, userId, sha256(token), this.now());
    if (outcome.kind === 'unknown') throw new AppError('not_found');
    if (outcome.kind === 'gone') {
      throw new AppError('gone', {
        message: 'This result was already saved, or its time to be saved has passed.',
      });
    }
    return resultJson(outcome.row);
  }

  async mine(userId: string): Promise<WorkStyleResult | null> {
    const row = await findResultOf(this.db, userId);
    return row ? resultJson(row) : null;
  }

  async setVisibility(userId: string, visibility: WorkStyleVisibility): Promise<WorkStyleResult> {
    const row = await setVisibilityOf(this.db, userId, visibility);
    if (!row) throw new AppError('not_found');
    return resultJson(row);
  }

  async remove(userId: string): Promise<void> {
    if (!(await deleteResultOf(this.db, userId))) throw new AppError('not_found');
  }

  /** What others may see: the result only while the candidate shows it on the profile. */
  async shownOf(userId: string): Promise<ShownWorkStyle | null> {
    const row = await findShownResultOf(this.db, userId);
    if (!row) return null;
    const { taken_at, scores, top } = resultJson(row);
    return { taken_at, scores, top };
  }

  sweepExpired(at: Date): Promise<number> {
    return deleteExpiredGuestResults(this.db, at);
  }

  sweeps(): Sweep[] {
    return workStyleSweeps(this);
  }
}
