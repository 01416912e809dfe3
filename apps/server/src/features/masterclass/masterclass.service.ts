import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  TALK_CATEGORIES,
  TALK_CATEGORY_LABELS,
  TALK_PAGE_SIZE,
  TALK_REMINDER_MINUTES,
  type TalkListQuerySchema,
  type TalkDetail,
  type TalkInput,
  type TalkSummary,
} from '@talent/contract/masterclass';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Broadcaster } from '../../lib/broadcast/broadcaster.ts';
import { decryptBuffer, encryptBuffer, type FileKeyring } from '../../lib/crypto/file-cipher.ts';
import { isUuid } from '../../lib/ids.ts';
import { decodeKey, encodeKey } from '../../lib/keyset-cursor.ts';
import type { ByteRange } from '../../lib/storage/file-storage.ts';
import { isValidTimeZone } from '../../lib/time-zones.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { FilesService } from '../files/files.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { feedIcs, talkIcs } from './masterclass-calendar.ts';
import { TalkMessenger, type TalkNews } from './masterclass.messages.ts';
import * as repo from './masterclass.repository.ts';
import type { RegistrationRow, TalkFigures, TalkRow } from './masterclass.repository.ts';
import { detailJson, questionJson, statusOf, summaryJson } from './masterclass.view.ts';
import { TalkRequestsService } from './talk-requests.service.ts';

const MINUTE = 60_000;
const HUB_LIST = 6;
/** How many questions one person may ask about one talk. */
const MAX_QUESTIONS_PER_PERSON = 10;
/** The calendar feed's token: randomToken()'s 43 base64url characters. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

type ListQuery = z.infer<typeof TalkListQuerySchema>;
type Media = 'recording' | 'captions' | 'slides';
type TalkPatch = Partial<TalkInput>;

export interface MasterclassDeps {
  db: Db;
  notifications: NotificationsService;
  broadcaster: Broadcaster;
  files: FilesService;
  keyring: FileKeyring;
  /** APP_URL: the feed's address, the .ics UID's host and the links in the calendar events. */
  appUrl: string;
  log?: FastifyBaseLogger;
  now?: () => Date;
}

const conflict = (message: string): never => {
  throw new AppError('conflict', { message });
};

/** A path id that names no talk is a 404 without a query. */
function talkIdOf(id: string): string {
  if (!isUuid(id)) throw new AppError('not_found');
  return id;
}

/**
 * Masterclass talks (contract: masterclass.ts): reading them, registering (with the waitlist), calendars, questions,
 * ratings, and the operators' scheduling. Talk requests: talk-requests.service.ts. Rules: README.md.
 */
export class MasterclassService {
  readonly requests: TalkRequestsService;
  readonly messenger: TalkMessenger;
  private readonly db: Db;
  readonly now: () => Date;

  constructor(private readonly deps: MasterclassDeps) {
    this.db = deps.db;
    this.now = deps.now ?? (() => new Date());
    this.messenger = new TalkMessenger({
      db: deps.db,
      notifications: deps.notifications,
      broadcaster: deps.broadcaster,
      appUrl: deps.appUrl,
      log: deps.log,
    });
    this.requests = new TalkRequestsService({ db: deps.db, messenger: this.messenger, now: this.now });
  }

  /* ================================================================ reading */

  async hub(userId: string) {
    const now = this.now();
    const [counts, next, recordings, mine] = await Promise.all([
      repo.categoryCounts(this.db, now),
      repo.nextTalks(this.db, userId, now, HUB_LIST),
      repo.talksWithMedia(this.db, userId, now, HUB_LIST),
      repo.myTalks(this.db, userId, now, true),
    ]);
    const byCategory = new Map(counts.map((c) => [c.category, c]));
    return {
      categories: TALK_CATEGORIES.map((slug) => ({
        slug,
        label: TALK_CATEGORY_LABELS[slug],
        upcoming: Number(byCategory.get(slug)?.upcoming ?? 0),
        past: Number(byCategory.get(slug)?.past ?? 0),
      })),
      next_talks: next.map((f) => summaryJson(f, now)),
      recordings: recordings.map((f) => summaryJson(f, now)),
      my_registrations: mine.map((f) => summaryJson(f, now)),
    };
  }

