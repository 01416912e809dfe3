import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations as axeCheck, test, verifiedTalent } from '../fixtures';
import { fakeMediaBrowser } from '../lib/browser';

/*
 * The candidate's profile against the real server: edit sections and find them saved after a reload, upload a
 * real PDF and add what the server read in it, record a video resume with Chromium's fake camera and play it back
 * from the server, and the standalone recorder.
 */

// Chromium's fake camera and microphone (a test pattern and a beep), allowed without a prompt.
test.use(fakeMediaBrowser(['camera', 'microphone']));

/** Axe, once any toast has gone: it measures a fading toast's contrast mid-animation. */
async function expectNoAxeViolations(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await axeCheck(page);
}

/** A 1×1 PNG: the server checks the bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF whose lines are real text in Helvetica, with byte-exact cross-reference offsets. */
function resumePdf(lines: string[]): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 12 Tf 72 760 Td 16 TL ${lines.map((l) => `(${escape(l)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

test('a new candidate edits sections of the profile and finds them saved after a reload', async ({
  page,
}) => {
  await verifiedTalent(page.request, 'Ada Lovelace');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Profile complete' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A photo, uploaded with progress and shown at once.
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Photo of Ada Lovelace' })).toBeVisible({ timeout: 15_000 });

  // Intro: headline and bio.
  await page.getByRole('button', { name: 'Edit intro' }).click();
  const intro = page.getByRole('dialog', { name: 'Your intro' });
  await intro.getByLabel('Headline').fill('Backend engineer · TypeScript and PostgreSQL');
  await intro.getByLabel('Bio').fill('I build calm, fast APIs for teams across time zones.');
  await expectNoAxeViolations(page);
  await intro.getByRole('button', { name: 'Save' }).click();
  await expect(intro).toBeHidden();

  // Skills: search the shared list, pick one with the keyboard, give it a level and years.
  await page.getByRole('button', { name: 'Add skills' }).click();
  const skills = page.getByRole('dialog', { name: 'Skills' });
  await skills.getByRole('combobox', { name: 'Add a skill' }).fill('typescript');
  await expect(skills.getByRole('option', { name: /TypeScript/ }).first()).toBeVisible();
  await skills.getByRole('combobox', { name: 'Add a skill' }).press('Enter');
  await skills.getByLabel('Level in TypeScript').selectOption('expert');
  await skills.getByLabel('Years of TypeScript').fill('7');
  await skills.getByRole('button', { name: 'Save' }).click();
  await expect(skills).toBeHidden();

  // Experience: a current position (no end month).
  await page.getByRole('button', { name: 'Add position' }).click();
  const position = page.getByRole('dialog', { name: 'Add a position' });
  await position.getByLabel('Title').fill('Senior Engineer');
  await position.getByLabel('Company').fill('Analytical Engines');
  await position.getByLabel('Started').fill('2021-03');
  await position.getByLabel('I still work here').check();
  await position.getByRole('button', { name: 'Add position' }).click();
  await expect(position).toBeHidden();

  // Languages: the same language twice is refused by the server, on the row it names (`languages.1.code`).
  await page.getByRole('button', { name: 'Add languages' }).click();
  const languages = page.getByRole('dialog', { name: 'Languages' });
  await languages.getByRole('button', { name: 'Add a language' }).click();
  await languages.getByLabel('Language 1', { exact: true }).selectOption('en');
  await languages.getByRole('button', { name: 'Add a language' }).click();
  await languages.getByLabel('Language 2', { exact: true }).selectOption('en');
  await languages.getByRole('button', { name: 'Save' }).click();
  await expect(languages.getByLabel('Language 2', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(languages.getByText('This language is already in your list.')).toBeVisible();
  await languages.getByLabel('Language 2', { exact: true }).selectOption('pt');
  await languages.getByRole('button', { name: 'Save' }).click();
  await expect(languages).toBeHidden();

  // Links: a bad link is refused on its field; a good one saves.
  await page.getByRole('button', { name: 'Add links' }).click();
  const links = page.getByRole('dialog', { name: 'Links' });
  await links.getByLabel('GitHub').fill('github.com/ada');
  await links.getByRole('button', { name: 'Save' }).click();
  await expect(links.getByText('Enter a full link starting with https://')).toBeVisible();
  await links.getByLabel('GitHub').fill('https://github.com/ada-lovelace');
  await links.getByRole('button', { name: 'Save' }).click();
  await expect(links).toBeHidden();

  await page.reload();
  await expect(page.getByText('Backend engineer · TypeScript and PostgreSQL')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Skills', exact: true })).toContainText('TypeScript');
  await expect(page.getByRole('region', { name: 'Skills', exact: true })).toContainText('Expert · 7 yrs');
  await expect(page.getByRole('region', { name: 'Experience' })).toContainText('Senior Engineer');
  await expect(page.getByRole('region', { name: 'Experience' })).toContainText('Mar 2021 – Present');
  await expect(page.getByRole('link', { name: 'https://github.com/ada-lovelace' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Languages' })).toContainText('English');
  await expect(page.getByRole('region', { name: 'Languages' })).toContainText('Portuguese');
  await expect(page.getByRole('meter', { name: 'Profile complete' })).not.toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expectNoAxeViolations(page);

  // The privacy switch saves at once.
  const visible = page.getByRole('switch', { name: 'Recruiters can find my profile' });
  await visible.click();
  await expect(visible).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Recruiters can find my profile' })).not.toBeChecked();
});

test('a resume is read on the server and a suggestion is added only when the candidate accepts it', async ({
  page,
}) => {
  await verifiedTalent(page.request, 'Grace Hopper');
  await page.goto('/profile/resume-upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Your resume' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Choose a resume').setInputFiles({
    name: 'grace-hopper.pdf',
    mimeType: 'application/pdf',
    buffer: resumePdf([
      'Grace Hopper',
      'Senior Backend Engineer',
      'Experience',
      'Senior Backend Engineer, Compilers Inc, 2016 - 2024',
      'Skills: 6 years of TypeScript, PostgreSQL, Docker',
    ]),
  });
  const current = page.getByRole('region', { name: 'Your resume' });
  await expect(current).toContainText('grace-hopper.pdf', { timeout: 20_000 });
  await expect(current.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    /\/talent\/api\/files\//,
  );

  const found = page.getByRole('region', { name: 'Found in your resume' });
  await expect(found).toBeVisible({ timeout: 20_000 });
  await expect(found.getByRole('list', { name: 'Skills' })).toContainText('TypeScript');
  await expectNoAxeViolations(page);

  // Nothing was added yet.
  const before = (await (await page.request.get('/talent/api/profile')).json()) as {
    data: { skills: { slug: string }[] };
  };
  expect(before.data.skills).toEqual([]);

  await found.getByRole('button', { name: 'Add TypeScript' }).click();
  await expect(found.getByRole('list', { name: 'Skills' })).toContainText('Added to your profile');

  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Skills', exact: true })).toContainText('TypeScript');
  await expect(page.getByRole('region', { name: 'Resume', exact: true })).toContainText('grace-hopper.pdf');
});

test('a video resume recorded with the camera survives a dropped connection (Resume upload, one upload, one file), and plays back from the server after a reload', async ({
  page,
}) => {
  // The upload client waits out its retries (with backoff) before it offers to resume.
  test.setTimeout(120_000);
  await verifiedTalent(page.request, 'Katherine Johnson');
  await page.goto('/profile/video-resume-upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Your video resume' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Turn on camera' }).click();
  await expect(page.getByLabel('Your camera preview')).toBeVisible();
  await page.getByRole('button', { name: /Start recording/ }).click();
  const timer = page.getByRole('timer', { name: 'Recording time' });
  await expect(timer).toContainText('0:03', { timeout: 15_000 });
  await page.getByRole('button', { name: /Stop recording/ }).click();
  await expect(page.getByLabel('Your video resume, ready to watch')).toBeVisible();

  // The connection drops while the bytes go up: every chunk fails until the client gives up and offers to
  // resume; "Resume upload" then continues the same upload (one upload id, one file).
  let offline = true;
  const uploadIds = new Set<string>();
  await page.route('**/talent/api/uploads/**', async (route) => {
    const id = /\/uploads\/([^/]+)/.exec(route.request().url())?.[1];
    if (id) uploadIds.add(id);
    if (offline && route.request().method() === 'PATCH') await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.getByRole('button', { name: 'Save as my video resume' }).click();
  const resume = page.getByRole('button', { name: 'Resume upload' });
  await expect(resume).toBeVisible({ timeout: 60_000 });
  offline = false;
  await resume.click();
  const stored = page.getByTestId('stored-video');
  await expect(stored).toBeVisible({ timeout: 30_000 });
  expect(uploadIds.size).toBe(1);
  const files = (await (await page.request.get('/talent/api/files?kind=video_resume')).json()) as {
    data: unknown[];
  };
  expect(files.data).toHaveLength(1);
  await page.unroute('**/talent/api/uploads/**');

  await page.reload();
  const video = page.getByTestId('stored-video');
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('src', /\/talent\/api\/files\//);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
    .toBeGreaterThan(1);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.3);
  await expectNoAxeViolations(page);

  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Video resume' })).toContainText('video-resume.webm');
});

test('the standalone recorder records, plays back and offers the take as a download to a visitor', async ({
  page,
}) => {
  await page.goto('/recorder');
  await expect(page.getByRole('heading', { level: 1, name: 'Video recorder' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Turn on camera' }).click();
  await page.getByRole('button', { name: /Start recording/ }).click();
  await expect(page.getByRole('timer', { name: 'Recording time' })).toContainText('0:02', {
    timeout: 15_000,
  });
  await page.getByRole('button', { name: /Stop recording/ }).click();
  const take = page.getByLabel('Your recording, ready to watch');
  await expect(take).toBeVisible();
  await expect
    .poll(() => take.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
    .toBeGreaterThan(0);
  const download = page.getByRole('link', { name: 'Download to this device' });
  await expect(download).toHaveAttribute('download', /^recording\.(webm|mp4)$/);
  await expect(
    page.getByRole('region', { name: 'Recorder' }).getByRole('link', { name: 'Log in' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
