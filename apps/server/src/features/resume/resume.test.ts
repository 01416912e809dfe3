import { describe, expect, it } from 'vitest';
import { createTalentProfile, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { tinyWebm, upload } from '../../test/test-files.ts';
import { READS_PER_WINDOW } from './resume.service.ts';
import { SAMPLE_RESUME, scannedPdf, textDocx, textPdf } from '../../test/test-resumes.ts';

const NOW = new Date('2026-11-15T12:00:00Z');
const t = useTestApp({ now: () => NOW });

async function candidate() {
  const user = await t.createUser({ verified: true, timezone: null });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

async function uploadResume(client: TestClient, content: Buffer, filename = 'Ana Lima CV.pdf') {
  const res = await upload(t.app, client, [['kind', 'resume']], { filename, content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

interface Suggestion {
  id: string;
  kind: string;
  label: string;
  value: string;
  years: number | null;
  evidence: string | null;
  status: string;
}

const extract = (client: TestClient, fileId: string) =>
  client.post('/talent/api/profile/resume-suggestions', { file_id: fileId });

describe('resume suggestions', () => {
  it('reads a real PDF and suggests skills, titles and years without changing the profile', async () => {
    const { client } = await candidate();
    const fileId = await uploadResume(client, textPdf(SAMPLE_RESUME));
    const before = (await client.get('/talent/api/profile')).json().data;

    const res = await extract(client, fileId);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ file_id: fileId, status: 'ready', message: null });
    const suggestions: Suggestion[] = data.suggestions;
    expect(suggestions.every((s) => s.status === 'pending')).toBe(true);
    expect(suggestions.filter((s) => s.kind === 'title').map((s) => s.value)).toEqual([
      'Senior Backend Engineer',
      'Staff Engineer',
      'Software Developer',
    ]);
    // 2016-01 .. 2026-11, the degree not counted.
    expect(suggestions.find((s) => s.kind === 'years')).toMatchObject({
      label: '10 years of experience',
      value: '10',
      years: 10,
    });
    const skills = Object.fromEntries(suggestions.filter((s) => s.kind === 'skill').map((s) => [s.value, s]));
    expect(Object.keys(skills).sort()).toEqual(
      ['docker', 'kubernetes', 'node-js', 'postgresql', 'python', 'react', 'typescript'].sort(),
    );
    expect(skills.react).toMatchObject({ label: 'React', years: 5 });
    expect(skills.react!.evidence).toContain('5 years of React');
    expect(skills.python!.years).toBe(3);

    // Consent first: nothing reached the profile.
    const after = (await client.get('/talent/api/profile')).json().data;
    expect(after.skills).toEqual(before.skills);
    expect(after.desired_role).toBe('');
    expect(after.seniority).toBeNull();
  });

  it('applies only what is accepted, marks the rejected, and does not ask again', async () => {
    const { user, client } = await candidate();
    await createTalentProfile(t.database.db, user.id, {
      seniority: null,
      skills: [{ slug: 'docker', years: 2 }],
    });
    const fileId = await uploadResume(client, textPdf(SAMPLE_RESUME));
    const suggestions: Suggestion[] = (await extract(client, fileId)).json().data.suggestions;
    // The profile already has Docker: not suggested.
    expect(suggestions.map((s) => s.value)).not.toContain('docker');
    const pick = (kind: string, value: string) =>
      suggestions.find((s) => s.kind === kind && s.value === value)!;

    const accept = [
      pick('skill', 'react').id,
      pick('skill', 'typescript').id,
      pick('title', 'Senior Backend Engineer').id,
      pick('years', '10').id,
    ];
    const reject = [pick('skill', 'python').id, pick('title', 'Staff Engineer').id];
    const res = await client.post('/talent/api/profile/resume-suggestions/decisions', { accept, reject });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json().data;
    expect(profile.skills.map((s: { slug: string; years: number | null }) => [s.slug, s.years])).toEqual([
      ['docker', 2],
      ['react', 5],
      ['typescript', null],
    ]);
    expect(profile).toMatchObject({
      desired_role: 'Senior Backend Engineer',
      headline: 'Senior Backend Engineer',
      // The role says senior; ten years alone would have guessed lead.
      seniority: 'senior',
    });

    // The resume is now the profile's: GET shows the decisions; undecided ones stay pending.
    await client.request('PATCH', '/talent/api/profile', { resume_file_id: fileId });
    const current = (await client.get('/talent/api/profile/resume-suggestions')).json().data;
    const status = Object.fromEntries(current.suggestions.map((s: Suggestion) => [s.id, s.status]));
    for (const id of accept) expect(status[id]).toBe('accepted');
    for (const id of reject) expect(status[id]).toBe('rejected');
    expect(status[pick('skill', 'kubernetes').id]).toBe('pending');

    // Reading again replaces the pending ones and does not ask about decided ones or skills now in the profile.
    const again: Suggestion[] = (await extract(client, fileId)).json().data.suggestions;
    const pending = again.filter((s) => s.status === 'pending').map((s) => `${s.kind}:${s.value}`);
    expect(pending).not.toContain('skill:python');
    expect(pending).not.toContain('skill:react');
    expect(pending).not.toContain('title:Staff Engineer');
    expect(pending).not.toContain('title:Senior Backend Engineer');
    expect(pending).toContain('skill:kubernetes');
    expect(again.filter((s) => s.status !== 'pending')).toHaveLength(accept.length + reject.length);
  });

  it('keeps the headline the candidate wrote when a title is accepted', async () => {
    const { client } = await candidate();
    await client.request('PATCH', '/talent/api/profile', { headline: 'APIs that stay up' });
    const fileId = await uploadResume(client, textPdf(SAMPLE_RESUME));
    const title = (await extract(client, fileId))
      .json()
      .data.suggestions.find((s: Suggestion) => s.kind === 'title');
    const profile = (
      await client.post('/talent/api/profile/resume-suggestions/decisions', { accept: [title.id] })
    ).json().data;
    expect(profile).toMatchObject({
      desired_role: title.value,
      headline: 'APIs that stay up',
      seniority: null,
    });
  });

  it('reads a real DOCX', async () => {
    const { client } = await candidate();
    const fileId = await uploadResume(client, textDocx(SAMPLE_RESUME), 'cv.docx');
    const data = (await extract(client, fileId)).json().data;
    expect(data.status).toBe('ready');
    expect(data.suggestions.map((s: Suggestion) => s.value)).toEqual(
      expect.arrayContaining(['Senior Backend Engineer', 'react', 'typescript', '10']),
    );
  });

  it('says why a scanned PDF cannot be read, and remembers it', async () => {
    const { client } = await candidate();
    const fileId = await uploadResume(client, scannedPdf());
    const res = await extract(client, fileId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'failed', suggestions: [] });
    expect(res.json().data.message).toMatch(/no text we can read — it may be a scan/);

    expect((await client.get('/talent/api/profile/resume-suggestions')).json().data).toEqual({
      file_id: null,
      status: 'none',
      message: null,
      suggestions: [],
    });
    await client.request('PATCH', '/talent/api/profile', { resume_file_id: fileId });
    const current = (await client.get('/talent/api/profile/resume-suggestions')).json().data;
    expect(current).toMatchObject({ file_id: fileId, status: 'failed' });
  });

  it("answers 404 for another user's file and leaves their suggestions alone", async () => {
    const owner = await candidate();
    const fileId = await uploadResume(owner.client, textPdf(SAMPLE_RESUME));
    const ownerSuggestions: Suggestion[] = (await extract(owner.client, fileId)).json().data.suggestions;

    const other = await candidate();
    expect((await extract(other.client, fileId)).statusCode).toBe(404);
    expect((await extract(other.client, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const steal = await other.client.post('/talent/api/profile/resume-suggestions/decisions', {
      accept: [ownerSuggestions[0]!.id],
    });
    expect(steal.statusCode).toBe(422);
    expect(steal.json().errors.accept[0]).toMatch(/no longer available/);
    expect((await other.client.get('/talent/api/profile')).json().data.skills).toEqual([]);
    const still: Suggestion[] = (await extract(owner.client, fileId)).json().data.suggestions;
    expect(still.every((s) => s.status === 'pending')).toBe(true);
  });

  it('refuses a file that is not a resume and a suggestion both accepted and rejected', async () => {
    const { client } = await candidate();
    const video = await upload(t.app, client, [['kind', 'video_resume']], {
      filename: 'me.webm',
      content: tinyWebm(),
    });
    expect(video.statusCode, video.body).toBe(201);
    const res = await extract(client, video.json().data.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('file_id');

    const id = '00000000-0000-4000-8000-000000000000';
    const both = await client.post('/talent/api/profile/resume-suggestions/decisions', {
      accept: [id],
      reject: [id],
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toHaveProperty('reject');
  });

  it('reads at most READS_PER_WINDOW resumes per candidate in ten minutes', async () => {
    const { client } = await candidate();
    const fileId = await uploadResume(client, textDocx(['Ana Lima', 'Go, Rust']), 'cv.docx');
    const results = [];
    for (let i = 0; i <= READS_PER_WINDOW; i++) results.push((await extract(client, fileId)).statusCode);
    expect(results.slice(0, READS_PER_WINDOW).every((s) => s === 200)).toBe(true);
    const last = await extract(client, fileId);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Another candidate is not held up.
    const other = await candidate();
    const theirs = await uploadResume(other.client, textDocx(['Go']), 'cv.docx');
    expect((await extract(other.client, theirs)).statusCode).toBe(200);
  });

  it('hides pending skills the profile gained since, and forgets a deleted resume', async () => {
    const { client } = await candidate();
    const fileId = await uploadResume(client, textPdf(SAMPLE_RESUME));
    await extract(client, fileId);
    await client.request('PATCH', '/talent/api/profile', {
      resume_file_id: fileId,
      skills: [{ slug: 'react' }],
    });
    const current = (await client.get('/talent/api/profile/resume-suggestions')).json().data;
    const values = current.suggestions.map((s: Suggestion) => s.value);
    expect(values).toContain('typescript');
    expect(values).not.toContain('react');

    expect((await client.request('DELETE', `/talent/api/files/${fileId}`)).statusCode).toBe(204);
    expect((await client.get('/talent/api/profile')).json().data.resume).toBeNull();
    expect((await client.get('/talent/api/profile/resume-suggestions')).json().data).toEqual({
      file_id: null,
      status: 'none',
      message: null,
      suggestions: [],
    });
  });
});