  async list(userId: string, query: ListQuery) {
    const now = this.now();
    const filter = { when: query.when, now, category: query.category, q: query.q || undefined };
    const after = query.cursor ? decodeKey(query.cursor, 'cursor') : undefined;
    const [rows, total] = await Promise.all([
      repo.listTalks(this.db, userId, filter, { after, limit: TALK_PAGE_SIZE + 1 }),
      repo.countListed(this.db, filter),
    ]);
    const page = rows.slice(0, TALK_PAGE_SIZE);
    const last = page.at(-1);
    return {
      data: page.map((f) => summaryJson(f, now)),
      meta: {
        total,
        next_cursor:
          rows.length > TALK_PAGE_SIZE && last
            ? encodeKey({ at: last.talk.startsAt.toISOString(), id: last.talk.id })
            : null,
      },
    };
  }

  /** My registrations: upcoming first (soonest first), then past ones (newest first); cancelled talks too. */
  async mine(userId: string) {
    const now = this.now();
    const rows = await repo.myTalks(this.db, userId, now, false);
    return { data: rows.map((f) => summaryJson(f, now)), meta: { total: rows.length, next_cursor: null } };
  }

  private async figures(viewerId: string | null, talkId: string): Promise<TalkFigures> {
    return (await repo.talkFigures(this.db, viewerId, talkId)) ?? notFound();
  }

  async detail(userId: string, id: string): Promise<TalkDetail> {
    const figures = await this.figures(userId, talkIdOf(id));
    const talk = figures.talk;
    const [requestId, recording, rating] = await Promise.all([
      repo.requestIdOfTalk(this.db, talk.id),
      talk.recordingFileId ? repo.fileById(this.db, talk.recordingFileId) : undefined,
      repo.ratingOf(this.db, talk.id, userId),
    ]);
    return detailJson(
      figures,
      {
        requestId,
        recordingDuration: recording?.durationSeconds ?? null,
        myRating: rating ? { stars: rating.stars, comment: rating.comment } : null,
      },
      this.now(),
    );
  }

  /* ================================================================ registration */

  /**
   * One click: a seat while any is left, else the waitlist. The talk row is locked for the count and the write,
   * so concurrent registrations never overbook. Registering again while registered changes nothing.
   */
  async register(userId: string, id: string): Promise<{ created: boolean; talk: TalkDetail }> {
    const talkId = talkIdOf(id);
    const now = this.now();
    const outcome = await this.db.transaction(async (tx) => {
      const talk = (await repo.talkById(tx, talkId, true)) ?? notFound();
      if (talk.cancelledAt) conflict('This talk was cancelled.');
      if (now >= talk.startsAt) conflict('Registration closed when the talk started.');
      const existing = await repo.registrationOf(tx, talk.id, userId, true);
      if (existing && !existing.cancelledAt) return { talk, registration: existing, created: false };
      const state = (await repo.registeredSeats(tx, talk.id)) < talk.capacity ? 'registered' : 'waitlisted';
      const registration = existing
        ? await repo.updateRegistration(tx, existing.id, {
            state,
            registeredAt: now,
            line: repo.NEXT_IN_LINE,
            cancelledAt: null,
            promotedAt: null,
            remindedDayAt: null,
            remindedSoonAt: null,
          })
        : await repo.insertRegistration(tx, { talkId: talk.id, userId, state, registeredAt: now });
      return { talk, registration, created: true };
    });
    const detail = await this.detail(userId, talkId);
    if (outcome.created) {
      const news: TalkNews =
        outcome.registration.state === 'registered'
          ? { kind: 'registered' }
          : { kind: 'waitlisted', position: detail.my_registration?.waitlist_position ?? null };
      await this.messenger.talkNews(outcome.talk, outcome.registration, news, now);
    }
    return { created: outcome.created, talk: detail };
  }

