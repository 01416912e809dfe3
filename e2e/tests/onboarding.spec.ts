import {
  test,
  expect,
  expectNoAxeViolations,
  findMailLink,
  STRONG_PASSWORD,
  uniqueEmail,
  verifiedTalent,
  VERIFY_LINK,
  signUpThroughForm,
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
  await signUpThroughForm(page, { name: 'Grace Hopper', email, password: STRONG_PASSWORD });
  // The link signs in.
  await page.goto(await findMailLink(page.request, email, VERIFY_LINK));

  // Home invites the new talent to set up the profile.
  const invite = page.getByRole('region', { name: 'Finish setting up your profile — step 1 of 5' });
  await expect(invite).toBeVisible();
  // The link says so once. The toaster mounts lazily, so the toast may come after the page: wait for it to show,
  // then to fade out (axe measures its contrast mid-animation).
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
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
  await page.getByRole('button', { name: 'Back', exact: true }).click();
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

const LAGOS_RESUME = [
  'Chidi Okafor',
  'Senior Frontend Developer',
  'Lagos, Nigeria | chidi@example.com',
  'Experience',
  'Senior Frontend Developer',
  'Paystack',
  'Mar 2019 - Present',
  '- Built the checkout in React and TypeScript',
  'Frontend Developer at Andela, Jan 2016 - Feb 2019',
  'Shipped dashboards in React',
  'Education',
  'University of Lagos',
  'BSc Computer Science, 2011 - 2015',
];

test('onboarding from a resume keeps its suggestions over a reload and fills experience, studies and place', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await verifiedTalent(page.request, 'Chidi Okafor');
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Start from my resume' }).click();
  await expect(page.getByRole('heading', { name: 'Your resume' })).toBeVisible();
  await page.getByLabel('Upload your resume').setInputFiles({
    name: 'chidi-okafor.pdf',
    mimeType: 'application/pdf',
    buffer: resumePdf(LAGOS_RESUME),
  });
  const suggestions = page.getByRole('heading', { name: 'Suggestions from your resume' });
  await expect(suggestions).toBeVisible({ timeout: 20_000 });

  // Leaving before deciding loses nothing: the suggestions are kept on the server.
  await page.reload();
  await expect(suggestions).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept React' })).toBeVisible();
  // Only this step is done: the others carry no tick, and the button moves on rather than finishing.
  const steps = page.getByRole('navigation', { name: 'Onboarding steps' });
  await expect(steps.getByText('(completed)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.getByRole('button', { name: /to my profile and continue/ }).click();

  // The role states the level: Senior, though nine years of work would have guessed Lead.
  await expect(page.getByRole('heading', { name: 'What role are you after?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Role' })).toHaveValue('Senior Frontend Developer');
  await expect(page.getByRole('radio', { name: 'Senior' })).toBeChecked();
  await page.getByRole('button', { name: /Continue/ }).click();
  await expect(page.getByRole('heading', { name: 'Your skills' })).toBeVisible();
  await page.getByRole('button', { name: /Continue/ }).click();

  // The positions and studies arrive as entries to check and edit.
  await expect(page.getByRole('heading', { name: 'Your experience' })).toBeVisible();
  const first = page.getByRole('group', { name: 'Senior Frontend Developer' });
  await expect(first.getByLabel('Company')).toHaveValue('Paystack');
  await expect(first.getByLabel('Start month')).toHaveValue('2019-03');
  await expect(first.getByRole('checkbox', { name: 'I work here now' })).toBeChecked();
  await expect(first.getByLabel('What you did (optional)')).toHaveValue(
    'Built the checkout in React and TypeScript',
  );
  const second = page.getByRole('group', { name: 'Frontend Developer', exact: true });
  await expect(second.getByLabel('Company')).toHaveValue('Andela');
  await expect(second.getByLabel('End month')).toHaveValue('2019-02');
  await expect(
    page.getByRole('group', { name: 'University of Lagos' }).getByLabel('Degree (optional)'),
  ).toHaveValue('BSc');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Continue/ }).click();

  // The place from the resume, with its time zone; the last open step finishes.
  await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
  await expect(page.getByLabel('Country you live in')).toHaveValue('NG');
  await expect(page.getByLabel('City (optional)')).toHaveValue('Lagos');
  await expect(page.getByLabel('Time zone')).toHaveValue('Africa/Lagos');
  await page.getByRole('checkbox', { name: 'Remote' }).check();
  await page.getByRole('checkbox', { name: 'Full-time' }).check();
  await page.getByLabel('When could you start?').selectOption('within_1_month');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'You’re set' })).toBeVisible();

  const profile = (await (await page.request.get('/talent/api/profile')).json()) as {
    data: {
      seniority: string;
      country: string;
      city: string;
      timezone: string;
      experience: { title: string; company: string; start_month: string; end_month: string | null }[];
      education: { school: string; degree: string; field: string }[];
    };
  };
  expect(profile.data).toMatchObject({
    seniority: 'senior',
    country: 'NG',
    city: 'Lagos',
    timezone: 'Africa/Lagos',
  });
  expect(profile.data.experience).toMatchObject([
    { title: 'Senior Frontend Developer', company: 'Paystack', start_month: '2019-03', end_month: null },
    { title: 'Frontend Developer', company: 'Andela', start_month: '2016-01', end_month: '2019-02' },
  ]);
  expect(profile.data.education).toMatchObject([
    { school: 'University of Lagos', degree: 'BSc', field: 'Computer Science' },
  ]);
});
