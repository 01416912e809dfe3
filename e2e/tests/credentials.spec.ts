import type { Page } from '@playwright/test';
import { gunzipSync } from 'node:zlib';
import { test, expect, expectNoAxeViolations, verifiedTalent, apiPost } from '../fixtures';
import { press, tabTo } from '../lib/keyboard';

interface Badge {
  id: string;
  title: string;
  verify_url: string;
}

/** A verified candidate on this page's cookies, with a React badge just issued (as after passing its test). */
async function candidateWithBadge(page: Page): Promise<Badge> {
  await verifiedTalent(page.request, 'Grace Hopper');
  const response = await apiPost(page.request, '/__test/badges', {
    skill_slug: 'react',
    skill_name: 'React',
    level: 'advanced',
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Badge;
}

test('anyone with the link sees the badge verified, checks a pasted one by keyboard, and the page is axe clean', async ({
  page,
  browser,
}) => {
  const badge = await candidateWithBadge(page);
  const download = await page.request.get(`/talent/api/badges/${badge.id}/credential`);
  expect(download.status()).toBe(200);
  const jwt = await download.text();

  // A stranger: a fresh context without the candidate's session.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  try {
    await visitor.goto(new URL(badge.verify_url).pathname);
    const result = visitor.getByTestId('verification');
    await expect(result.getByRole('heading', { name: 'Valid credential' })).toBeVisible();
    await expect(result).toContainText('React — Advanced');
    await expect(result).toContainText('Grace Hopper');
    await expect(result.getByTestId('check-status')).toContainText('Revocation status: passed.');
    await expectNoAxeViolations(visitor);

    // Keyboard only: to the paste box, a tampered copy, Enter on Verify.
    const [header, payload, signature] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { name: string };
    claims.name = 'React — Expert';
    const tampered = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    await tabTo(visitor, visitor.getByRole('textbox', { name: 'Credential (VC-JWT)' }));
    // Pasted, as a credential is (typing 1,500 characters key by key took 20 s).
    await visitor.keyboard.insertText(tampered);
    await expect(visitor.getByRole('textbox', { name: 'Credential (VC-JWT)' })).toBeFocused();
    await tabTo(visitor, visitor.getByRole('button', { name: 'Verify' }));
    await press(visitor, 'Enter', () =>
      expect(visitor.getByRole('heading', { name: 'Not a valid credential' })).toBeVisible(),
    );
    await expect(visitor.getByTestId('verification').last().getByTestId('check-signature')).toContainText(
      'Signature: failed.',
    );
    await expectNoAxeViolations(visitor);
  } finally {
    await stranger.close();
  }
});

test('the public keys and the status list are served as documents, not the app', async ({ page }) => {
  const badge = await candidateWithBadge(page);
  const jwks = await page.request.get('/.well-known/jwks.json', { headers: { Accept: 'text/html' } });
  expect(jwks.status()).toBe(200);
  expect(((await jwks.json()) as { keys: unknown[] }).keys).toHaveLength(1);
  const issuer = await page.request.get('/credentials/issuer', { headers: { Accept: 'text/html' } });
  expect(issuer.headers()['content-type']).toContain('application/ld+json');
  const list = await page.request.get('/credentials/status/1', { headers: { Accept: 'text/html' } });
  expect(list.headers()['content-type']).toContain('application/vc+jwt');
  const claims = JSON.parse(Buffer.from((await list.text()).split('.')[1]!, 'base64url').toString()) as {
    credentialSubject: { encodedList: string };
  };
  expect(gunzipSync(Buffer.from(claims.credentialSubject.encodedList.slice(1), 'base64url')).length).toBe(
    16_384,
  );
  // An unknown credential id is the page's "not found", not an error.
  await page.goto(`/credentials/${badge.id.replace(/^.{8}/, '00000000')}`);
  await expect(page.getByRole('heading', { name: 'No credential with this link' })).toBeVisible();
});