  /** Gives the seat back (until the start); a freed seat goes to the first person waiting, at once. */
  async unregister(userId: string, id: string): Promise<TalkDetail> {
    const talkId = talkIdOf(id);
    const now = this.now();
    const outcome = await this.db.transaction(async (tx) => {
      const talk = (await repo.talkById(tx, talkId, true)) ?? notFound();
      if (talk.cancelledAt) conflict('This talk was cancelled.');
      if (now >= talk.startsAt) conflict('The talk has started; registrations can no longer be cancelled.');
      const existing = await repo.registrationOf(tx, talk.id, userId, true);
      if (!existing || existing.cancelledAt) return { talk, cancelled: null, promoted: [] };
      const cancelled = await repo.updateRegistration(tx, existing.id, { cancelledAt: now });
      const promoted =
        existing.state === 'registered' ? await this.fillSeats(tx, talk, now) : ([] as RegistrationRow[]);
      return { talk, cancelled, promoted };
    });
    if (outcome.cancelled) {
      await this.messenger.talkNews(outcome.talk, outcome.cancelled, { kind: 'unregistered' }, now);
    }
    for (const promoted of outcome.promoted) {
      await this.messenger.talkNews(outcome.talk, promoted, { kind: 'promoted' }, now);
    }
    if (outcome.cancelled?.state === 'waitlisted' || outcome.promoted.length > 0) {
      await this.announceLineMoved(talkId);
    }
    return this.detail(userId, talkId);
  }

  /** Everyone still waiting for a seat hears that the line moved (someone ahead left or was promoted). */
  private async announceLineMoved(talkId: string): Promise<void> {
    const waiting = (await repo.attendeesOf(this.db, talkId)).filter(
      (attendee) => attendee.registration.state === 'waitlisted',
    );
    await this.messenger.lineMoved(
      talkId,
      waiting.map((attendee) => attendee.registration.userId),
    );
  }

  /** Promotes from the waitlist into the seats left (none once the talk has started). */
  private async fillSeats(tx: Db, talk: TalkRow, now: Date): Promise<RegistrationRow[]> {
    if (talk.cancelledAt || now >= talk.startsAt) return [];
    const free = talk.capacity - (await repo.registeredSeats(tx, talk.id));
    return repo.promoteFromWaitlist(tx, talk.id, free, now);
  }

  /** The talk's .ics for someone holding a seat or a waitlist place (404 for anyone else). */
  async inviteFile(userId: string, id: string): Promise<{ body: string; filename: string }> {
    const talkId = talkIdOf(id);
    const talk = (await repo.talkById(this.db, talkId)) ?? notFound();
    const registration = await repo.registrationOf(this.db, talk.id, userId);
    if (!registration || registration.cancelledAt) {
      throw new AppError('not_found', { message: 'You are not registered for this talk.' });
    }
    return talkIcs(talk, registration, { appUrl: this.deps.appUrl, now: this.now() });
  }

  /* ================================================================ questions */

  async questions(userId: string, id: string) {
    const talk = (await repo.talkById(this.db, talkIdOf(id))) ?? notFound();
    const rows = await repo.questionsOf(this.db, talk.id, userId);
    return { data: rows.map((row) => questionJson(row, userId)) };
  }

  /** Whether the person may ask and vote now: registered or waitlisted, before the end of a talk still on. */
  private async questionRefusal(talk: TalkRow, userId: string, action: string): Promise<string | null> {
    if (talk.cancelledAt) return 'This talk was cancelled.';
    if (this.now() >= talk.endsAt) return 'Questions closed when the talk ended.';
    const registration = await repo.registrationOf(this.db, talk.id, userId);
    if (!registration || registration.cancelledAt) return `Register for the talk to ${action}.`;
    return null;
  }

  async ask(userId: string, id: string, body: string) {
    const talk = (await repo.talkById(this.db, talkIdOf(id))) ?? notFound();
    const refusal = await this.questionRefusal(talk, userId, 'ask a question');
    if (refusal) conflict(refusal);
    if ((await repo.questionCountBy(this.db, talk.id, userId)) >= MAX_QUESTIONS_PER_PERSON) {
      conflict(
        `You have asked ${MAX_QUESTIONS_PER_PERSON} questions about this talk; vote for others instead.`,
      );
    }
    await repo.insertQuestion(this.db, { talkId: talk.id, userId, body, createdAt: this.now() });
    return this.questions(userId, talk.id);
  }

