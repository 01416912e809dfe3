import type { z } from 'zod';
import {
  SavedSearchQuerySchema,
  type CreateSavedSearchSchema,
  type SavedSearch,
  type SavedSearchQuery,
  type UpdateSavedSearch,
} from '@talent/contract/jobs';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { JobsService, Viewer } from '../jobs/jobs.service.ts';
import {
  countSavedSearches,
  deleteSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  markSavedSearchSeen,
  updateSavedSearch,
  type SavedSearchRow,
} from './saved-searches.repository.ts';

export const MAX_SAVED_SEARCHES = 50;
type CreateInput = z.output<typeof CreateSavedSearchSchema>;

export class SavedSearchesService {
  constructor(private readonly deps: { db: Db; jobs: JobsService; now?: () => Date }) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  private async toJson(row: SavedSearchRow, viewer: Viewer): Promise<SavedSearch> {
    const query = SavedSearchQuerySchema.parse(row.query);
    let fresh = 0;
    try {
      fresh = await this.deps.jobs.countPostedSince(query, viewer, row.lastSeenAt);
    } catch (err) {
      // A stored filter that no longer validates (a skill renamed since) counts nothing rather than failing the list.
      if (!(err instanceof AppError)) throw err;
    }
    return {
      id: row.id,
      name: row.name,
      query,
      alert: row.alert,
      last_seen_at: row.lastSeenAt.toISOString(),
      created_at: row.createdAt.toISOString(),
      new_count: fresh,
    };
  }

  async list(viewer: Viewer): Promise<SavedSearch[]> {
    const rows = await listSavedSearches(this.db, viewer.userId);
    return Promise.all(rows.map((r) => this.toJson(r, viewer)));
  }

  async create(input: CreateInput, viewer: Viewer): Promise<SavedSearch> {
    // Validate the filters now (unknown skill or country → 422) rather than at alert time.
    await this.deps.jobs.filtersFor(input.query, viewer);
    if ((await countSavedSearches(this.db, viewer.userId)) >= MAX_SAVED_SEARCHES) {
      throw AppError.validation({ name: [`You can keep at most ${MAX_SAVED_SEARCHES} saved searches.`] });
    }
    const row = await insertSavedSearch(this.db, {
      userId: viewer.userId,
      name: input.name,
      query: stripEmpty(input.query),
      alert: input.alert,
      lastSeenAt: this.now(),
    });
    return this.toJson(row, viewer);
  }

  async markSeen(id: string, viewer: Viewer): Promise<SavedSearch> {
    const row = isUuid(id) ? await markSavedSearchSeen(this.db, viewer.userId, id, this.now()) : undefined;
    if (!row) throw new AppError('not_found');
    return this.toJson(row, viewer);
  }

  async update(id: string, input: UpdateSavedSearch, viewer: Viewer): Promise<SavedSearch> {
    const changes = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.alert !== undefined ? { alert: input.alert } : {}),
    };
    const row = isUuid(id) ? await updateSavedSearch(this.db, viewer.userId, id, changes) : undefined;
    if (!row) throw new AppError('not_found');
    return this.toJson(row, viewer);
  }

  async remove(id: string, userId: string): Promise<void> {
    if (!isUuid(id) || !(await deleteSavedSearch(this.db, userId, id))) throw new AppError('not_found');
  }
}

function stripEmpty(query: SavedSearchQuery): SavedSearchQuery {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as SavedSearchQuery;
}
