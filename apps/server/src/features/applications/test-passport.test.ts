import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BadgeLevel } from '@talent/contract/badges';
import type { ScreenerQuestion } from '@talent/contract/jobs';
import { createJob, createTalent, createTalentProfile } from '../../seed/factories.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';
import { useTestApp, type TestClient } from '../../test/harness.ts';
import { tinyPdf, upload } from '../../test/test-files.ts';

/*
 * The test passport: a screener question that names a skill and a level is answered by the candidate's valid badge
 * at or above that level. The server decides: the job page says which badge covers which question, and a submit
 * that gives a badge as an answer is checked (theirs, valid, same skill, level high enough) before it is recorded.
 */

const DAY = 86_400_000;
let clock = new Date('2026-05-04T09:00:00Z');
const t = useTestApp({ now: () => clock });

const QUESTIONS: ScreenerQuestion[] = [
  {
    id: 'react-skill',
    kind: 'yes_no',
    text: 'Have you built and tested React components in production code?',
    required: true,
    knockout: { expect: true },
    unit: null,
    skill: { slug: 'react', name: 'React', level: 'proficient' },
  },
  {
    id: 'typescript-skill',
    kind: 'yes_no',
    text: 'Do you write strictly typed TypeScript day to day?',
    required: true,
    knockout: null,
    unit: null,
    skill: { slug: 'typescript', name: 'TypeScript', level: 'advanced' },
  },
  {
    id: 'react-years',
    kind: 'number',
    text: 'How many years of React?',
    required: false,
    knockout: null,
    unit: 'years',
    skill: { slug: 'react', name: 'React', level: 'proficient' },
  },
];

async function candidate() {
  const user = await createTalent(t.database.db);
  await createTalentProfile(t.database.db, user.id, { country: 'DE' });
  const client = t.client();
  await client.login(user.email, user.plainPassword);
  return { user, client };
}

function issue(userId: string, skill: 'react' | 'typescript', level: BadgeLevel, issuedAt = clock) {
  const skillName = skill === 'react' ? 'React' : 'TypeScript';
  return t.app.badges.issueForPass(t.database.db, {
    userId,
    testSlug: skill,
    skillSlug: skill,
    skillName,
    testTitle: `${skillName} skill test`,
    level,
    attemptId: randomUUID(),
    percent: 80,
    issuedAt,
  });
}

