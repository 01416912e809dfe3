import { FILE_LIMITS } from '@talent/contract/applications';
import {
  PROFILE_LIMITS,
  type Profile,
  type ResumeSuggestion,
  type DecideSuggestionsSchema,
} from '@talent/contract/profile';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { RateLimiter } from '../../lib/rate-limiter.ts';
import { isUuid } from '../../lib/ids.ts';
import type { FilesService } from '../files/files.service.ts';
import {
  findProfileRow,
  loadProfile,
  skillsBySlugs,
  upsertProfile,
  upsertSkills,
  type ProfileColumns,
} from '../profile/profile.repository.ts';
import { countryCodeForName, suggestTimeZone } from '../profile/location.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import { findEducation, findLocation, findPositions } from './resume-entries.ts';
import {
  findInResume,
  resumeLines,
  seniorityForYears,
  seniorityInTitle,
  type ResumeFindings,
  type SkillTerm,
} from './resume-finder.ts';
import { resumeText, UnreadableResumeError } from './resume-text.ts';
import {
  allSkillTerms,
  deleteDraft,
  deletePendingSuggestions,
  findExtraction,
  insertSuggestions,
  listSuggestions,
  lockOwnSuggestions,
  saveDraft,
  saveExtraction,
  setSuggestionStatus,
  type NewDraft,
  type NewSuggestion,
  type SuggestionRow,
} from './resume.repository.ts';

type Suggestions = {
  file_id: string | null;
  status: 'none' | 'ready' | 'failed';
  message: string | null;
  suggestions: ResumeSuggestion[];
};
type Decisions = z.output<typeof DecideSuggestionsSchema>;

const SKILL_TERMS_TTL_MS = 10 * 60_000;
/** Readings per candidate in READS_WINDOW_SECONDS: plenty for replacing a resume, not a way to load the CPU. */
export const READS_PER_WINDOW = 20;
const READS_WINDOW_SECONDS = 10 * 60;
/** Resumes read at once by this process; parsing runs on the event loop, so the rest wait their turn. */
const PARALLEL_READS = 2;
const KIND_ORDER = { title: 0, years: 1, skill: 2 } as const;
const MAX_LABEL = 200;

const clip = (text: string, max = MAX_LABEL) => (text.length <= max ? text : text.slice(0, max));

export function yearsLabel(years: number): string {
  if (years < 1) return 'Less than a year of experience';
  return `${years} ${years === 1 ? 'year' : 'years'} of experience`;
}

function suggestionJson(row: SuggestionRow): ResumeSuggestion {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    value: row.value,
    years: row.years,
    evidence: row.evidence,
    status: row.status,
  };
}

/** The file went while it was being read (its rows cascade away): Postgres' foreign key violation. */
function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown } | null;
  return e?.code === '23503' || (!!e?.cause && isForeignKeyViolation(e.cause));
}

