import { beforeEach, describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../../test/app-api.ts';
import { localDraftKey, readLocalDraft, writeLocalDraft } from './local-draft.ts';
import { pushLocalDraft, startingDraft } from './sync-draft.ts';

const server = stubAppApi();
const JOB = 'job-9';
const DRAFT_URL = `/talent/api/jobs/${JOB}/application-draft`;
const fileId = '0b7c8a39-1f7e-4d6a-9d55-2a1f8a5a6b10';
const serverDraft = (overrides: Record<string, unknown> = {}) => ({
  data: {
    cover_note: '',
    answers: [],
    resume_file_id: null,
    video_file_id: null,
    resume: null,
    video: null,
    updated_at: null,
    ...overrides,
  },
});

beforeEach(() => window.localStorage.clear());

describe('local draft', () => {
  it('writes under a versioned key per job, and an empty draft removes the entry', () => {
    writeLocalDraft(JOB, { cover_note: 'Hi', answers: [] }, new Date('2026-11-22T10:00:00Z'));
    expect(localDraftKey(JOB)).toBe('talent:guest-apply:v1:job-9');
    expect(readLocalDraft(JOB)).toEqual({
      cover_note: 'Hi',
      answers: [],
      updated_at: '2026-11-22T10:00:00.000Z',
    });
    writeLocalDraft(JOB, { cover_note: '  ', answers: [] });
    expect(window.localStorage.getItem(localDraftKey(JOB))).toBeNull();
  });
});

describe('pushLocalDraft (after signup or login)', () => {
  it('copies the local note and answers to the account, keeping files already on the server draft', async () => {
    writeLocalDraft(JOB, { cover_note: 'Mine', answers: [{ question_id: 'q', value: true }] });
    server.respondWith((r) =>
      r.url === DRAFT_URL
        ? { status: 200, data: serverDraft({ resume_file_id: fileId, updated_at: '2020-01-01T00:00:00Z' }) }
        : undefined,
    );
    await expect(pushLocalDraft(JOB)).resolves.toBe('pushed');
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(jsonBody(put)).toMatchObject({
      cover_note: 'Mine',
      answers: [{ question_id: 'q', value: true }],
      resume_file_id: fileId,
      step: 'screener-tests',
    });
  });

  it('leaves a server draft changed after the local one alone', async () => {
    writeLocalDraft(JOB, { cover_note: 'Old', answers: [] }, new Date('2026-01-01T00:00:00Z'));
    server.respondWith((r) =>
      r.url === DRAFT_URL
        ? { status: 200, data: serverDraft({ cover_note: 'Newer', updated_at: '2026-06-01T00:00:00Z' }) }
        : undefined,
    );
    await expect(pushLocalDraft(JOB)).resolves.toBe('kept-server');
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('sends nothing when this browser has no draft', async () => {
    server.respondWith(() => undefined);
    await expect(pushLocalDraft(JOB)).resolves.toBe('nothing');
    expect(server.requests).toHaveLength(0);
  });
});

describe('startingDraft (verified pages)', () => {
  it('takes the server draft when it has anything, else the local one', () => {
    writeLocalDraft(JOB, { cover_note: 'Local', answers: [] });
    const withServer = startingDraft(JOB, serverDraft({ cover_note: 'Server', updated_at: 'x' }).data);
    expect(withServer).toMatchObject({ fromLocal: false, draft: { cover_note: 'Server' } });
    const empty = startingDraft(JOB, serverDraft().data);
    expect(empty).toEqual({ fromLocal: true, draft: { cover_note: 'Local', answers: [] } });
  });
});