async function uploadResume(client: TestClient): Promise<string> {
  const res = await upload(t.app, client, [['kind', 'resume']], { filename: 'cv.pdf', content: tinyPdf() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

const job = () => createJob(t.database.db, { title: 'Frontend Engineer', screenerQuestions: QUESTIONS });
const coverage = async (client: TestClient, jobId: string) =>
  Object.fromEntries(
    (await client.get(`/talent/api/jobs/${jobId}`))
      .json()
      .data.screener_questions.map((q: { id: string; covered_by: unknown }) => [q.id, q.covered_by]),
  );

describe('the job page tells which questions a badge answers', () => {
  it('covers a question with a valid badge at or above its level, never a number question', async () => {
    clock = new Date('2026-05-04T09:00:00Z');
    const { user, client } = await candidate();
    const posted = await job();
    expect(await coverage(client, posted.id)).toEqual({
      'react-skill': null,
      'typescript-skill': null,
      'react-years': null,
    });

    const react = await issue(user.id, 'react', 'advanced');
    // Proficient is not enough for a question that asks for Advanced.
    await issue(user.id, 'typescript', 'proficient');
    expect(await coverage(client, posted.id)).toEqual({
      'react-skill': { badge_id: react.id, title: 'React — Advanced' },
      'typescript-skill': null,
      'react-years': null,
    });

    // Another candidate's badges cover nothing for me; a guest sees no coverage.
    const other = await candidate();
    await issue(other.user.id, 'typescript', 'advanced');
    expect((await coverage(client, posted.id))['typescript-skill']).toBeNull();
    const guest = (await t.client().get(`/shared/api/jobs/${posted.id}`)).json().data;
    expect(guest.screener_questions.every((q: { covered_by: unknown }) => q.covered_by === null)).toBe(true);
  });

  it('stops covering once the badge expires or is revoked', async () => {
    clock = new Date('2026-05-04T09:00:00Z');
    const { user, client } = await candidate();
    const posted = await job();
    const react = await issue(user.id, 'react', 'proficient');
    expect((await coverage(client, posted.id))['react-skill']).toMatchObject({ badge_id: react.id });
    clock = new Date(new Date(react.expires_at).getTime() + DAY);
    expect((await coverage(client, posted.id))['react-skill']).toBeNull();
    clock = new Date('2026-05-04T09:00:00Z');
    await t.app.badges.revoke(t.database.db, react.id, 'test');
    expect((await coverage(client, posted.id))['react-skill']).toBeNull();
  });
});

describe('submitting a badge as the answer', () => {
  it('records the badge (the server writes the value) and the recruiter sees it', async () => {
    clock = new Date();
    const f = await pipelineFixture(t);
    const posted = await createJob(t.database.db, {
      company: f.company,
      recruiterId: f.recruiter.id,
      screenerQuestions: QUESTIONS,
    });
    const me = f.talentClient;
    const react = await issue(f.talent.id, 'react', 'proficient');
    const res = await me.post(`/talent/api/jobs/${posted.id}/applications`, {
      answers: [
        // The browser's value is ignored: the badge stands for "yes".
        { question_id: 'react-skill', value: false, badge_id: react.id },
        { question_id: 'typescript-skill', value: true },
      ],
      resume_file_id: await uploadResume(me),
    });
    expect(res.statusCode, res.body).toBe(201);
    const answers = res.json().data.answers;
    const badge = { id: react.id, title: 'React — Proficient', verify_url: react.verify_url };
    expect(answers[0]).toMatchObject({ question_id: 'react-skill', value: true, knocked_out: false, badge });
    expect(answers[1]).toMatchObject({ question_id: 'typescript-skill', value: true, badge: null });

    const seen = await f.recruiterClient.get(`/recruiter/api/applications/${res.json().data.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.answers[0]).toMatchObject({ question_id: 'react-skill', value: true, badge });
  });

  it('refuses a badge that is not mine, expired, revoked, of another skill, too low, or on a number question', async () => {
    clock = new Date('2026-05-04T09:00:00Z');
    const { user, client } = await candidate();
    const other = await candidate();
    const posted = await job();
    const resume = await uploadResume(client);
    const theirs = await issue(other.user.id, 'react', 'advanced');
    const mineTs = await issue(user.id, 'typescript', 'proficient');
    const expired = await issue(user.id, 'react', 'advanced', new Date(clock.getTime() - 800 * DAY));
    const revoked = await issue(user.id, 'react', 'advanced');
    await t.app.badges.revoke(t.database.db, revoked.id, 'test');
    const good = await issue(user.id, 'react', 'proficient');

    // Plain answers to the required questions, with one question answered by the badge instead.
    const submit = (questionId: string, badgeId: string) => {
      const answers = new Map<string, object>([
        ['react-skill', { question_id: 'react-skill', value: true }],
        ['typescript-skill', { question_id: 'typescript-skill', value: true }],
      ]);
      answers.set(questionId, { question_id: questionId, value: true, badge_id: badgeId });
      return client.post(`/talent/api/jobs/${posted.id}/applications`, {
        answers: [...answers.values()],
        resume_file_id: resume,
      });
    };
    const cases: Array<[string, string, string]> = [
      ['react-skill', theirs.id, 'This is not one of your badges.'],
      ['react-skill', randomUUID(), 'This is not one of your badges.'],
      ['react-skill', expired.id, 'This badge has expired.'],
      ['react-skill', revoked.id, 'This badge was revoked.'],
      ['react-skill', mineTs.id, 'This badge is for another skill.'],
      ['typescript-skill', mineTs.id, 'This question needs the Advanced level or above.'],
      ['react-years', good.id, 'A badge cannot answer this question.'],
    ];
    for (const [question, badgeId, message] of cases) {
      const res = await submit(question, badgeId);
      expect(res.statusCode, `${question} ${message}`).toBe(422);
      expect(res.json().errors[`answers.${question}`]).toEqual([message]);
    }
    const notUuid = await submit('react-skill', 'nope');
    expect(notUuid.statusCode).toBe(422);
    // Nothing was recorded by any refused submit; the good badge goes through.
    const ok = await submit('react-skill', good.id);
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
