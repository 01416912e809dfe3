import { timeZonesNames } from '@vvo/tzdb';
import type { z } from 'zod';
import type { FileKind } from '@talent/contract/applications';
import {
  SKILL_LEVELS,
  type Profile,
  type ProfileUpdateSchema,
  type SkillLevel,
} from '@talent/contract/profile';
import type { Db } from '../../db/client.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { isValidTimeZone } from '../../lib/time-zones.ts';
import { fileJson, type FilesService } from '../files/files.service.ts';
import { isCountryCode } from '../../reference/countries.ts';
import { PER_USD } from '../../reference/currencies.data.ts';
import { completeness } from './completeness.ts';
import { suggestTimeZone, zonesOfCountry } from './location.ts';
import {
  findProfileRow,
  loadProfile,
  lockOwnFiles,
  replaceEducation,
  replaceExperience,
  replaceLanguages,
  replaceSkills,
  skillsBySlugs,
  updateUser,
  upsertProfile,
  type ProfileColumns,
  type ProfileRecord,
} from './profile.repository.ts';

export type ProfileInput = z.output<typeof ProfileUpdateSchema>;

/** The profile's three file slots: the request key, the column, the kind the file must be. */
const FILE_SLOTS = [
  { key: 'photo_file_id', column: 'photoFileId', kind: 'photo', noun: 'a photo' },
  { key: 'resume_file_id', column: 'resumeFileId', kind: 'resume', noun: 'a resume' },
  { key: 'video_resume_file_id', column: 'videoResumeFileId', kind: 'video_resume', noun: 'a video resume' },
] as const satisfies ReadonlyArray<{
  key: keyof ProfileInput;
  column: keyof ProfileColumns;
  kind: FileKind;
  noun: string;
}>;

/** The owner's download path, used as the account's avatar when a photo is set. */
export const filePath = (id: string) => `/talent/api/files/${id}`;

// Zone names as IANA spells them today, by lower case. (Not the runtime's resolvedOptions(): ICU answers old
// names, `Asia/Kolkata` → `Asia/Calcutta`, which a zone picker would not find.)
const ZONE_SPELLINGS = new Map(
  [...Intl.supportedValuesOf('timeZone'), ...timeZonesNames, 'UTC'].map((name) => [name.toLowerCase(), name]),
);

/** The zone as given when the runtime knows it, its case mended (`europe/berlin` → `Europe/Berlin`); else null. */
export function canonicalZone(zone: string): string | null {
  if (!isValidTimeZone(zone)) return null;
  return ZONE_SPELLINGS.get(zone.toLowerCase()) ?? zone;
}

const isSkillLevel = (value: string | null): value is SkillLevel =>
  value !== null && (SKILL_LEVELS as readonly string[]).includes(value);

export function profileJson(
  record: ProfileRecord,
  elite: Profile['elite'] = null,
  certificates: NonNullable<Profile['certificates']> = [],
): Profile {
  const { user, profile: p } = record;
  const file = (id: string | null | undefined) => {
    const row = id ? record.files.get(id) : undefined;
    return row ? fileJson(row) : null;
  };
  const links = p?.links ?? {};
  const identityStatus = record.identityStatus ?? 'not_started';
  const salary =
    p?.salaryAmount != null && p.salaryCurrency && p.salaryPeriod
      ? { amount: p.salaryAmount, currency: p.salaryCurrency, period: p.salaryPeriod }
      : null;
  const photo = file(p?.photoFileId);
  const resume = file(p?.resumeFileId);
  const videoResume = file(p?.videoResumeFileId);
  const timezone = p?.timezone ?? user.timezone ?? null;
  const workAuthorization = p?.workAuthorization ?? [];
  const workModes = p?.workModes ?? [];
  const employmentTypes = p?.employmentTypes ?? [];
  return {
    elite,
    certificates,
    user_id: user.id,
    name: user.name,
    photo,
    headline: p?.headline ?? '',
    bio: p?.bio ?? '',
    desired_role: p?.desiredRole ?? '',
    seniority: p?.seniority ?? null,
    country: p?.country ?? null,
    city: p?.city ?? '',
    timezone,
    work_authorization: workAuthorization,
    skills: record.skills.map((s) => ({
      slug: s.slug,
      name: s.name,
      level: isSkillLevel(s.level) ? s.level : null,
      years: s.years,
    })),
    experience: record.experience.map((e) => ({
      id: e.id,
      company: e.company,
      title: e.title,
      start_month: e.startMonth,
      end_month: e.endMonth,
      location: e.location,
      description: e.description,
    })),
    education: record.education.map((e) => ({
      id: e.id,
      school: e.school,
      degree: e.degree,
      field: e.field,
      start_year: e.startYear,
      end_year: e.endYear,
    })),
    languages: record.languages.map((l) => ({
      code: l.code as Profile['languages'][number]['code'],
      level: l.level,
    })),
    links: {
      github: links.github ?? null,
      linkedin: links.linkedin ?? null,
      portfolio: links.portfolio ?? null,
    },
    salary,
    availability: p?.availability ?? null,
    notice_period_weeks: p?.noticePeriodWeeks ?? null,
    job_search_status: p?.jobSearchStatus ?? null,
    work_modes: workModes,
    employment_types: employmentTypes,
    visible_to_recruiters: p?.visibleToRecruiters ?? true,
    resume,
    video_resume: videoResume,
    identity_status: identityStatus,
    verified: identityStatus === 'verified',
    completeness: completeness({
      hasPhoto: !!photo,
      headline: p?.headline ?? '',
      country: p?.country ?? null,
      timezone,
      skillCount: record.skills.length,
      experienceCount: record.experience.length,
      educationCount: record.education.length,
      experienceSkipped: p?.onboardingSkippedSteps.includes('experience') ?? false,
      hasResume: !!resume,
      hasSalary: !!salary,
      workAuthorizationCount: workAuthorization.length,
      workModeCount: workModes.length,
      employmentTypeCount: employmentTypes.length,
      hasAvailability: !!p?.availability,
      languageCount: record.languages.length,
      hasVideoResume: !!videoResume,
      identityVerified: identityStatus === 'verified',
    }),
    updated_at: p?.updatedAt.toISOString() ?? null,
  };
}

