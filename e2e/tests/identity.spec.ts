import { deflateSync } from 'node:zlib';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import {
  test,
  expect,
  apiPost,
  expectNoAxeViolations,
  presetAnalyticsConsent,
  verifiedTalent,
} from '../fixtures';
import { fakeMediaBrowser, launchWithoutMediaPermission } from '../lib/browser';

/*
 * Identity verification end to end: document photos uploaded as files, a selfie from Chromium's fake camera,
 * a reviewer's rejection (reason and note reach the candidate), a retry, a verification, the badge on home and
 * the in-app notifications.
 */
test.use(fakeMediaBrowser(['camera']));

const OPERATOR = { email: 'operator@talent.test', password: 'Operator-Demo-2026' };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real, decodable 24 x 16 RGB PNG of one colour (a stand-in photo of a document side). */
function png(rgb: [number, number, number]): Buffer {
  const width = 24;
  const height = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3]!)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function takeSelfie(page: Page) {
  const selfie = page.getByRole('group', { name: 'Selfie' });
  await selfie.getByRole('button', { name: 'Turn on the camera' }).click();
  await expect(selfie.getByLabel('Live camera preview for your selfie')).toBeVisible();
  // The fake camera needs a moment before its first frame has a size.
  await expect
    .poll(() => selfie.locator('video').evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0);
  await selfie.getByRole('button', { name: 'Take the photo of your selfie' }).click();
  await expect(selfie.getByRole('img', { name: 'Your selfie, as taken' })).toBeVisible();
  await expect(selfie.getByText('Added — stored encrypted')).toBeVisible();
}

interface PendingCheck {
  id: string;
  user: { email: string };
}

async function decide(operator: APIRequestContext, email: string, decision: Record<string, unknown>) {
  const list = await operator.get('/shared/api/operator/identity-verifications?status=pending');
  expect(list.status(), await list.text()).toBe(200);
  const check = ((await list.json()) as { data: PendingCheck[] }).data.find((c) => c.user.email === email);
  expect(check, `a pending check for ${email}`).toBeTruthy();
  const res = await apiPost(
    operator,
    `/shared/api/operator/identity-verifications/${check!.id}/decision`,
    decision,
  );
  expect(res.status(), await res.text()).toBe(200);
}

