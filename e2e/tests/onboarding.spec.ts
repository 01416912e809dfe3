import {
  test,
  expect,
  expectNoAxeViolations,
  findMailLink,
  STRONG_PASSWORD,
  uniqueEmail,
  verifiedTalent,
  VERIFY_LINK,
} from '../fixtures';

/*
 * A brand-new talent: signup → verification link → onboarding (leaving half-way and coming back), a real PDF
 * resume whose suggestions are accepted, the finish screen, and home showing the profile's state.
 */

/** A one-page PDF whose lines are real text (Helvetica; keep to Latin-1), with a correct cross-reference table. */
function resumePdf(lines: string[]): Buffer {
  const escaped = lines.map((line) => line.replace(/([\\()])/g, '\\$1'));
  const stream = ['BT', '/F1 12 Tf', '16 TL', '60 740 Td', ...escaped.map((l) => `(${l}) '`), 'ET'].join(
    '\n',
  );
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets = bodies.map((body, index) => {
    const at = Buffer.byteLength(text, 'latin1');
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xrefAt = Buffer.byteLength(text, 'latin1');
  text +=
    `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n` +
    offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

const RESUME = [
  'Grace Hopper',
  'Senior Backend Engineer',
  'Lisbon, Portugal',
  'Experience',
  'Staff Engineer at Globex',
  'Jan 2020 - Present',
  'Built payment APIs in TypeScript on PostgreSQL; 4 years of Docker.',
  'Software Developer, Initech, 2015 - 2020',
];

test('a new talent signs up, onboards (leaving half-way and coming back), prefills from a resume, and home shows the profile', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('onboarding');

  // Sign up and verify through the dev mailbox link.
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL(/\/verify/);
  await page.goto(await findMailLink(page.request, email, VERIFY_LINK));

  // Home invites the new talent to set up the profile.
  const invite = page.getByRole('region', { name: 'Finish setting up your profile — step 1 of 5' });
  await expect(invite).toBeVisible();
  // The "email verified" toast fades out first: axe measures its contrast mid-animation.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
  await invite.getByRole('link', { name: /Set up my profile/ }).click();

  // 1. Role and seniority.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.locator('[data-layout="new-onboarding"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What role are you after?' })).toBeVisible();
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page.getByText('The role is required.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Role' }).fill('Backend engineer');
  await page.getByRole('radio', { name: 'Senior' }).check();
  await page.getByLabel('Headline (optional)').fill('Backend engineer · payments');
  await page.getByRole('button', { name: /Continue/ }).click();

  // 2. Skills, searched on the server.
  await expect(page.getByRole('heading', { name: 'Your skills' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Add a skill' }).fill('TypeScr');
  await page.getByRole('option', { name: /TypeScript/ }).click();
  await page.getByLabel('Level in TypeScript').selectOption('expert');
  await page.getByLabel('Years with TypeScript').fill('6');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Continue/ }).click();

  // 3. Experience: leave here, through the layout's exit, and come back.
  await expect(page.getByRole('heading', { name: 'Your experience' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  const resumeInvite = page.getByRole('region', { name: 'Finish setting up your profile — step 3 of 5' });
  await expect(resumeInvite).toBeVisible();
  await resumeInvite.getByRole('link', { name: /Continue setup/ }).click();
  await expect(page.getByRole('heading', { name: 'Your experience' })).toBeVisible();
  await expect(page.getByText('Step 3 of 5', { exact: true })).toBeVisible();
  // What was saved is still there one step back.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Level in TypeScript')).toHaveValue('expert');
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page.getByRole('heading', { name: 'Your experience' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip this step' }).click();

  // 4. Preferences.
  await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Remote' }).check();
  await page.getByRole('checkbox', { name: 'Full-time' }).check();
  await page.getByLabel('Country you live in').selectOption('PT');
  await page.getByLabel('City (optional)').fill('Lisbon');
  await page.getByLabel('Amount').fill('85000');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('When could you start?').selectOption('within_1_month');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Continue/ }).click();

  // 5. Resume: a real PDF, read on the server; one suggestion accepted, one rejected.
  await expect(page.getByRole('heading', { name: 'Your resume' })).toBeVisible();
  await page.getByLabel('Upload your resume').setInputFiles({
    name: 'grace-hopper.pdf',
    mimeType: 'application/pdf',
    buffer: resumePdf(RESUME),
  });
  await expect(page.getByRole('heading', { name: 'Suggestions from your resume' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('grace-hopper.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Accept Docker' }).click();
  await page.getByRole('button', { name: 'Reject PostgreSQL' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add 1 to my profile and finish' }).click();

  // Finished: completeness and what to do next.
  await expect(page.getByRole('heading', { name: 'You’re set' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Profile completeness' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Verify your identity/ })).toHaveAttribute(
    'href',
    '/identity-verification',
  );
  await expect(page.getByRole('link', { name: /See jobs picked for you/ })).toHaveAttribute(
    'href',
    '/jobs/recommended',
  );
  await expectNoAxeViolations(page);

  // The accepted skill is in the profile (prefilled), the rejected one is not.
  const profile = (await (await page.request.get('/talent/api/profile')).json()) as {
    data: {
      skills: { slug: string; level: string | null }[];
      resume: { name: string } | null;
      country: string;
    };
  };
  const slugs = profile.data.skills.map((s) => s.slug);
  expect(slugs).toContain('docker');
  expect(slugs).toContain('typescript');
  expect(slugs).not.toContain('postgresql');
  expect(profile.data.resume?.name).toBe('grace-hopper.pdf');
  expect(profile.data.country).toBe('PT');
  // The skills step shows it too.
  await page.goto('/onboarding?step=skills');
  await expect(
    page.getByRole('list', { name: 'Your skills' }).getByText('Docker', { exact: true }),
  ).toBeVisible();

  // Home: no more invitation; completeness, the next thing to add, identity not verified yet.
  await page.goto('/');
  const status = page.getByRole('region', { name: /Your profile/ });
  await expect(status).toBeVisible();
  await expect(page.getByRole('region', { name: /Finish setting up/ })).toHaveCount(0);
  await expect(status.getByRole('meter', { name: 'Completeness' })).toBeVisible();
  await expect(status.getByRole('link', { name: /^Next:/ })).toBeVisible();
  await expect(status.getByText('Identity not verified')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the onboarding invitation can be dismissed, and the wizard is reachable again', async ({ page }) => {
  // Signing up through the form is the first test's; here a new verified talent starts on home.
  await verifiedTalent(page.request, 'Alan Turing');
  await page.goto('/');

  const invite = page.getByRole('region', { name: /Finish setting up your profile/ });
  await invite.getByRole('button', { name: /Not now/ }).click();
  await expect(invite).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello, Alan' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Finish setting up/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue setup' }).click();
  await expect(page.getByRole('heading', { name: 'What role are you after?' })).toBeVisible();
});