/** The files a write replaced, to delete once its transaction has committed. */
interface WriteResult {
  replacedFileIds: string[];
}

export class ProfileService {
  constructor(
    private readonly deps: {
      db: Db;
      files: FilesService;
      /** The elite membership (the elite feature's, handed in so the two features do not import each other). */
      eliteMembership?: (db: Db, userId: string) => Promise<Profile['elite']>;
      /** The valid course certificates (the courses feature's, handed in likewise). */
      certificates?: (db: Db, userId: string) => Promise<Profile['certificates']>;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** The zone a place suggests (the current one kept when it lies in the country), with the country's zones. */
  timeZoneFor(place: { country: string; city?: string | undefined; current?: string | undefined }) {
    const current = place.current ? canonicalZone(place.current) : null;
    return {
      timezone: suggestTimeZone({ country: place.country, city: place.city ?? null, current }),
      zones: zonesOfCountry(place.country),
    };
  }

  async get(userId: string, db: Db = this.db): Promise<Profile> {
    const record = await loadProfile(db, userId);
    if (!record) throw new AppError('not_found');
    return profileJson(
      record,
      (await this.deps.eliteMembership?.(db, userId)) ?? null,
      (await this.deps.certificates?.(db, userId)) ?? [],
    );
  }

  /** PATCH: only the keys sent change, lists replace whole lists, all in one transaction. */
  async update(userId: string, input: ProfileInput): Promise<Profile> {
    const { replacedFileIds } = await this.db.transaction((tx) => this.write(tx, userId, input));
    await this.removeFiles(userId, replacedFileIds);
    return this.get(userId);
  }

  /**
   * Checks and writes `input` inside the caller's transaction (onboarding steps share it). Every rule the schema
   * cannot express is checked before anything is written, and all failures are reported together.
   */
  async write(tx: Db, userId: string, input: ProfileInput): Promise<WriteResult> {
    const errors: FieldErrors = {};
    const fail = (key: string, message: string) => (errors[key] ??= []).push(message);

    // The files first, then the profile row: a file delete takes the same order (its row, then the profile column
    // it clears), so the two cannot deadlock.
    const fileIds = FILE_SLOTS.map((slot) => input[slot.key]).filter((id): id is string => !!id);
    const owned = new Map((await lockOwnFiles(tx, userId, fileIds)).map((f) => [f.id, f]));
    // One writer per profile at a time: the row is created if needed and locked.
    await upsertProfile(tx, userId, {});
    const current = (await findProfileRow(tx, userId, true))!;

    const columns: ProfileColumns = {};
    const userValues: Parameters<typeof updateUser>[2] = {};

    if (input.name !== undefined) userValues.name = input.name;
    if (input.headline !== undefined) columns.headline = input.headline;
    if (input.bio !== undefined) columns.bio = input.bio;
    if (input.desired_role !== undefined) columns.desiredRole = input.desired_role;
    if (input.seniority !== undefined) columns.seniority = input.seniority;
    if (input.city !== undefined) columns.city = input.city;
    if (input.availability !== undefined) columns.availability = input.availability;
    if (input.notice_period_weeks !== undefined) columns.noticePeriodWeeks = input.notice_period_weeks;
    if (input.job_search_status !== undefined) columns.jobSearchStatus = input.job_search_status;
    if (input.work_modes !== undefined) columns.workModes = [...new Set(input.work_modes)];
    if (input.employment_types !== undefined) columns.employmentTypes = [...new Set(input.employment_types)];
    if (input.visible_to_recruiters !== undefined) columns.visibleToRecruiters = input.visible_to_recruiters;

    if (input.country !== undefined) {
      if (input.country !== null && !isCountryCode(input.country))
        fail('country', 'Choose a country from the list.');
      else columns.country = input.country;
    }
    if (input.work_authorization !== undefined) {
      input.work_authorization.forEach((code, i) => {
        if (!isCountryCode(code)) fail(`work_authorization.${i}`, 'Choose a country from the list.');
      });
      columns.workAuthorization = [...new Set(input.work_authorization)];
    }
    if (input.timezone !== undefined) {
      const given = input.timezone?.trim() || null;
      const zone = given === null ? null : canonicalZone(given);
      if (given !== null && zone === null) fail('timezone', 'Choose a time zone from the list.');
      else {
        columns.timezone = zone;
        // One value, two places to edit it: the account's zone follows the profile's.
        userValues.timezone = zone;
      }
    }
    if (input.salary !== undefined) {
      if (input.salary && !PER_USD[input.salary.currency]) {
        fail('salary.currency', 'Choose a currency from the list.');
      } else {
        columns.salaryAmount = input.salary?.amount ?? null;
        columns.salaryCurrency = input.salary?.currency ?? null;
        columns.salaryPeriod = input.salary?.period ?? null;
      }
    }
    if (input.links !== undefined) {
      const merged = { ...current.links };
      for (const [key, value] of Object.entries(input.links)) {
        if (value !== undefined) merged[key as keyof typeof merged] = value;
      }
      columns.links = merged;
    }

    let skillEntries: Array<{ skillId: string; years: number | null; level: string | null }> | undefined;
    if (input.skills !== undefined) {
      const slugs = input.skills.map((s) => s.slug.toLowerCase());
      const known = await skillsBySlugs(tx, [...new Set(slugs)]);
      const seen = new Set<string>();
      skillEntries = [];
      slugs.forEach((slug, i) => {
        const skill = known.get(slug);
        if (!skill) return fail(`skills.${i}.slug`, 'Choose a skill from the list.');
        if (seen.has(slug)) return fail(`skills.${i}.slug`, `${skill.name} is already in your skills.`);
        seen.add(slug);
        const entry = input.skills![i]!;
        skillEntries!.push({ skillId: skill.id, years: entry.years, level: entry.level });
      });
    }

    if (input.languages !== undefined) {
      const seen = new Set<string>();
      input.languages.forEach((language, i) => {
        if (seen.has(language.code)) fail(`languages.${i}.code`, 'This language is already in your list.');
        seen.add(language.code);
      });
    }

    // Files: the caller's own, of the slot's kind. Someone else's id reads exactly like an unknown one.
    const replacedFileIds: string[] = [];
    for (const slot of FILE_SLOTS) {
      const value = input[slot.key];
      if (value === undefined) continue;
      if (value !== null && owned.get(value)?.kind !== slot.kind) {
        fail(slot.key, `Choose ${slot.noun} you uploaded.`);
        continue;
      }
      columns[slot.column] = value;
      const previous = current[slot.column];
      if (previous && previous !== value) replacedFileIds.push(previous);
      if (slot.kind === 'photo') userValues.avatarUrl = value === null ? null : filePath(value);
    }

    if (Object.keys(errors).length) throw AppError.validation(errors);

    await upsertProfile(tx, userId, columns);
    await updateUser(tx, userId, userValues);
    if (skillEntries) await replaceSkills(tx, userId, skillEntries);
    if (input.experience !== undefined) {
      await replaceExperience(
        tx,
        userId,
        input.experience.map((e) => ({
          company: e.company,
          title: e.title,
          startMonth: e.start_month,
          endMonth: e.end_month,
          location: e.location,
          description: e.description,
        })),
      );
    }
    if (input.education !== undefined) {
      await replaceEducation(
        tx,
        userId,
        input.education.map((e) => ({
          school: e.school,
          degree: e.degree,
          field: e.field,
          startYear: e.start_year,
          endYear: e.end_year,
        })),
      );
    }
    if (input.languages !== undefined) await replaceLanguages(tx, userId, input.languages);
    return { replacedFileIds };
  }

  /**
   * Deletes files the profile no longer points at, through the files service (its own locking and storage). One
   * that an application still uses stays (a conflict), and so does one already gone.
   */
  async removeFiles(userId: string, ids: string[]): Promise<void> {
    for (const id of ids) {
      try {
        await this.deps.files.remove(userId, id);
      } catch (err) {
        if (err instanceof AppError && (err.code === 'conflict' || err.code === 'not_found')) continue;
        throw err;
      }
    }
  }
}
