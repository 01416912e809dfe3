import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { files } from '../../db/schema/applications.schema.ts';
import { LocalFileStorage } from '../../lib/storage/local-file-storage.ts';
import { useTestApp } from '../../test/harness.ts';
import { MAX_UPLOAD_BYTES } from './files.service.ts';
import {
  multipartBody,
  tinyDocx,
  tinyMp4,
  tinyPdf,
  tinyPng,
  tinyWebm,
  upload,
  zip,
} from '../../test/test-files.ts';

const t = useTestApp();

// The database is emptied before each test; so are the stored bytes (the shard folders, not the temp folder).
beforeEach(async () => {
  const root = join(t.dataDir, 'files');
  for (const name of await readdir(root)) {
    if (name !== '.tmp') await rm(join(root, name), { recursive: true, force: true });
  }
});

async function candidate(verified = true) {
  const user = await t.createUser({ verified });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

/** Every file under DATA_DIR/files, temporary ones included. */
async function storedPaths(): Promise<string[]> {
  const root = join(t.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function rowCount() {
  return t.database.db.$count(files);
}

describe('POST /talent/api/files', () => {
  it('stores a PDF resume checked by its bytes, lists it and serves it back to its owner', async () => {
    const { client } = await candidate();
    const pdf = tinyPdf();
    const res = await upload(t.app, client, [['kind', 'resume']], {
      filename: 'Ana Lima CV.pdf',
      content: pdf,
      type: 'application/pdf',
    });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json().data;
    expect(file).toMatchObject({
      kind: 'resume',
      name: 'Ana Lima CV.pdf',
      size: pdf.length,
      type: 'application/pdf',
      url: `/talent/api/files/${file.id}`,
    });
    expect(await storedPaths()).toHaveLength(1);

    const list = await client.get('/talent/api/files?kind=resume');
    expect(list.json().data.map((f: { id: string }) => f.id)).toEqual([file.id]);
    expect((await client.get('/talent/api/files?kind=video_intro')).json().data).toEqual([]);

    const download = await client.get(file.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Ana Lima CV.pdf"; filename*=UTF-8''Ana%20Lima%20CV.pdf`,
    );
    expect(download.headers['cache-control']).toContain('no-store');
  });

  it('drops right-to-left overrides and other invisible characters from the name', async () => {
    const { client } = await candidate();
    const spoofed = await upload(t.app, client, [['kind', 'resume']], {
      filename: 'invoice\u202Efdp.exe\u200B\u2066\u00AD\u0085.pdf',
      content: tinyPdf(),
    });
    expect(spoofed.statusCode, spoofed.body).toBe(201);
    expect(spoofed.json().data.name).toBe('invoicefdp.exe.pdf');
    const resumable = await client.post('/talent/api/uploads', {
      kind: 'chat_attachment',
      name: 'photo\u202Egnp.js',
      size: 10,
      type: 'text/html',
    });
    expect(resumable.statusCode).toBe(422);
    // The kinds' labels read as lists ("An image, PDF or DOCX, …"), so the message does not put "a" before them.
    expect(resumable.json().errors.type).toEqual([
      'This type of file is not accepted here (An image, PDF or DOCX, up to 10 MB).',
    ]);
  });

  it('keeps only a harmless base name, in UTF-8, and quotes it safely for the download', async () => {
    const { client } = await candidate();
    const traversal = await upload(t.app, client, [['kind', 'resume']], {
      filename: '../../etc/passwd.pdf',
      content: tinyPdf(),
    });
    expect(traversal.json().data.name).toBe('passwd.pdf');
    const german = await upload(t.app, client, [['kind', 'resume']], {
      filename: 'Lebenslauf Müller; v2.pdf',
      content: tinyPdf(),
    });
    const file = german.json().data;
    expect(file.name).toBe('Lebenslauf Müller; v2.pdf');
    expect((await client.get(file.url)).headers['content-disposition']).toBe(
      `attachment; filename="Lebenslauf M_ller_ v2.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller%3B%20v2.pdf`,
    );
  });

  it('accepts a real DOCX and refuses a zip that only claims to be one', async () => {
    const { client } = await candidate();
    const ok = await upload(t.app, client, [['kind', 'resume']], {
      filename: 'cv.docx',
      content: tinyDocx(),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    const hollow = await upload(t.app, client, [['kind', 'resume']], {
      filename: 'cv.docx',
      content: tinyDocx(false),
    });
    expect(hollow.statusCode).toBe(422);
    const plainZip = await upload(t.app, client, [['kind', 'resume']], {
      filename: 'cv.docx',
      content: zip([['notes.txt', 'hello']]),
    });
    expect(plainZip.statusCode).toBe(422);
    expect(await rowCount()).toBe(1);
  });

  it('judges the type by the bytes: a .pdf name with PNG bytes is refused, leaving nothing behind', async () => {
    const { client } = await candidate();
    const res = await upload(t.app, client, [['kind', 'resume']], {
      filename: 'cv.pdf',
      content: tinyPng(),
      type: 'application/pdf',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/PDF or DOCX/);
    const html = await upload(t.app, client, [['kind', 'resume']], {
      filename: 'cv.pdf',
      content: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(html.statusCode).toBe(422);
    const empty = await upload(t.app, client, [['kind', 'resume']], {
      filename: 'cv.pdf',
      content: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual(['The file is empty.']);
    expect(await rowCount()).toBe(0);
    expect(await storedPaths()).toEqual([]);
  });

  it('takes WebM and MP4 video intros up to three minutes, and nothing else as a video', async () => {
    const { client } = await candidate();
    const webm = await upload(
      t.app,
      client,
      [
        ['kind', 'video_intro'],
        ['duration_seconds', '42.5'],
      ],
      { filename: 'intro.webm', content: tinyWebm(), type: 'video/webm' },
    );
    expect(webm.statusCode, webm.body).toBe(201);
    expect(webm.json().data).toMatchObject({ kind: 'video_intro', type: 'video/webm', name: 'intro.webm' });
    const [row] = await t.database.db.select().from(files);
    expect(row!.durationSeconds).toBe(43);

    const mp4 = await upload(t.app, client, [['kind', 'video_intro']], {
      filename: 'blob',
      content: tinyMp4(),
    });
    expect(mp4.statusCode, mp4.body).toBe(201);
    // A name without the right extension gets it, so a download opens with the right program.
    expect(mp4.json().data.name).toBe('blob.mp4');

    const long = await upload(
      t.app,
      client,
      [
        ['kind', 'video_intro'],
        ['duration_seconds', '181'],
      ],
      { filename: 'intro.webm', content: tinyWebm() },
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.file[0]).toMatch(/3 minutes/);

    const pdfAsVideo = await upload(t.app, client, [['kind', 'video_intro']], {
      filename: 'intro.webm',
      content: tinyPdf(),
    });
    expect(pdfAsVideo.statusCode).toBe(422);
    expect(pdfAsVideo.json().errors.file[0]).toMatch(/WebM or MP4/);
    expect(await rowCount()).toBe(2);
  });

  it('refuses a resume over 10 MB with a field error and keeps no bytes of it', async () => {
    const { client } = await candidate();
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(t.app, client, [['kind', 'resume']], { filename: 'big.pdf', content: big });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/larger than 10 MB/);
    expect(await rowCount()).toBe(0);
    expect(await storedPaths()).toEqual([]);

    // Exactly at the limit is fine.
    const pdf = tinyPdf();
    const atLimit = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 - pdf.length)]);
    const ok = await upload(t.app, client, [['kind', 'resume']], { filename: 'max.pdf', content: atLimit });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('answers 413 up front for a body larger than any upload may be', async () => {
    const { client } = await candidate();
    const res = await upload(
      t.app,
      client,
      [['kind', 'resume']],
      { filename: 'cv.pdf', content: tinyPdf() },
      { headers: { 'content-length': String(MAX_UPLOAD_BYTES + 1024 * 1024) } },
    );
    expect(res.statusCode).toBe(413);
  });

  it('keeps neither a row nor a file when the upload is cut off mid-file', async () => {
    const { client } = await candidate();
    const body = multipartBody([['kind', 'resume']], { filename: 'cv.pdf', content: tinyPdf() });
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/talent/api/files',
      headers: {
        'content-type': body.contentType,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN')!,
      },
      payload: body.payload.subarray(0, body.payload.length - 30),
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toMatch(/interrupted or malformed/);
    expect(await rowCount()).toBe(0);
    expect(await storedPaths()).toEqual([]);
  });

  it('validates the form: kind first, a file, multipart only', async () => {
    const { client } = await candidate();
    const noKind = await upload(t.app, client, [], { filename: 'cv.pdf', content: tinyPdf() });
    expect(noKind.statusCode).toBe(422);
    expect(noKind.json().errors.kind[0]).toMatch(/before the file/);
    const badKind = await upload(t.app, client, [['kind', 'avatar']], {
      filename: 'a.pdf',
      content: tinyPdf(),
    });
    expect(badKind.json().errors.kind[0]).toMatch(
      /^The kind must be resume, video_intro, video_resume, photo, identity_document, identity_selfie, chat_attachment, offer_attachment, feedback_screenshot, interview_answer, lesson_video, lesson_captions, talk_recording, talk_slides, service_gallery or order_file\.$/,
    );
    const noFile = await upload(t.app, client, [['kind', 'resume']]);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.file).toEqual(['Choose a file to upload.']);
    const badDuration = await upload(
      t.app,
      client,
      [
        ['kind', 'video_intro'],
        ['duration_seconds', 'soon'],
      ],
      { filename: 'v.webm', content: tinyWebm() },
    );
    expect(badDuration.json().errors.duration_seconds).toBeDefined();
    const json = await client.post('/talent/api/files', { kind: 'resume' });
    expect(json.statusCode).toBe(415);
    expect(await rowCount()).toBe(0);
  });

  it('needs a verified user and the CSRF token', async () => {
    const anonymous = t.client();
    await anonymous.csrfCookie();
    const pdf = { filename: 'cv.pdf', content: tinyPdf() };
    expect((await upload(t.app, anonymous, [['kind', 'resume']], pdf)).statusCode).toBe(401);
    const { client: unverified } = await candidate(false);
    expect((await upload(t.app, unverified, [['kind', 'resume']], pdf)).statusCode).toBe(403);
    const { client } = await candidate();
    const noToken = await upload(t.app, client, [['kind', 'resume']], pdf, {
      headers: { 'x-xsrf-token': 'wrong' },
    });
    expect(noToken.statusCode).toBe(419);
    expect(await rowCount()).toBe(0);
  });
});

describe('fuzzing the upload', () => {
  it('never answers 5xx to odd fields, names and bytes', async () => {
    const { client } = await candidate();
    const field = fc.oneof(
      fc.constantFrom('resume', 'video_intro', '', 'x'.repeat(2000), '__proto__'),
      fc.string({ maxLength: 50 }),
    );
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
      fc.constantFrom(tinyPdf(), tinyDocx(false), tinyWebm().subarray(0, 9), zip([])),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(fc.constantFrom('kind', 'duration_seconds', '_token', 'file', 'constructor'), field),
          {
            maxLength: 4,
          },
        ),
        fc.string({ maxLength: 80 }).filter((name) => !/["\r\n]/.test(name)),
        bytes,
        async (fields, filename, content) => {
          const res = await upload(t.app, client, fields, { filename, content });
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('/talent/api/files/:id', () => {
  it('serves byte ranges of a video', async () => {
    const { client } = await candidate();
    const bytes = tinyWebm();
    const file = (
      await upload(t.app, client, [['kind', 'video_intro']], { filename: 'v.webm', content: bytes })
    ).json().data;

    const first = await client.get(file.url, { headers: { range: 'bytes=0-3' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-3/${bytes.length}`);
    expect(first.headers['content-length']).toBe('4');
    expect(first.headers['content-type']).toBe('video/webm');
    expect(first.rawPayload.equals(bytes.subarray(0, 4))).toBe(true);

    const tail = await client.get(file.url, { headers: { range: 'bytes=-5' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 5))).toBe(true);

    const open = await client.get(file.url, { headers: { range: `bytes=10-` } });
    expect(open.rawPayload.equals(bytes.subarray(10))).toBe(true);

    const past = await client.get(file.url, { headers: { range: `bytes=${bytes.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);

    const whole = await client.get(file.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');

    const head = await client.request('HEAD', file.url);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.headers['content-type']).toBe('video/webm');
    expect(head.body).toBe('');
  });

  it("never shows, lists or deletes another user's file", async () => {
    const { client: owner } = await candidate();
    const file = (
      await upload(t.app, owner, [['kind', 'resume']], { filename: 'cv.pdf', content: tinyPdf() })
    ).json().data;
    const { client: other } = await candidate();
    expect((await other.get(file.url)).statusCode).toBe(404);
    expect((await other.request('DELETE', file.url)).statusCode).toBe(404);
    expect((await other.post(file.url, { _method: 'DELETE' })).statusCode).toBe(404);
    expect((await other.get('/talent/api/files')).json().data).toEqual([]);
    expect((await other.get('/talent/api/files/not-a-uuid')).statusCode).toBe(404);
    expect((await t.client().get(file.url)).statusCode).toBe(401);
    expect((await owner.get(file.url)).statusCode).toBe(200);
  });

  it('deletes the row and the bytes', async () => {
    const { client } = await candidate();
    const file = (
      await upload(t.app, client, [['kind', 'resume']], { filename: 'cv.pdf', content: tinyPdf() })
    ).json().data;
    expect(await storedPaths()).toHaveLength(1);
    expect((await client.request('DELETE', file.url, undefined, { csrf: false })).statusCode).toBe(419);
    const res = await client.request('DELETE', file.url);
    expect(res.statusCode).toBe(204);
    expect((await client.get(file.url)).statusCode).toBe(404);
    expect(await storedPaths()).toEqual([]);
    expect((await client.request('DELETE', file.url)).statusCode).toBe(404);
  });
});

describe('LocalFileStorage', () => {
  it('sweeps temporary files that a crash left behind when it opens', async () => {
    const root = join(t.dataDir, 'sweep-test');
    await mkdir(join(root, '.tmp'), { recursive: true });
    await writeFile(join(root, '.tmp', 'abc.part'), 'half an upload');
    await LocalFileStorage.open(root);
    expect(await readdir(join(root, '.tmp'))).toEqual([]);
  });
});
