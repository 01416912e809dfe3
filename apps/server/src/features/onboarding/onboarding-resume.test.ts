import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { upload } from '../../test/test-files.ts';
import { LAGOS_RESUME, textPdf } from '../../test/test-resumes.ts';

const NOW = new Date('2026-11-15T12:00:00Z');
const t = useTestApp({ now: () => NOW });

async function candidate() {
  const user = await t.createUser({ verified: true, timezone: null });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

/** Upload, save as the resume step and read it, as the wizard does. */
async function readResume(client: TestClient, lines: string[]) {
  const res = await upload(t.app, client, [['kind', 'resume']], {
    filename: 'Chidi Okafor CV.pdf',
    content: textPdf(lines),
  });
  expect(res.statusCode, res.body).toBe(201);
  const fileId = res.json().data.id as string;
  expect(
    (await client.put('/talent/api/onboarding/steps/resume', { resume_file_id: fileId })).statusCode,
  ).toBe(200);
  const read = await client.post('/talent/api/profile/resume-suggestions', { file_id: fileId });
  expect(read.statusCode, read.body).toBe(200);
  return { fileId, suggestions: read.json().data.suggestions as Array<{ id: string; kind: string }> };
}

const POSITIONS = [
  {
    title: 'Senior Frontend Developer',
    company: 'Paystack',
    start_month: '2019-03',
    end_month: null,
    location: '',
    description: 'Built the checkout in React and TypeScript\nLed a team of four engineers',
  },
  {
    title: 'Frontend Developer',
    company: 'Andela',
    start_month: '2016-01',
    end_month: '2019-02',
    location: '',
    description: 'Shipped dashboards in React and Redux',
  },
];
const STUDIES = [
  {
    school: 'University of Lagos',
    degree: 'BSc',
    field: 'Computer Science',
    start_year: 2011,
    end_year: 2015,
  },
];

describe('onboarding from a resume', () => {
  it('keeps the positions, studies and place read from the resume as a draft on the server', async () => {
    const { client } = await candidate();
    const { fileId } = await readResume(client, LAGOS_RESUME);

    // A reload (a fresh GET) finds the same draft: it lives on the server, per candidate.
    const state = (await client.get('/talent/api/onboarding')).json().data;
    expect(state.resume_draft).toEqual({
      file_id: fileId,
      experience: POSITIONS,
      education: STUDIES,
      location: { country: 'NG', city: 'Lagos', timezone: 'Africa/Lagos' },
    });
    // Nothing reached the profile by itself.
    expect(state.profile).toMatchObject({ experience: [], education: [], country: null, city: '' });

    // Another candidate sees none of it.
    const other = await candidate();
    expect((await other.client.get('/talent/api/onboarding')).json().data.resume_draft).toBeNull();

    // The experience step saves the entries (edited or not) with the studies.
    const saved = await client.put('/talent/api/onboarding/steps/experience', {
      experience: POSITIONS,
      education: STUDIES,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = saved.json().data.profile;
    expect(profile.experience.map((e: { title: string; company: string }) => [e.title, e.company])).toEqual([
      ['Senior Frontend Developer', 'Paystack'],
      ['Frontend Developer', 'Andela'],
    ]);
    expect(profile.education).toMatchObject(STUDIES);
    expect(saved.json().data.completed_steps).toContain('experience');
  });

  it('takes the seniority a title states over the one ten years of work would guess', async () => {
    const { client } = await candidate();
    const { suggestions } = await readResume(client, LAGOS_RESUME);
    expect(suggestions.some((s) => s.kind === 'years')).toBe(true);
    const decided = await client.post('/talent/api/profile/resume-suggestions/decisions', {
      accept: suggestions.map((s) => s.id),
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data).toMatchObject({
      desired_role: 'Senior Frontend Developer',
      seniority: 'senior',
    });
  });

  it('forgets the draft when the resume goes', async () => {
    const { client } = await candidate();
    await readResume(client, LAGOS_RESUME);
    expect((await client.request('PATCH', '/talent/api/profile', { resume_file_id: null })).statusCode).toBe(
      200,
    );
    expect((await client.get('/talent/api/onboarding')).json().data.resume_draft).toBeNull();
  });
});

describe('time zone suggestion', () => {
  const suggest = (client: TestClient, query: string) =>
    client.get(`/talent/api/profile/time-zone-suggestion?${query}`);

  it('suggests the zone of a country, of a city in it, and keeps a zone already in the country', async () => {
    const { client } = await candidate();
    const nigeria = await suggest(client, 'country=NG');
    expect(nigeria.statusCode, nigeria.body).toBe(200);
    expect(nigeria.json().data).toEqual({ timezone: 'Africa/Lagos', zones: ['Africa/Lagos'] });
    expect((await suggest(client, 'country=US&city=Denver')).json().data.timezone).toBe('America/Denver');
    expect((await suggest(client, 'country=US')).json().data.timezone).toBe('America/New_York');
    expect((await suggest(client, 'country=US&current=America/Chicago')).json().data.timezone).toBe(
      'America/Chicago',
    );
    expect((await suggest(client, 'country=PT&current=Africa/Lagos')).json().data.timezone).toBe(
      'Europe/Lisbon',
    );
  });

  it('answers bad input with 422 and a guest with 401', async () => {
    const { client } = await candidate();
    expect((await suggest(client, 'country=Nigeria')).statusCode).toBe(422);
    expect((await suggest(client, 'country=ZZ')).json().data).toEqual({ timezone: null, zones: [] });
    expect((await suggest(t.client(), 'country=NG')).statusCode).toBe(401);
  });
});