  /** One upvote per person and question (again: no change); taking it back is DELETE. Not on one's own. */
  async vote(userId: string, id: string, questionId: string, on: boolean) {
    const talk = (await repo.talkById(this.db, talkIdOf(id))) ?? notFound();
    const question = isUuid(questionId) ? await repo.questionOf(this.db, talk.id, questionId) : undefined;
    if (!question) throw new AppError('not_found');
    const refusal = await this.questionRefusal(talk, userId, 'vote on questions');
    if (refusal) conflict(refusal);
    if (question.userId === userId) conflict('You cannot upvote your own question.');
    if (on) await repo.addQuestionVote(this.db, question.id, userId, this.now());
    else await repo.removeQuestionVote(this.db, question.id, userId);
    return this.questions(userId, talk.id);
  }

  /* ================================================================ rating */

  async rate(userId: string, id: string, input: { stars: number; comment: string }): Promise<TalkDetail> {
    const talk = (await repo.talkById(this.db, talkIdOf(id))) ?? notFound();
    const status = statusOf(talk, this.now());
    if (status === 'cancelled') conflict('This talk was cancelled.');
    if (status !== 'ended') conflict('You can rate the talk once it has ended.');
    const registration = await repo.registrationOf(this.db, talk.id, userId);
    if (registration?.state !== 'registered' || registration.cancelledAt) {
      conflict('Only people who attended can rate this talk.');
    }
    await repo.upsertRating(this.db, { talkId: talk.id, userId, ...input, now: this.now() });
    return this.detail(userId, talk.id);
  }

  /* ================================================================ calendar feed */

  private feedJson(row: { tokenSealed: string; createdAt: Date }) {
    const token = decryptBuffer(Buffer.from(row.tokenSealed, 'base64'), this.deps.keyring).toString('utf8');
    const url = `${this.deps.appUrl}/calendar/${token}.ics`;
    return {
      url,
      webcal_url: url.replace(/^https?:/, 'webcal:'),
      created_at: row.createdAt.toISOString(),
    };
  }

  private async saveFeed(userId: string, replace: boolean) {
    const token = randomToken();
    await repo.saveFeed(
      this.db,
      {
        userId,
        tokenHash: sha256(token),
        tokenSealed: encryptBuffer(Buffer.from(token, 'utf8'), this.deps.keyring).toString('base64'),
        createdAt: this.now(),
      },
      replace,
    );
    return (await repo.feedOf(this.db, userId))!;
  }

  /** My feed's address (made on first use). */
  async feed(userId: string) {
    return this.feedJson((await repo.feedOf(this.db, userId)) ?? (await this.saveFeed(userId, false)));
  }

  /** A new address; the old one answers 404 from now on. */
  async rotateFeed(userId: string) {
    return this.feedJson(await this.saveFeed(userId, true));
  }

  /** The feed's calendar for a token, or null (unknown, rotated, malformed: all the same 404). */
  async feedCalendar(token: string): Promise<string | null> {
    if (!FEED_TOKEN.test(token)) return null;
    const feed = await repo.feedByTokenHash(this.db, sha256(token));
    if (!feed) return null;
    const entries = await repo.feedEntries(this.db, feed.userId);
    return feedIcs(entries, { appUrl: this.deps.appUrl, now: this.now() });
  }

  /* ================================================================ media */

  /** A talk's recording, captions or slides file, with its bytes (a range of them for players). */
  async media(id: string, media: Media) {
    const talk = (await repo.talkById(this.db, talkIdOf(id))) ?? notFound();
    const fileId =
      media === 'recording'
        ? talk.recordingFileId
        : media === 'captions'
          ? talk.captionsFileId
          : talk.slidesFileId;
    const file = fileId ? await repo.fileById(this.db, fileId) : undefined;
    if (!file) throw new AppError('not_found');
    return {
      file,
      open: (range?: ByteRange): Promise<Readable> => this.deps.files.open(file, range),
    };
  }