function ordered(rows: SuggestionRow[]): SuggestionRow[] {
  return [...rows].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

export class ResumeService {
  private skillTerms: { at: number; terms: Promise<SkillTerm[]> } | null = null;
  private reading = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly limiter: RateLimiter;

  constructor(
    private readonly deps: {
      db: Db;
      files: FilesService;
      profiles: ProfileService;
      now?: () => Date;
      limiter?: RateLimiter;
    },
  ) {
    this.limiter = deps.limiter ?? new RateLimiter(deps.db);
  }

  /** Runs `read` when one of the PARALLEL_READS slots is free; a finished read hands its slot to the next. */
  private async inTurn<T>(read: () => Promise<T>): Promise<T> {
    if (this.reading >= PARALLEL_READS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.reading++;
    try {
      return await read();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.reading--;
    }
  }

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** The taxonomy changes only with a deploy; read it once in a while, not on every resume. */
  private terms(): Promise<SkillTerm[]> {
    const at = Date.now();
    if (!this.skillTerms || at - this.skillTerms.at > SKILL_TERMS_TTL_MS) {
      const terms = allSkillTerms(this.db);
      terms.catch(() => (this.skillTerms = null));
      this.skillTerms = { at, terms };
    }
    return this.skillTerms.terms;
  }

  /** What reading the profile's current resume gave; pending skills the profile has since gained drop out. */
  async current(userId: string): Promise<Suggestions> {
    const profile = await findProfileRow(this.db, userId);
    const fileId = profile?.resumeFileId ?? null;
    if (!fileId) return { file_id: null, status: 'none', message: null, suggestions: [] };
    return this.forFile(userId, fileId);
  }

  private async forFile(userId: string, fileId: string, db: Db = this.db): Promise<Suggestions> {
    const extraction = await findExtraction(db, userId, fileId);
    if (!extraction) return { file_id: fileId, status: 'none', message: null, suggestions: [] };
    if (extraction.status === 'failed') {
      return { file_id: fileId, status: 'failed', message: extraction.message, suggestions: [] };
    }
    const record = await loadProfile(db, userId);
    const owned = new Set(record?.skills.map((s) => s.slug) ?? []);
    const rows = (await listSuggestions(db, userId, fileId)).filter(
      (row) => !(row.kind === 'skill' && row.status === 'pending' && owned.has(row.value)),
    );
    return {
      file_id: fileId,
      status: 'ready',
      message: null,
      suggestions: ordered(rows).map(suggestionJson),
    };
  }

  /**
   * Reads one of the caller's resumes and lists what it found. Nothing in the profile changes: suggestions wait for
   * the candidate's decision. Someone else's file is a 404.
   */
  async extract(userId: string, fileId: string): Promise<Suggestions> {
    const file = await this.deps.files.ownFile(userId, fileId);
    if (file.kind !== 'resume') throw AppError.validation({ file_id: ['Choose a resume (PDF or Word).'] });
    const hit = await this.limiter.hit(`resume-read:${userId}`, READS_WINDOW_SECONDS);
    if (hit.hits > READS_PER_WINDOW) throw new AppError('too_many_attempts', { retryAfter: hit.retryAfter });

    let text: string;
    try {
      text = await this.inTurn(async () => resumeText(await this.bytes(file), file.type));
    } catch (err) {
      if (!(err instanceof UnreadableResumeError)) throw err;
      await this.db
        .transaction(async (tx) => {
          await deletePendingSuggestions(tx, userId, file.id);
          await deleteDraft(tx, userId);
          await saveExtraction(tx, { fileId: file.id, userId, status: 'failed', message: err.message });
        })
        .catch((saveErr: unknown) => {
          if (isForeignKeyViolation(saveErr)) throw new AppError('not_found');
          throw saveErr;
        });
      return { file_id: file.id, status: 'failed', message: err.message, suggestions: [] };
    }

    const found = findInResume(text, await this.terms(), this.now());
    const lines = resumeLines(text);
    const place = findLocation(lines, countryCodeForName);
    const draft: NewDraft = {
      userId,
      fileId: file.id,
      experience: findPositions(lines),
      education: findEducation(lines),
      location: place && { ...place, timezone: suggestTimeZone(place) },
    };
    return this.save(userId, file.id, found, draft).catch((err: unknown) => {
      if (isForeignKeyViolation(err)) throw new AppError('not_found');
      throw err;
    });
  }

  /** Records a reading and its new suggestions in one transaction, and answers the file's list. */
  private async save(
    userId: string,
    fileId: string,
    found: ResumeFindings,
    draft: NewDraft,
  ): Promise<Suggestions> {
    return this.db.transaction(async (tx) => {
      // Written first: the extraction row's lock makes two readings of one file take turns.
      await saveExtraction(tx, { fileId, userId, status: 'ready', message: null });
      await saveDraft(tx, draft, this.now());
      const record = await loadProfile(tx, userId);
      const owned = new Set(record?.skills.map((s) => s.slug) ?? []);
      const desiredRole = record?.profile?.desiredRole.trim().toLowerCase() ?? '';
      await deletePendingSuggestions(tx, userId, fileId);
      // What the candidate already decided for this file is not asked again.
      const decided = new Set(
        (await listSuggestions(tx, userId, fileId)).map(
          (row) => `${row.kind}\u0000${row.value.toLowerCase()}`,
        ),
      );
      const rows: NewSuggestion[] = [];
      const add = (row: Omit<NewSuggestion, 'userId' | 'fileId'>) => {
        if (decided.has(`${row.kind}\u0000${row.value.toLowerCase()}`)) return;
        rows.push({ ...row, userId, fileId, label: clip(row.label), value: clip(row.value) });
      };
      for (const title of found.titles) {
        if (title.title.toLowerCase() === desiredRole) continue;
        add({ kind: 'title', label: title.title, value: title.title, years: null, evidence: title.evidence });
      }
      if (found.years && record?.profile?.seniority !== seniorityForYears(found.years.years)) {
        add({
          kind: 'years',
          label: yearsLabel(found.years.years),
          value: String(found.years.years),
          years: found.years.years,
          evidence: found.years.evidence,
        });
      }
      for (const skill of found.skills) {
        if (owned.has(skill.slug)) continue;
        add({
          kind: 'skill',
          label: skill.name,
          value: skill.slug,
          years: skill.years,
          evidence: skill.evidence,
        });
      }
      await insertSuggestions(tx, rows);
      return this.forFile(userId, fileId, tx);
    });
  }

  /**
   * Applies the accepted suggestions and marks the rejected ones, in one transaction: a skill joins the profile
   * (with its years), a title becomes the desired role (and the headline when there is none), years set the level.
   */
  async decide(userId: string, decisions: Decisions): Promise<Profile> {
    const accept = [...new Set(decisions.accept)];
    const reject = [...new Set(decisions.reject)];
    if (accept.some((id) => reject.includes(id))) {
      throw AppError.validation({ reject: ['A suggestion cannot be both accepted and rejected.'] });
    }
    await this.db.transaction(async (tx) => {
      const ids = [...accept, ...reject];
      const rows = await lockOwnSuggestions(tx, userId, ids.filter(isUuid));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const stale = (list: string[]) => list.some((id) => !byId.has(id));
      // Unknown and someone else's ids read the same.
      const gone = 'Some of these suggestions are no longer available. Read the resume again.';
      if (stale(accept)) throw AppError.validation({ accept: [gone] });
      if (stale(reject)) throw AppError.validation({ reject: [gone] });

      const accepted = accept.map((id) => byId.get(id)!).filter((r) => r.status !== 'accepted');
      await upsertProfile(tx, userId, {});
      const profile = (await findProfileRow(tx, userId, true))!;
      const columns: ProfileColumns = {};

      const title = accepted.find((r) => r.kind === 'title');
      if (title) {
        columns.desiredRole = clip(title.value, 120);
        if (profile.headline.trim() === '') columns.headline = clip(title.value, 120);
      }
      // A level the role states ("Senior …") outranks one guessed from years: nine years as a senior is senior.
      const stated = seniorityInTitle(columns.desiredRole ?? profile.desiredRole);
      const years = accepted.find((r) => r.kind === 'years');
      if (years?.years != null) columns.seniority = stated ?? seniorityForYears(years.years);
      if (Object.keys(columns).length) await upsertProfile(tx, userId, columns);

      const skillRows = accepted.filter((r) => r.kind === 'skill');
      if (skillRows.length) {
        const known = await skillsBySlugs(
          tx,
          skillRows.map((r) => r.value),
        );
        const record = await loadProfile(tx, userId);
        const owned = new Set(record?.skills.map((s) => s.slug) ?? []);
        const entries = skillRows.flatMap((r) => {
          const skill = known.get(r.value);
          return skill ? [{ skillId: skill.id, slug: skill.slug, years: r.years }] : [];
        });
        const added = entries.filter((e) => !owned.has(e.slug)).length;
        if (owned.size + added > PROFILE_LIMITS.skills) {
          throw AppError.validation({
            accept: [
              `A profile holds at most ${PROFILE_LIMITS.skills} skills; remove some before adding these.`,
            ],
          });
        }
        await upsertSkills(tx, userId, entries);
      }
      await setSuggestionStatus(
        tx,
        accepted.map((r) => r.id),
        'accepted',
      );
      await setSuggestionStatus(tx, reject, 'rejected');
    });
    return this.deps.profiles.get(userId);
  }

  /** The stored bytes, through the files service (its storage, its decryption), capped at the resume limit. */
  private async bytes(file: Parameters<FilesService['open']>[0]): Promise<Buffer> {
    const stream = await this.deps.files.open(file);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      size += bytes.length;
      if (size > FILE_LIMITS.resume.maxBytes) {
        stream.destroy();
        throw new UnreadableResumeError('This file is larger than a resume may be.');
      }
      chunks.push(bytes);
    }
    return Buffer.concat(chunks);
  }
}