test('identity verification: upload and camera selfie → pending → rejected with a reason → retry → verified, badge and notifications', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const talent = await verifiedTalent(page.request, 'Katherine Johnson');

  await page.goto('/identity-verification');
  await expect(page.locator('[data-layout="apply"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Identity verification', level: 1 })).toBeVisible();
  await expect(page.getByText(/encrypted the moment they arrive/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing chosen: every part is named.
  await page.getByRole('button', { name: /Send for review/ }).click();
  await expect(page.getByText('Choose the type of document.')).toBeVisible();
  await expect(page.getByText('Take a selfie.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A national ID card: front and back as files, the selfie from the camera.
  await page.getByRole('radio', { name: 'National ID card' }).check();
  await page.getByLabel('Issuing country').selectOption('PT');
  const front = page.getByRole('group', { name: 'Front of the document' });
  await front
    .getByLabel('Upload a file')
    .setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: png([200, 180, 160]) });
  await expect(front.getByText('id-front.png')).toBeVisible();
  const back = page.getByRole('group', { name: 'Back of the document' });
  await back
    .getByLabel('Upload a file')
    .setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: png([160, 180, 200]) });
  await expect(back.getByText('id-back.png')).toBeVisible();
  await takeSelfie(page);
  await page.getByRole('checkbox', { name: /I agree that Borderless checks my identity/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Send for review/ }).click();
  await expect(page.getByRole('heading', { name: 'We are checking your identity' })).toBeVisible();
  await expect(page.getByText('National ID card · Portugal')).toBeVisible();
  await expectNoAxeViolations(page);

  // The photos are served back to their owner only (decrypted); anyone else gets a 404.
  const sent = (await (await page.request.get('/talent/api/identity-verification')).json()) as {
    data: { front: { id: string; url: string } };
  };
  const own = await page.request.get(sent.data.front.url);
  expect(own.status()).toBe(200);
  expect([...(await own.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  const stranger = await playwrightRequest.newContext({ baseURL: baseURL! });
  await verifiedTalent(stranger, 'Someone Else');
  expect((await stranger.get(sent.data.front.url)).status()).toBe(404);
  expect((await stranger.get('/talent/api/identity-verification')).status()).toBe(200);
  expect(
    ((await (await stranger.get('/talent/api/identity-verification')).json()) as { data: { status: string } })
      .data.status,
  ).toBe('not_started');
  await stranger.dispose();

  // The reviewer rejects it from a session of their own.
  const operator = await playwrightRequest.newContext({ baseURL: baseURL! });
  expect((await apiPost(operator, '/login', OPERATOR)).status()).toBe(200);
  await decide(operator, talent.email, {
    decision: 'rejected',
    reason: 'document_unreadable',
    note: 'The back photo is too dark to read.',
  });

  // The candidate sees why and how to retry, on the page and at home.
  await page.goto('/');
  await expect(page.getByText('Identity check not passed')).toBeVisible();
  await expect(page.getByText(/We could not read the document\./)).toBeVisible();
  await page.getByRole('link', { name: 'Retry the identity check' }).click();
  await expect(page.getByRole('heading', { name: 'We could not verify your identity' })).toBeVisible();
  await expect(page.getByText(/The back photo is too dark to read\./)).toBeVisible();
  await expect(page.getByText(/all four corners in the frame/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Start again, this time with a passport: one page, no back.
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('radio', { name: 'National ID card' })).toBeChecked();
  await page.getByRole('radio', { name: 'Passport' }).check();
  await expect(page.getByRole('group', { name: 'Back of the document' })).toHaveCount(0);
  const passport = page.getByRole('group', { name: 'Photo page of the passport' });
  await passport
    .getByLabel('Upload a file')
    .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png([120, 140, 90]) });
  await expect(passport.getByText('passport.png')).toBeVisible();
  await takeSelfie(page);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: /Send for review/ }).click();
  await expect(page.getByRole('heading', { name: 'We are checking your identity' })).toBeVisible();

  await decide(operator, talent.email, { decision: 'verified' });
  await operator.dispose();

  // Verified: the badge on the page and at home, and both decisions as in-app notifications.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your identity is verified' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('Identity verified')).toBeVisible();
  const profile = (await (await page.request.get('/talent/api/profile')).json()) as {
    data: { identity_status: string; verified: boolean };
  };
  expect(profile.data).toMatchObject({ identity_status: 'verified', verified: true });
  const notifications = (await (await page.request.get('/talent/api/notifications')).json()) as {
    data: { type: string }[];
  };
  expect(notifications.data.map((n) => n.type)).toEqual(
    expect.arrayContaining(['identity_verified', 'identity_rejected']),
  );
});

test('with the camera blocked, the selfie says how to allow it and offers an upload instead', async ({
  baseURL,
}) => {
  // A browser of its own without the fake permission prompt: the site's camera is denied, as a person would have
  // done in the browser's site settings.
  const browser = await launchWithoutMediaPermission();
  try {
    const context = await browser.newContext({ baseURL, permissions: [] });
    await presetAnalyticsConsent(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await verifiedTalent(page.request, 'Dorothy Vaughan');
    await page.goto('/identity-verification');
    const selfie = page.getByRole('group', { name: 'Selfie' });
    await selfie.getByRole('button', { name: 'Turn on the camera' }).click();
    await expect(selfie.getByRole('alert')).toContainText('The camera is blocked');
    await expect(selfie.getByRole('button', { name: 'Try the camera again' })).toBeFocused();
    await selfie.getByLabel('Upload a photo instead').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: png([90, 60, 50]),
    });
    await expect(selfie.getByText('me.png')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