  /* ================================================================ reminders */

  /**
   * Claims the reminders due now (a day, and a quarter of an hour, before the start: TALK_REMINDER_MINUTES) and
   * tells each registered person; each is claimed once, so each person hears each reminder once.
   */
  async sendReminders(now: Date): Promise<void> {
    const [dayMinutes, soonMinutes] = TALK_REMINDER_MINUTES;
    const due = await repo.claimDueReminders(this.db, now, soonMinutes * MINUTE, dayMinutes * MINUTE);
    const talks = new Map<string, TalkRow | undefined>();
    for (const [list, soon] of [
      [due.soon, true],
      [due.day, false],
    ] as const) {
      for (const reminder of list) {
        if (!talks.has(reminder.talkId))
          talks.set(reminder.talkId, await repo.talkById(this.db, reminder.talkId));
        const talk = talks.get(reminder.talkId);
        if (!talk) continue;
        await this.messenger.talkNews(
          talk,
          { userId: reminder.userId, state: 'registered', cancelledAt: null, revision: 0 },
          { kind: 'reminder', soon },
          now,
        );
      }
    }
  }

  /* ================================================================ operators */

  async operatorList(): Promise<{ data: TalkSummary[] }> {
    const now = this.now();
    const rows = await repo.allTalks(this.db, now);
    return { data: rows.map((f) => summaryJson(f, now)) };
  }

  async operatorTalk(id: string) {
    const figures = await this.figures(null, talkIdOf(id));
    const talk = figures.talk;
    const now = this.now();
    const [requestId, recording, attendees, questions] = await Promise.all([
      repo.requestIdOfTalk(this.db, talk.id),
      talk.recordingFileId ? repo.fileById(this.db, talk.recordingFileId) : undefined,
      repo.attendeesOf(this.db, talk.id),
      repo.questionsOf(this.db, talk.id, null),
    ]);
    const {
      my_registration: _mine,
      can_rate: _canRate,
      my_rating: _myRating,
      ...detail
    } = detailJson(
      figures,
      { requestId, recordingDuration: recording?.durationSeconds ?? null, myRating: null },
      now,
      'operator',
    );
    let place = 0;
    return {
      ...detail,
      revision: talk.revision,
      join_url: talk.joinUrl,
      published_files: {
        recording_file_id: talk.recordingFileId,
        captions_file_id: talk.captionsFileId,
        slides_file_id: talk.slidesFileId,
      },
      registrations: attendees.map((a) => ({
        name: a.name,
        email: a.email,
        state: a.registration.state as 'registered' | 'waitlisted',
        waitlist_position: a.registration.state === 'waitlisted' ? ++place : null,
        registered_at: a.registration.registeredAt.toISOString(),
      })),
      questions: questions.map((q) => questionJson(q, null)),
    };
  }

