import { describe, expect, it } from 'vitest';
import { createJob, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { tinyPdf, upload } from '../../test/test-files.ts';

const t = useTestApp();

async function candidate() {
  const user = await t.createUser({ verified: true, timezone: null });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

type Client = ReturnType<typeof t.client>;
const save = (client: Client, step: string, body: Record<string, unknown>) =>
  client.put(`/talent/api/onboarding/steps/${step}`, body);

const ROLE = { desired_role: 'Backend engineer', seniority: 'senior', headline: 'APIs that stay up' };
const SKILLS = { skills: [{ slug: 'typescript', years: 5 }, { slug: 'node-js' }, { slug: 'postgresql' }] };
const PREFERENCES = {
  work_modes: ['remote'],
  employment_types: ['full_time', 'contract'],
  country: 'DE',
  city: 'Berlin',
  timezone: 'Europe/Berlin',
  work_authorization: ['DE', 'NL'],
  salary: { amount: 80000, currency: 'EUR', period: 'year' },
  availability: 'within_1_month',
  notice_period_weeks: 4,
};

describe('onboarding', () => {
  it('starts at the first step for a new talent, who is not onboarded', async () => {
    const { client } = await candidate();
    const res = await client.get('/talent/api/onboarding');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      current_step: 'role',
      completed_steps: [],
      skipped_steps: [],
      completed_at: null,
    });
  });

  it('saves each step into the profile, resumes where it stopped and completes', async () => {
    const { client } = await candidate();
    const role = await save(client, 'role', ROLE);
    expect(role.statusCode, role.body).toBe(200);
    expect(role.json().data).toMatchObject({ current_step: 'skills', completed_steps: ['role'] });
    expect(role.json().data.profile).toMatchObject({ desired_role: 'Backend engineer', seniority: 'senior' });

    const skills = await save(client, 'skills', SKILLS);
    expect(skills.statusCode, skills.body).toBe(200);
    expect(skills.json().data.current_step).toBe('experience');

    // Leaving and coming back: the server remembers.
    const again = (await client.get('/talent/api/onboarding')).json().data;
    expect(again).toMatchObject({ current_step: 'experience', completed_steps: ['role', 'skills'] });
    expect(again.profile.skills).toHaveLength(3);

    const skipped = await client.post('/talent/api/onboarding/steps/experience/skip');
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json().data).toMatchObject({ current_step: 'preferences', skipped_steps: ['experience'] });

    const early = await client.post('/talent/api/onboarding/complete');
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ step: ['Finish the preferences step first.'] });

    const prefs = await save(client, 'preferences', PREFERENCES);
    expect(prefs.statusCode, prefs.body).toBe(200);
    expect(prefs.json().data.current_step).toBe('resume');
    expect(prefs.json().data.profile).toMatchObject({
      country: 'DE',
      timezone: 'Europe/Berlin',
      work_authorization: ['DE', 'NL'],
      availability: 'within_1_month',
    });
    await client.post('/talent/api/onboarding/steps/resume/skip');

    const done = await client.post('/talent/api/onboarding/complete');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.completed_at).not.toBeNull();
    expect(done.json().data.completed_steps).toEqual(['role', 'skills', 'preferences']);
    expect(done.json().data.skipped_steps).toEqual(['experience', 'resume']);
  });

  it('answers 404 for an unknown step and 422 for a step that cannot be skipped', async () => {
    const { client } = await candidate();
    expect((await save(client, 'hobbies', {})).statusCode).toBe(404);
    expect((await client.post('/talent/api/onboarding/steps/hobbies/skip')).statusCode).toBe(404);
    const skip = await client.post('/talent/api/onboarding/steps/skills/skip');
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errors.step).toEqual(['The skills step cannot be skipped.']);
  });

  it('reports step fields by their dotted paths', async () => {
    const { client } = await candidate();
    const res = await save(client, 'experience', {
      experience: [{ company: 'Acme', title: '', start_month: '2020-13' }],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['experience.0.start_month', 'experience.0.title']);
    const skills = await save(client, 'skills', { skills: [{ slug: 'cobol-9000' }] });
    expect(skills.statusCode).toBe(422);
    expect(skills.json().errors).toEqual({ 'skills.0.slug': ['Choose a skill from the list.'] });
  });

  it('lets a saved step be revisited, and a skipped step be saved after all', async () => {
    const { client } = await candidate();
    await save(client, 'role', ROLE);
    await save(client, 'skills', SKILLS);
    const again = await save(client, 'role', { desired_role: 'Platform engineer', seniority: 'lead' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      current_step: 'experience',
      completed_steps: ['role', 'skills'],
    });
    // The headline was not sent this time, so it stays.
    expect(again.json().data.profile).toMatchObject({
      desired_role: 'Platform engineer',
      seniority: 'lead',
      headline: ROLE.headline,
    });

    await client.post('/talent/api/onboarding/steps/experience/skip');
    const saved = await save(client, 'experience', {
      experience: [{ company: 'Acme', title: 'Engineer', start_month: '2020-01', end_month: '2023-12' }],
    });
    expect(saved.json().data).toMatchObject({
      current_step: 'preferences',
      completed_steps: ['role', 'skills', 'experience'],
      skipped_steps: [],
    });
    expect(saved.json().data.profile.experience).toHaveLength(1);
  });

  it('takes the resume step with an own resume only, and completes once', async () => {
    const { client } = await candidate();
    const other = await candidate();
    const theirs = await upload(t.app, other.client, [['kind', 'resume']], {
      filename: 'cv.pdf',
      content: tinyPdf(),
    });
    const mine = await upload(t.app, client, [['kind', 'resume']], {
      filename: 'cv.pdf',
      content: tinyPdf(),
    });

    const refused = await save(client, 'resume', { resume_file_id: theirs.json().data.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ resume_file_id: ['Choose a resume you uploaded.'] });

    const ok = await save(client, 'resume', { resume_file_id: mine.json().data.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.profile.resume.id).toBe(mine.json().data.id);

    await save(client, 'role', ROLE);
    await save(client, 'skills', SKILLS);
    await client.post('/talent/api/onboarding/steps/experience/skip');
    const prefs = await save(client, 'preferences', { ...PREFERENCES, timezone: 'Nowhere/City' });
    expect(prefs.statusCode).toBe(422);
    expect(prefs.json().errors).toEqual({ timezone: ['Choose a time zone from the list.'] });
    await save(client, 'preferences', PREFERENCES);

    const first = (await client.post('/talent/api/onboarding/complete')).json().data;
    expect(first.completed_at).not.toBeNull();
    const second = await client.post('/talent/api/onboarding/complete');
    expect(second.statusCode).toBe(200);
    expect(second.json().data.completed_at).toBe(first.completed_at);
  });

  it('needs a verified login and takes a form PUT as POST + _method', async () => {
    expect((await t.client().get('/talent/api/onboarding')).statusCode).toBe(401);
    const unverified = await t.createUser({ verified: false });
    const client = t.client();
    await client.login(unverified.email, DEFAULT_TEST_PASSWORD);
    expect((await client.get('/talent/api/onboarding')).statusCode).toBe(403);
    expect((await save(client, 'role', ROLE)).statusCode).toBe(403);

    const verified = await candidate();
    const viaForm = await verified.client.post(
      '/talent/api/onboarding/steps/role',
      { _method: 'PUT', ...ROLE },
      { form: true },
    );
    expect(viaForm.statusCode, viaForm.body).toBe(200);
    expect(viaForm.json().data.completed_steps).toEqual(['role']);
  });

  it('gives matching what it reads: recommended jobs and gaps follow the onboarding answers', async () => {
    const { client } = await candidate();
    const fits = await createJob(t.database.db, {
      title: 'Backend engineer (TypeScript)',
      skills: ['typescript', 'node-js', 'postgresql'],
      seniority: 'senior',
      eligibleAnywhere: false,
      eligibleCountries: ['DE'],
    });
    await createJob(t.database.db, { title: 'Painter', skills: ['figma'] });

    const before = (await client.get('/talent/api/jobs/recommended')).json();
    expect(before.data).toEqual([]);
    expect(before.meta.profile_gaps).toEqual(expect.arrayContaining(['skills', 'country']));

    await save(client, 'role', ROLE);
    await save(client, 'skills', SKILLS);
    await save(client, 'preferences', PREFERENCES);
    const after = (await client.get('/talent/api/jobs/recommended')).json();
    expect(after.data.map((j: { id: string }) => j.id)).toEqual([fits.id]);
    const reasons = Object.fromEntries(
      after.data[0].match.reasons.map((r: { kind: string; status: string }) => [r.kind, r.status]),
    );
    // Skills, level and country came from the steps (pay and overlap depend on the generated job).
    expect(reasons).toMatchObject({ skills: 'good', seniority: 'good', eligibility: 'good' });
    expect(after.meta.profile_gaps).toEqual([]);
  });
});
