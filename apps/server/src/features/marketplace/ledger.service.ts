import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { balancesOf, postingsOf, type PostingKey, type PostingView } from './ledger.repository.ts';
import { balanceJson, ledgerCsv, ledgerRowJson } from './ledger.view.ts';

const PAGE = 30;
/** The spreadsheet holds at most this many movements (years of a busy seller's). */
const CSV_LIMIT = 20_000;
const CSV_BATCH = 1000;

const CursorSchema = z.object({ at: z.iso.datetime(), id: z.number().int().positive() });

function encodeCursor(row: PostingView): string {
  return Buffer.from(JSON.stringify({ at: row.createdAt.toISOString(), id: row.id })).toString('base64url');
}

function decodeCursor(cursor: string): PostingKey {
  try {
    const key = CursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { at: new Date(key.at), id: key.id };
  } catch {
    throw AppError.validation({ cursor: ['The cursor is invalid.'] });
  }
}

/**
 * A person's money (README: ## Ledger): balances per currency and their movements, summed and listed from the
 * ledger's postings (never stored figures). Recruiters and talents alike see their own accounts only.
 */
export class LedgerService {
  constructor(private readonly deps: { db: Db }) {}

  async balance(userId: string) {
    return { data: (await balancesOf(this.deps.db, userId)).map(balanceJson) };
  }

  async movements(userId: string, cursor: string | undefined) {
    const after = cursor ? decodeCursor(cursor) : undefined;
    const rows = await postingsOf(this.deps.db, userId, { after, limit: PAGE + 1 });
    const page = rows.slice(0, PAGE);
    const last = page.at(-1);
    return {
      data: page.map(ledgerRowJson),
      meta: { next_cursor: rows.length > PAGE && last ? encodeCursor(last) : null },
    };
  }

  async csv(userId: string): Promise<string> {
    const rows: PostingView[] = [];
    let after: PostingKey | undefined;
    while (rows.length < CSV_LIMIT) {
      const batch = await postingsOf(this.deps.db, userId, { after, limit: CSV_BATCH });
      rows.push(...batch);
      const last = batch.at(-1);
      if (batch.length < CSV_BATCH || !last) break;
      after = { at: last.createdAt, id: last.id };
    }
    return ledgerCsv(rows.slice(0, CSV_LIMIT));
  }
}