  /**
   * Checks an operator's input the schema cannot: the speaker's zone, and a new start in the future (an edit form
   * that sends the current start of a talk under way again is not moving it).
   */
  private checkInput(input: TalkPatch, now: Date, current?: TalkRow) {
    const errors: Record<string, string[]> = {};
    if (input.speaker_time_zone !== undefined && !isValidTimeZone(input.speaker_time_zone)) {
      errors.speaker_time_zone = ['Choose a time zone from the list.'];
    }
    const start = input.starts_at !== undefined ? new Date(input.starts_at) : null;
    if (start && start <= now && start.getTime() !== current?.startsAt.getTime()) {
      errors.starts_at = ['Choose a time in the future.'];
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  }

  async createTalk(operatorId: string, input: TalkInput) {
    const now = this.now();
    this.checkInput(input, now);
    const start = new Date(input.starts_at);
    const { talk, request } = await this.db.transaction(async (tx) => {
      const created = await repo.insertTalk(tx, {
        category: input.category,
        title: input.title,
        summary: input.summary,
        abstract: input.abstract,
        speakerName: input.speaker_name,
        speakerTitle: input.speaker_title,
        speakerBio: input.speaker_bio,
        speakerTimeZone: input.speaker_time_zone,
        startsAt: start,
        endsAt: new Date(start.getTime() + input.duration_minutes * MINUTE),
        capacity: input.capacity,
        joinUrl: input.join_url,
        resources: input.resources,
        createdByUserId: operatorId,
        createdAt: now,
        updatedAt: now,
      });
      const answered = input.request_id
        ? await this.requests.scheduleInTransaction(tx, input.request_id, created, now)
        : null;
      return { talk: created, request: answered };
    });
    if (request) await this.requests.announceScheduled(request, talk);
    return this.operatorTalk(talk.id);
  }

  /**
   * Changes what was sent. A new time, title, summary or join link is a new revision (everyone holding a seat or a
   * waitlist place gets the updated invite; a new time re-arms the reminders). Capacity: lowering never drops a
   * registered person; raising promotes from the waitlist at once.
   */
  async updateTalk(id: string, patch: TalkPatch) {
    const talkId = talkIdOf(id);
    const now = this.now();
    const outcome = await this.db.transaction(async (tx) => {
      const talk = (await repo.talkById(tx, talkId, true)) ?? notFound();
      if (talk.cancelledAt) conflict('This talk was cancelled; it can no longer be changed.');
      this.checkInput(patch, now, talk);
      const started = now >= talk.startsAt;
      const start = patch.starts_at !== undefined ? new Date(patch.starts_at) : talk.startsAt;
      const minutes =
        patch.duration_minutes ?? Math.round((talk.endsAt.getTime() - talk.startsAt.getTime()) / MINUTE);
      const end = new Date(start.getTime() + minutes * MINUTE);
      const moved = start.getTime() !== talk.startsAt.getTime() || end.getTime() !== talk.endsAt.getTime();
      if (started && moved) conflict('The talk has started; its time can no longer change.');
      if (started && patch.capacity !== undefined && patch.capacity !== talk.capacity) {
        conflict('The talk has started; its capacity can no longer change.');
      }
      const values = {
        ...(patch.category !== undefined ? { category: patch.category } : {}),
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.summary !== undefined ? { summary: patch.summary } : {}),
        ...(patch.abstract !== undefined ? { abstract: patch.abstract } : {}),
        ...(patch.speaker_name !== undefined ? { speakerName: patch.speaker_name } : {}),
        ...(patch.speaker_title !== undefined ? { speakerTitle: patch.speaker_title } : {}),
        ...(patch.speaker_bio !== undefined ? { speakerBio: patch.speaker_bio } : {}),
        ...(patch.speaker_time_zone !== undefined ? { speakerTimeZone: patch.speaker_time_zone } : {}),
        ...(patch.capacity !== undefined ? { capacity: patch.capacity } : {}),
        ...(patch.join_url !== undefined ? { joinUrl: patch.join_url } : {}),
        ...(patch.resources !== undefined ? { resources: patch.resources } : {}),
        startsAt: start,
        endsAt: end,
      };
      const eventChanged =
        moved ||
        (values.title !== undefined && values.title !== talk.title) ||
        (values.summary !== undefined && values.summary !== talk.summary) ||
        (values.category !== undefined && values.category !== talk.category) ||
        (values.joinUrl !== undefined && values.joinUrl !== talk.joinUrl);
      const updated = await repo.updateTalk(tx, talk.id, {
        ...values,
        revision: eventChanged ? talk.revision + 1 : talk.revision,
        updatedAt: now,
      });
      if (moved) await repo.rearmReminders(tx, talk.id);
      const promoted = await this.fillSeats(tx, updated, now);
      const request = patch.request_id
        ? await this.requests.scheduleInTransaction(tx, patch.request_id, updated, now)
        : null;
      return { talk: updated, moved, eventChanged, promoted, request };
    });
    const promotedIds = new Set(outcome.promoted.map((r) => r.id));
    if (outcome.eventChanged) {
      const news: TalkNews = outcome.moved ? { kind: 'moved' } : { kind: 'updated' };
      for (const attendee of await repo.attendeesOf(this.db, outcome.talk.id)) {
        if (promotedIds.has(attendee.registration.id)) continue;
        await this.messenger.talkNews(outcome.talk, attendee.registration, news, now);
      }
    }
    for (const promoted of outcome.promoted) {
      await this.messenger.talkNews(outcome.talk, promoted, { kind: 'promoted' }, now);
    }
    if (outcome.promoted.length > 0) await this.announceLineMoved(talkId);
    if (outcome.request) await this.requests.announceScheduled(outcome.request, outcome.talk);
    return this.operatorTalk(talkId);
  }

