import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createJob, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { applications, files } from '../../db/schema/applications.schema.ts';
import { users } from '../../db/schema/auth.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import { talentProfiles } from '../../db/schema/profile.schema.ts';
import { DEMO_ACCOUNTS, seed } from '../../seed/seed.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { tinyPdf, tinyPng, tinyWebm, upload } from '../../test/test-files.ts';

const t = useTestApp();

async function candidate(verified = true) {
  const user = await t.createUser({ verified, timezone: null });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

const patch = (client: ReturnType<typeof t.client>, body: Record<string, unknown>) =>
  client.request('PATCH', '/talent/api/profile', body);

describe('GET /talent/api/profile', () => {
  it('answers an empty profile before anything was saved', async () => {
    const { user, client } = await candidate();
    const res = await client.get('/talent/api/profile');
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json().data;
    expect(profile).toMatchObject({
      user_id: user.id,
      name: user.name,
      photo: null,
      headline: '',
      skills: [],
      experience: [],
      links: { github: null, linkedin: null, portfolio: null },
      visible_to_recruiters: true,
      identity_status: 'not_started',
      verified: false,
      updated_at: null,
    });
    expect(profile.completeness.percent).toBe(0);
    expect(profile.completeness.next.key).toBe('skills');
    expect(await t.database.db.$count(talentProfiles)).toBe(0);
  });

  it('needs a verified login', async () => {
    expect((await t.client().get('/talent/api/profile')).statusCode).toBe(401);
    const { client } = await candidate(false);
    expect((await client.get('/talent/api/profile')).statusCode).toBe(403);
  });
});

describe('PATCH /talent/api/profile', () => {
  it('changes only the keys sent and replaces whole lists', async () => {
    const { user, client } = await candidate();
    const first = await patch(client, {
      name: 'Ana Lima',
      headline: 'Backend engineer',
      country: 'pt',
      timezone: 'Europe/Lisbon',
      skills: [
        { slug: 'typescript', level: 'expert', years: 6 },
        { slug: 'react', years: 3 },
      ],
      experience: [
        { company: 'Acme', title: 'Engineer', start_month: '2019-01', end_month: '2021-06' },
        { company: 'Globex', title: 'Senior Engineer', start_month: '2021-07' },
      ],
      languages: [
        { code: 'pt', level: 'native' },
        { code: 'en', level: 'fluent' },
      ],
      links: { github: 'https://github.com/ana' },
      salary: { amount: 70000, currency: 'eur', period: 'year' },
      user_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(first.statusCode, first.body).toBe(200);
    const a = first.json().data;
    expect(a.user_id).toBe(user.id);
    expect(a).toMatchObject({ name: 'Ana Lima', headline: 'Backend engineer', country: 'PT' });
    expect(a.skills).toEqual([
      { slug: 'react', name: 'React', level: null, years: 3 },
      { slug: 'typescript', name: 'TypeScript', level: 'expert', years: 6 },
    ]);
    expect(a.experience.map((e: { company: string }) => e.company)).toEqual(['Acme', 'Globex']);
    expect(a.experience[1]).toMatchObject({ end_month: null, location: '', description: '' });
    expect(a.languages).toEqual([
      { code: 'pt', level: 'native' },
      { code: 'en', level: 'fluent' },
    ]);
    expect(a.salary).toEqual({ amount: 70000, currency: 'EUR', period: 'year' });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account).toMatchObject({ name: 'Ana Lima', timezone: 'Europe/Lisbon' });

    // Only the bio changes; a list sent replaces the list; a link sent leaves the others.
    const second = await patch(client, {
      bio: 'Ten years of APIs.',
      skills: [{ slug: 'go' }],
      links: { linkedin: 'https://www.linkedin.com/in/ana' },
    });
    expect(second.statusCode, second.body).toBe(200);
    const b = second.json().data;
    expect(b).toMatchObject({ name: 'Ana Lima', headline: 'Backend engineer', bio: 'Ten years of APIs.' });
    expect(b.skills.map((s: { slug: string }) => s.slug)).toEqual(['go']);
    expect(b.experience).toHaveLength(2);
    expect(b.links).toEqual({
      github: 'https://github.com/ana',
      linkedin: 'https://www.linkedin.com/in/ana',
      portfolio: null,
    });

    const cleared = (await patch(client, { salary: null, links: { github: null }, experience: [] })).json()
      .data;
    expect(cleared.salary).toBeNull();
    expect(cleared.links.github).toBeNull();
    expect(cleared.experience).toEqual([]);
    expect(cleared.skills).toHaveLength(1);
  });
});

async function uploadFile(client: TestClient, kind: string) {
  const file =
    kind === 'photo'
      ? { filename: 'me.png', content: tinyPng() }
      : kind === 'resume'
        ? { filename: 'cv.pdf', content: tinyPdf() }
        : { filename: 'me.webm', content: tinyWebm() };
  const res = await upload(t.app, client, [['kind', kind]], file);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

describe('PATCH /talent/api/profile fields', () => {
  it('saves and answers every field of the profile', async () => {
    const { client } = await candidate();
    const body = {
      name: 'Kofi Mensah',
      headline: 'Product designer',
      bio: 'Design systems and research.',
      desired_role: 'Lead product designer',
      seniority: 'lead',
      country: 'GH',
      city: 'Accra',
      timezone: 'Africa/Accra',
      work_authorization: ['GH', 'NG', 'GH'],
      skills: [{ slug: 'figma', level: 'expert', years: 7 }],
      experience: [
        {
          company: 'Hubtel',
          title: 'Senior designer',
          start_month: '2018-02',
          end_month: '2024-01',
          location: 'Accra',
          description: 'Payments app.',
        },
      ],
      education: [
        { school: 'KNUST', degree: 'BA', field: 'Communication design', start_year: 2010, end_year: 2014 },
      ],
      languages: [{ code: 'en', level: 'fluent' }],
      links: { portfolio: 'https://kofi.design' },
      salary: { amount: 4000, currency: 'USD', period: 'month' },
      availability: 'immediately',
      notice_period_weeks: 0,
      job_search_status: 'open_to_offers',
      work_modes: ['remote', 'remote', 'hybrid'],
      employment_types: ['contract'],
      visible_to_recruiters: false,
    };
    const res = await patch(client, body);
    expect(res.statusCode, res.body).toBe(200);
    const { experience, education, ...rest } = res.json().data;
    const { experience: sentExperience, education: sentEducation, ...scalars } = body;
    expect(rest).toMatchObject({
      ...scalars,
      work_authorization: ['GH', 'NG'],
      work_modes: ['remote', 'hybrid'],
      skills: [{ slug: 'figma', name: 'Figma', level: 'expert', years: 7 }],
      links: { github: null, linkedin: null, portfolio: 'https://kofi.design' },
    });
    expect(experience).toEqual([{ id: expect.any(String), ...sentExperience[0] }]);
    expect(education).toEqual([{ id: expect.any(String), ...sentEducation[0] }]);
    expect(typeof rest.updated_at).toBe('string');
  });

  it('documents the profile, onboarding and resume routes', async () => {
    const doc = (await t.client().get('/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/talent/api/profile',
        '/talent/api/profile/resume-suggestions',
        '/talent/api/profile/resume-suggestions/decisions',
        '/talent/api/onboarding',
        '/talent/api/onboarding/steps/{step}',
        '/talent/api/onboarding/steps/{step}/skip',
        '/talent/api/onboarding/complete',
      ]),
    );
    expect(doc.paths['/talent/api/profile'].patch.requestBody).toBeDefined();
  });
});

describe('PATCH /talent/api/profile checks', () => {
  it('reports every server rule by its dotted path and changes nothing', async () => {
    const { client } = await candidate();
    await patch(client, { headline: 'Before', skills: [{ slug: 'go' }] });
    const res = await patch(client, {
      headline: 'After',
      country: 'XX',
      timezone: 'Mars/Olympus_Mons',
      work_authorization: ['DE', 'QQ'],
      salary: { amount: 1000, currency: 'XYZ', period: 'month' },
      skills: [{ slug: 'react' }, { slug: 'no-such-skill' }, { slug: 'REACT' }],
      languages: [
        { code: 'en', level: 'fluent' },
        { code: 'en', level: 'native' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      country: ['Choose a country from the list.'],
      'work_authorization.1': ['Choose a country from the list.'],
      timezone: ['Choose a time zone from the list.'],
      'salary.currency': ['Choose a currency from the list.'],
      'skills.1.slug': ['Choose a skill from the list.'],
      'skills.2.slug': ['React is already in your skills.'],
      'languages.1.code': ['This language is already in your list.'],
    });
    const profile = (await client.get('/talent/api/profile')).json().data;
    expect(profile.headline).toBe('Before');
    expect(profile.skills.map((s: { slug: string }) => s.slug)).toEqual(['go']);
  });

  it('applies the contract rules: required names, months in order, links, limits, unknown languages', async () => {
    const { client } = await candidate();
    const res = await patch(client, {
      name: '  ',
      experience: [
        { company: 'Acme', title: '', start_month: '2020-01' },
        { company: 'Globex', title: 'Engineer', start_month: '2021-05', end_month: '2020-01' },
      ],
      education: [{ school: 'TU Berlin', start_year: 2015, end_year: 2012 }],
      links: { github: 'javascript:alert(1)' },
      languages: [{ code: 'xx', level: 'fluent' }],
      notice_period_weeks: 80,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      [
        'education.0.end_year',
        'experience.0.title',
        'experience.1.end_month',
        'languages.0.code',
        'links.github',
        'name',
        'notice_period_weeks',
      ].sort(),
    );
    const many = await patch(client, { skills: Array.from({ length: 51 }, (_, i) => ({ slug: `s${i}` })) });
    expect(many.statusCode).toBe(422);
    expect(many.json().errors.skills).toEqual(['Add at most 50 skills.']);
  });

  it('keeps one time zone for the profile and the account, spelled as IANA does', async () => {
    const { user, client } = await candidate();
    const res = await patch(client, { timezone: 'america/sao_paulo' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.timezone).toBe('America/Sao_Paulo');
    const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.timezone).toBe('America/Sao_Paulo');
    // Today's IANA names stay as sent (the runtime would say Asia/Calcutta, Europe/Kiev).
    expect((await patch(client, { timezone: 'Asia/Kolkata' })).json().data.timezone).toBe('Asia/Kolkata');
    expect((await patch(client, { timezone: 'europe/kyiv' })).json().data.timezone).toBe('Europe/Kyiv');
    // An account zone set elsewhere shows through until the profile has its own.
    const other = await candidate();
    await t.database.db.update(users).set({ timezone: 'Asia/Tokyo' }).where(eq(users.id, other.user.id));
    expect((await other.client.get('/talent/api/profile')).json().data.timezone).toBe('Asia/Tokyo');
  });

  it('accepts a form POST with _method=PATCH', async () => {
    const { client } = await candidate();
    const res = await client.post(
      '/talent/api/profile',
      { _method: 'PATCH', headline: 'Via a form' },
      { form: true },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.headline).toBe('Via a form');
  });
});

describe('profile files', () => {
  it("takes the caller's own photo, resume and video resume, and makes the photo the account's avatar", async () => {
    const { user, client } = await candidate();
    const photo = await uploadFile(client, 'photo');
    const resume = await uploadFile(client, 'resume');
    const video = await uploadFile(client, 'video_resume');
    const res = await patch(client, {
      photo_file_id: photo,
      resume_file_id: resume,
      video_resume_file_id: video,
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json().data;
    expect(profile.photo).toMatchObject({ id: photo, kind: 'photo', url: `/talent/api/files/${photo}` });
    expect(profile.resume).toMatchObject({
      id: resume,
      kind: 'resume',
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(profile.video_resume).toMatchObject({ id: video, kind: 'video_resume' });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account!.avatarUrl).toBe(`/talent/api/files/${photo}`);

    const cleared = await patch(client, { photo_file_id: null });
    expect(cleared.json().data.photo).toBeNull();
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.avatarUrl).toBeNull();
    // The photo left the profile, so its file went too.
    expect((await client.get(`/talent/api/files/${photo}`)).statusCode).toBe(404);
  });

  it("refuses another user's file exactly like a file that does not exist, and a file of the wrong kind", async () => {
    const owner = await candidate();
    const theirs = await uploadFile(owner.client, 'resume');
    const { client } = await candidate();
    const mine = await uploadFile(client, 'resume');

    const foreign = await patch(client, { resume_file_id: theirs });
    const missing = await patch(client, { resume_file_id: '00000000-0000-4000-8000-000000000000' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.body).toBe(missing.body);
    expect(foreign.json().errors).toEqual({ resume_file_id: ['Choose a resume you uploaded.'] });

    const wrongKind = await patch(client, { photo_file_id: mine, video_resume_file_id: mine });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors).toEqual({
      photo_file_id: ['Choose a photo you uploaded.'],
      video_resume_file_id: ['Choose a video resume you uploaded.'],
    });
    expect((await client.get('/talent/api/profile')).json().data.resume).toBeNull();
    // The owner's file is untouched.
    expect((await owner.client.get(`/talent/api/files/${theirs}`)).statusCode).toBe(200);
  });

  it('deletes a replaced resume unless an application still uses it', async () => {
    const { user, client } = await candidate();
    const first = await uploadFile(client, 'resume');
    const second = await uploadFile(client, 'resume');
    const third = await uploadFile(client, 'resume');
    await patch(client, { resume_file_id: first });

    // An application was sent with the first resume: replacing it keeps the file.
    const job = await createJob(t.database.db);
    await t.database.db.insert(applications).values({ userId: user.id, jobId: job.id, resumeFileId: first });
    expect((await patch(client, { resume_file_id: second })).json().data.resume.id).toBe(second);
    expect((await client.get(`/talent/api/files/${first}`)).statusCode).toBe(200);

    // Nothing uses the second one: replacing it deletes it.
    expect((await patch(client, { resume_file_id: third })).json().data.resume.id).toBe(third);
    expect((await client.get(`/talent/api/files/${second}`)).statusCode).toBe(404);
    const left = await t.database.db.select({ id: files.id }).from(files).where(eq(files.ownerId, user.id));
    expect(left.map((f) => f.id).sort()).toEqual([first, third].sort());
  });
});

describe('CSRF', () => {
  it.each([
    ['PATCH', '/talent/api/profile', { headline: 'x' }],
    ['PUT', '/talent/api/onboarding/steps/role', { desired_role: 'x', seniority: 'mid' }],
    ['POST', '/talent/api/onboarding/steps/resume/skip', {}],
    ['POST', '/talent/api/onboarding/complete', {}],
    ['POST', '/talent/api/profile/resume-suggestions', { file_id: '00000000-0000-4000-8000-000000000000' }],
    ['POST', '/talent/api/profile/resume-suggestions/decisions', { accept: [], reject: [] }],
  ] as const)('%s %s needs the token (419)', async (method, url, body) => {
    const { client } = await candidate();
    const res = await client.request(method, url, body, { csrf: false });
    expect(res.statusCode).toBe(419);
    expect((await client.get('/talent/api/profile')).json().data.headline).toBe('');
  });
});

describe('profile privacy', () => {
  it("never shows or changes another candidate's profile", async () => {
    const a = await candidate();
    const b = await candidate();
    await patch(a.client, { headline: 'A headline', skills: [{ slug: 'go' }] });
    const res = await patch(b.client, { headline: 'B headline', user_id: a.user.id });
    expect(res.json().data.user_id).toBe(b.user.id);
    const profileA = (await a.client.get('/talent/api/profile')).json().data;
    expect(profileA).toMatchObject({ user_id: a.user.id, headline: 'A headline' });
    expect(profileA.skills).toHaveLength(1);
    expect((await b.client.get('/talent/api/profile')).json().data.skills).toEqual([]);
  });
});

describe('identity and completeness', () => {
  it('reads the latest identity check and counts the verified badge', async () => {
    const { user, client } = await candidate();
    const check = (status: 'pending' | 'verified' | 'rejected', at: string) =>
      t.database.db.insert(identityVerifications).values({
        userId: user.id,
        status,
        documentType: 'passport',
        issuingCountry: 'DE',
        submittedAt: new Date(at),
      });
    await check('rejected', '2026-01-01T00:00:00Z');
    await check('pending', '2026-02-01T00:00:00Z');
    let profile = (await client.get('/talent/api/profile')).json().data;
    expect(profile).toMatchObject({ identity_status: 'pending', verified: false });
    await t.database.db
      .update(identityVerifications)
      .set({ status: 'verified' })
      .where(eq(identityVerifications.status, 'pending'));
    profile = (await client.get('/talent/api/profile')).json().data;
    expect(profile).toMatchObject({ identity_status: 'verified', verified: true });
    expect(profile.completeness.percent).toBe(10);
    expect(profile.completeness.items.find((i: { key: string }) => i.key === 'identity').done).toBe(true);
  });

  it('gives the seeded demo talent a rich, onboarded profile with real next steps', async () => {
    await seed(t.database.db, { jobs: 0 });
    const client = t.client();
    await client.login(DEMO_ACCOUNTS.talent.email, DEMO_ACCOUNTS.talent.password);
    const profile = (await client.get('/talent/api/profile')).json().data;
    expect(profile.experience.length).toBeGreaterThanOrEqual(2);
    expect(profile.education.length).toBeGreaterThanOrEqual(1);
    expect(profile.languages.length).toBeGreaterThanOrEqual(2);
    expect(profile).toMatchObject({
      country: 'DE',
      city: 'Berlin',
      resume: null,
      video_resume: null,
      photo: null,
    });
    expect(profile.completeness.percent).toBe(65);
    expect(profile.completeness.next).toMatchObject({ key: 'resume', href: '/profile/resume-upload' });
    const onboarding = (await client.get('/talent/api/onboarding')).json().data;
    expect(onboarding.completed_at).not.toBeNull();
  });
});
