import type { AnswerMode, InterviewSession, Take } from '@talent/contract/assignments';
import { uploadResumable } from '../../../lib/resumable-upload.ts';
import {
  attachRecording,
  discardTake,
  keepTake,
  startAnswer,
  startTake,
  stopTake,
} from '../api/interview.ts';
import { serverClock } from './server-clock.ts';
import type { RecordedAnswer } from './use-answer-recorder.ts';

/**
 * The steps of one take, whoever keeps them: the server for a real question, this page for the practice question
 * (which is never sent). The take screen runs the same way for both.
 */
export interface TakeBackend {
  start(mode: AnswerMode): Promise<Take>;
  answer(take: Take): Promise<Take>;
  stop(take: Take, durationSeconds: number | undefined): Promise<Take>;
  /** Uploads the recording (with progress) or sends the text, then attaches it to the take. */
  attach(
    take: Take,
    answer: RecordedAnswer | { text: string },
    onProgress: (fraction: number) => void,
  ): Promise<Take>;
  keep(take: Take): Promise<InterviewSession | null>;
  discard(take: Take): Promise<InterviewSession | null>;
}

export function serverBackend(token: string, questionId: string): TakeBackend {
  return {
    start: (mode) => startTake(token, questionId, mode),
    answer: (take) => startAnswer(token, take.id),
    stop: (take, durationSeconds) => stopTake(token, take.id, durationSeconds),
    async attach(take, answer, onProgress) {
      if ('text' in answer) return attachRecording(token, take.id, { text: answer.text });
      // The take names the upload (not the file it becomes). A "Try again" after a failure calls this again
      // with the same recording, which resumes the upload remembered for it instead of starting over.
      const upload: { id?: string } = {};
      await uploadResumable(answer.file, {
        kind: 'interview_answer',
        durationSeconds: Math.ceil(answer.durationSeconds),
        onProgress,
        onUploadId: (id) => (upload.id = id),
      });
      if (!upload.id) throw new Error('The upload finished without its id.');
      return attachRecording(token, take.id, { upload_id: upload.id });
    },
    keep: (take) => keepTake(token, take.id),
    discard: (take) => discardTake(token, take.id),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The practice question's take, kept in memory: the same times and states as a real one, nothing leaves the page. */
export function practiceBackend(thinkSeconds: number, answerSeconds: number): TakeBackend {
  let number = 0;
  return {
    async start(mode) {
      number += 1;
      const now = serverClock.now();
      return {
        id: `practice-${number}`,
        question_id: 'practice',
        number,
        mode,
        state: 'thinking',
        started_at: iso(now),
        think_ends_at: iso(now + thinkSeconds * 1000),
        answer_started_at: null,
        answer_ends_at: null,
        stopped_at: null,
        overrun_seconds: 0,
        duration_seconds: null,
        text: null,
        media_url: null,
      };
    },
    async answer(take) {
      const now = Math.min(serverClock.now(), Date.parse(take.think_ends_at));
      return {
        ...take,
        state: 'answering',
        answer_started_at: iso(now),
        answer_ends_at: iso(now + answerSeconds * 1000),
      };
    },
    async stop(take, durationSeconds) {
      const now = serverClock.now();
      const over = take.answer_ends_at
        ? Math.max(0, Math.floor((now - Date.parse(take.answer_ends_at)) / 1000))
        : 0;
      return {
        ...take,
        state: 'stopped',
        stopped_at: iso(now),
        overrun_seconds: over,
        duration_seconds: durationSeconds ?? null,
      };
    },
    async attach(take, answer) {
      return { ...take, state: 'recorded', text: 'text' in answer ? answer.text : null };
    },
    keep: async () => null,
    discard: async () => null,
  };
}