  /** Cancels a talk that has not ended: everyone holding a seat or a place in line is told, with METHOD:CANCEL. */
  async cancelTalk(id: string, reason: string) {
    const talkId = talkIdOf(id);
    const now = this.now();
    const talk = await this.db.transaction(async (tx) => {
      const current = (await repo.talkById(tx, talkId, true)) ?? notFound();
      if (current.cancelledAt) conflict('This talk is already cancelled.');
      if (now >= current.endsAt) conflict('This talk has already taken place.');
      return repo.updateTalk(tx, current.id, {
        cancelledAt: now,
        cancelledReason: reason,
        revision: current.revision + 1,
        updatedAt: now,
      });
    });
    for (const attendee of await repo.attendeesOf(this.db, talk.id)) {
      await this.messenger.talkNews(talk, attendee.registration, { kind: 'cancelled' }, now);
    }
    return this.operatorTalk(talkId);
  }

  /**
   * The recording (with its chapters and captions) and the slides, uploaded before as files: a `talk_recording`,
   * `lesson_captions` and `talk_slides` file an operator uploaded (422 on the field otherwise).
   */
  async setRecording(
    id: string,
    input: {
      recording_file_id: string | null;
      captions_file_id: string | null;
      slides_file_id: string | null;
      chapters: Array<{ title: string; start_seconds: number }>;
    },
  ) {
    const talkId = talkIdOf(id);
    const talk = (await repo.talkById(this.db, talkId)) ?? notFound();
    const wanted = {
      recording_file_id: 'talk_recording',
      captions_file_id: 'lesson_captions',
      slides_file_id: 'talk_slides',
    } as const;
    const ids = Object.keys(wanted)
      .map((field) => input[field as keyof typeof wanted])
      .filter((value): value is string => value !== null && isUuid(value));
    const found = await repo.filesByIds(this.db, ids);
    const errors: Record<string, string[]> = {};
    for (const [field, kind] of Object.entries(wanted)) {
      const value = input[field as keyof typeof wanted];
      if (value === null) continue;
      const file = found.get(value);
      if (!file || file.kind !== kind || file.ownerRole !== 'operator') {
        errors[field] = [`Upload the file first (a ${kind.replace(/_/g, ' ')} file), then choose it here.`];
      }
    }
    if (input.captions_file_id && !input.recording_file_id) {
      errors.captions_file_id = ['Captions need a recording.'];
    }
    const starts = input.chapters.map((c) => c.start_seconds);
    if (starts.some((s, i) => i > 0 && s <= starts[i - 1]!)) {
      errors.chapters = ['List chapters in order, each starting later than the one before.'];
    }
    const duration = input.recording_file_id ? found.get(input.recording_file_id)?.durationSeconds : null;
    if (duration && starts.some((s) => s >= duration)) {
      errors.chapters = [`Every chapter starts within the recording (${duration} seconds).`];
    }
    if (input.chapters.length > 0 && !input.recording_file_id) {
      errors.chapters = ['Chapters need a recording.'];
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    await repo.updateTalk(this.db, talk.id, {
      recordingFileId: input.recording_file_id,
      captionsFileId: input.captions_file_id,
      slidesFileId: input.slides_file_id,
      chapters: input.chapters,
      updatedAt: this.now(),
    });
    return this.operatorTalk(talk.id);
  }
}

function notFound(): never {
  throw new AppError('not_found');
}
