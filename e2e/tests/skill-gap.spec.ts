import type { APIRequestContext, Page } from '@playwright/test';
import type { JobList } from '@talent/contract/jobs';
import type { SkillGap } from '@talent/contract/skill-gap';
import { csrfHeaders, expect, expectNoAxeViolations, test, verifiedTalent } from '../fixtures';

/*
 * The skill-gap map against the real server and the seeded catalogue: a backend candidate sees on the skill center
 * which missing skills block their recommended jobs, a count of jobs each would open that the jobs search shows
 * too when it lists them, and the way to the skill test; a job's page shows what is missing for it; the profile
 * shows the map near the skills. Each test makes its own candidate.
 */

const JSON_HEADERS = { Accept: 'application/json' };
/** Backend skills without Docker, GraphQL, Python or Kafka, which the seeded backend jobs also ask for. */
const SKILLS = [
  'node-js',
  'typescript',
  'postgresql',
  'redis',
  'rest-apis',
  'amazon-web-services',
  'kubernetes',
];

async function backendTalent(request: APIRequestContext, name: string) {
  await verifiedTalent(request, name);
  const profile = await request.patch('/talent/api/profile', {
    data: {
      country: 'DE',
      timezone: 'Europe/Berlin',
      skills: SKILLS.map((slug) => ({ slug, level: 'advanced', years: 5 })),
    },
    headers: await csrfHeaders(request),
  });
  expect(profile.status(), await profile.text()).toBe(200);
}

async function mapOf(request: APIRequestContext, query = ''): Promise<SkillGap> {
  const response = await request.get(`/talent/api/skill-gap${query}`, { headers: JSON_HEADERS });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: SkillGap }).data;
}

const mapRegion = (page: Page, name = 'Skills that would open more jobs') =>
  page.getByRole('region', { name });

/** The number in "See the 12 jobs" / "About 1,204 jobs". */
const numberIn = (text: string | null) => Number(/([\d,]+)/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? NaN);

test('the skill center map: a count of opened jobs that the jobs search shows too, and the way to the test', async ({
  page,
}) => {
  await backendTalent(page.request, `Sam Gapfinder ${Date.now().toString(36)}`);

  // Other specs post jobs meanwhile: the map and the search are read together until they agree (they read the
  // same jobs at the same moment, so one round is the usual case).
  let skillName = '';
  await expect(async () => {
    await page.goto('/skill-center');
    const map = mapRegion(page);
    const list = map.getByRole('list', { name: /^Skills you are missing/ });
    await expect(list).toBeVisible();
    // A skill that has a test and opens jobs (the seeded backend jobs ask for Docker and Python, which have tests).
    const entry = list
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: /^Take the test/ }) })
      .filter({ has: page.getByRole('link', { name: /^See the [\d,]+ jobs?/ }) })
      .first();
    skillName = (await entry.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const jobsLink = entry.getByRole('link', { name: /^See the [\d,]+ jobs?/ });
    const opened = numberIn(await jobsLink.textContent());
    expect(opened).toBeGreaterThan(0);
    await expect(entry).toContainText(`opens ${opened.toLocaleString('en')} more job`);

    await jobsLink.click();
    await expect(page).toHaveURL(/\/jobs\?eligible_only=true&opens=[a-z0-9-]+$/);
    const heading = page.getByRole('heading', { name: /\d+ jobs?$/ });
    await expect(heading).toBeVisible();
    expect(numberIn(await heading.textContent())).toBe(opened);
    // The filter says what it is (naming the skill by the search's facet label, else its slug in words).
    await expect(
      page.getByRole('button', { name: /^Remove filter: Jobs .+ would open for me$/ }),
    ).toBeVisible();
  }).toPass({ timeout: 60_000 });
  await expectNoAxeViolations(page);

  // Back on the map: the test that proves the skill.
  await page.goto('/skill-center');
  const entry = mapRegion(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: skillName, exact: true }) });
  await expect(entry).toBeVisible();
  await expectNoAxeViolations(page);
  const take = entry.getByRole('link', { name: /^Take the test/ });
  await take.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/skill-center\/tests\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(skillName) })).toBeVisible();
});

test("a job's page shows what is missing for it, with the same counts as the map; the profile shows the map", async ({
  page,
}) => {
  await backendTalent(page.request, `Jo Gapless ${Date.now().toString(36)}`);
  const map = await mapOf(page.request);
  const skill = map.skills.find((s) => s.opens > 0);
  expect(skill, 'a missing skill that opens jobs').toBeTruthy();
  // A job that skill alone would open: it is the one thing missing there.
  const search = await page.request.get(`/talent/api${skill!.jobs_path}`, { headers: JSON_HEADERS });
  const job = ((await search.json()) as JobList).data[0]!;

  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  const missing = mapRegion(page, 'What you’re missing for this job');
  // The skill is the one required skill missing here (nice-to-have ones may be listed after it).
  const required = missing.getByRole('article').filter({ hasText: 'Required' });
  await expect(required).toHaveCount(1);
  const item = required.first();
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(skill!.skill.name);
  // The same count as the map's, read at the same moment from the server.
  const now = (await mapOf(page.request, `?skill=${skill!.skill.slug}`)).skills[0]!;
  await expect(item).toContainText(
    now.opens === 0 ? 'opens no more jobs yet' : `opens ${now.opens.toLocaleString('en')} more job`,
  );
  await expectNoAxeViolations(page);

  await page.goto('/profile');
  const onProfile = mapRegion(page);
  await expect(onProfile.getByRole('list', { name: /^Skills you are missing/ })).toBeVisible();
  await expect(
    onProfile.getByRole('heading', { level: 3, name: skill!.skill.name, exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
