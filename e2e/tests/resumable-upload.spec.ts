import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import { expect, test, verifiedTalent } from '../fixtures.ts';

/*
 * apps/web/src/lib/resumable-upload.ts in real Chromium against the real server: the module is bundled on the fly
 * (esbuild, from the workspace) and loaded into an app page, so the requests carry the page's session and CSRF
 * cookie. Network failures are made with page.route (a PATCH aborted as a connection reset).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
let bundle = '';

/** The part of the module the page calls (the bundle puts it on window.talentUploads). */
interface UploadsModule {
  uploadResumable(
    file: File,
    options: Record<string, unknown> & { onProgress?: (fraction: number) => void },
  ): Promise<{ id: string; url: string; kind: string; name: string; type: string }>;
  rememberedUploadId(file: File, kind: string): string | null;
}

// The bundle is added as an inline script, which the app's Content-Security-Policy rightly forbids.
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  const result = await build({
    entryPoints: [path.join(here, '../../apps/web/src/lib/resumable-upload.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'talentUploads',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    define: { __BUILD_ID__: '"e2e"' },
    logLevel: 'silent',
  });
  bundle = result.outputFiles[0]!.text;
});

async function loadModule(page: Page) {
  await page.goto('/');
  await page.addScriptTag({ content: bundle });
}

/** Runs uploadResumable in the page on a deterministic 9 MB "video" (three 4 MB chunks with the default size). */
function runUpload(page: Page, options: { resumeId?: string } = {}) {
  return page.evaluate(async ({ resumeId }) => {
    const size = 9 * 1024 * 1024;
    const bytes = new Uint8Array(size);
    // A WebM (EBML) header, then a pattern: the same File after a reload.
    bytes.set([
      0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x84,
    ]);
    bytes.set(new TextEncoder().encode('webm'), 16);
    bytes.set([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02], 20);
    bytes.set([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], 28);
    for (let i = 40; i < size; i++) bytes[i] = (i * 7) % 251;
    const file = new File([bytes], 'take.webm', { type: 'video/webm', lastModified: 1_750_000_000_000 });
    const digest = async (data: ArrayBuffer) =>
      Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', data)))
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('');
    const progress: number[] = [];
    const lib = (window as unknown as { talentUploads: UploadsModule }).talentUploads;
    try {
      const stored = await lib.uploadResumable(file, {
        kind: 'video_resume',
        durationSeconds: 30,
        onProgress: (f) => progress.push(f),
        retryDelayMs: 50,
        retries: 2,
        ...(resumeId ? { resumeId } : {}),
      });
      const download = await fetch(stored.url);
      return {
        ok: true as const,
        stored,
        same: (await digest(await download.arrayBuffer())) === (await digest(bytes.buffer)),
        progress,
        remembered: lib.rememberedUploadId(file, 'video_resume'),
      };
    } catch (error) {
      const e = error as { message: string; resumable: boolean; uploadId: string | null };
      return {
        ok: false as const,
        message: e.message,
        resumable: e.resumable,
        uploadId: e.uploadId,
        progress,
        remembered: lib.rememberedUploadId(file, 'video_resume'),
      };
    }
  }, options);
}

test('a chunk whose connection drops is retried from the server offset, and the file is whole', async ({
  page,
}) => {
  await verifiedTalent(page.request);
  await loadModule(page);
  const seen: string[] = [];
  let dropped = false;
  await page.route('**/talent/api/uploads/**', async (route) => {
    const request = route.request();
    seen.push(`${request.method()} ${request.headers()['upload-offset'] ?? ''}`.trim());
    if (request.method() === 'PATCH' && request.headers()['upload-offset'] !== '0' && !dropped) {
      dropped = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  const result = await runUpload(page);
  expect(result.ok, JSON.stringify(result)).toBe(true);
  if (!result.ok) return;
  expect(result.same).toBe(true);
  expect(result.stored).toMatchObject({ kind: 'video_resume', name: 'take.webm', type: 'video/webm' });
  expect(result.progress.at(-1)).toBe(1);
  expect(result.remembered).toBeNull();
  expect(seen).toEqual(['PATCH 0', 'PATCH 4194304', 'GET', 'PATCH 4194304', 'PATCH 8388608', 'POST']);
});

test('after repeated failures the upload survives a reload and resumes where it stopped', async ({
  page,
}) => {
  await verifiedTalent(page.request);
  await loadModule(page);
  // The network "goes down" after the first chunk.
  await page.route('**/talent/api/uploads/*', async (route) =>
    route.request().method() === 'PATCH' && route.request().headers()['upload-offset'] !== '0'
      ? route.abort('internetdisconnected')
      : route.continue(),
  );
  const failed = await runUpload(page);
  expect(failed.ok).toBe(false);
  if (failed.ok) return;
  expect(failed.resumable).toBe(true);
  expect(failed.message).toMatch(/Resume/);
  expect(failed.remembered).toBe(failed.uploadId);

  // Back online, in a reloaded tab: the same file resumes from 4 MB without creating another upload.
  await page.unrouteAll();
  await loadModule(page);
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/talent/api/uploads'))
      creates.push(request.url());
  });
  const state = await page.request.get(`/talent/api/uploads/${failed.uploadId}`, {
    headers: { Accept: 'application/json' },
  });
  expect((await state.json()).data.offset).toBe(4 * 1024 * 1024);
  const resumed = await runUpload(page);
  expect(resumed.ok, JSON.stringify(resumed)).toBe(true);
  if (!resumed.ok) return;
  expect(resumed.same).toBe(true);
  expect(creates).toEqual([]);
  expect(resumed.progress[0]).toBeCloseTo(4 / 9, 2);
});
