import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { files } from '../../db/schema/applications.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import { talentProfiles } from '../../db/schema/profile.schema.ts';
import { allowConsoleError } from '../../test/setup.ts';
import { useTestApp } from '../../test/harness.ts';
import {
  tinyElf,
  tinyJpeg,
  tinyPdf,
  tinyPng,
  tinySvg,
  tinyWebm,
  tinyWebp,
  upload,
} from '../../test/test-files.ts';

const t = useTestApp();

beforeEach(async () => {
  const root = join(t.dataDir, 'files');
  for (const name of await readdir(root)) {
    if (name !== '.tmp') await rm(join(root, name), { recursive: true, force: true });
  }
});

async function candidate() {
  const user = await t.createUser({ verified: true });
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { user, client };
}

/** The path of a file row's object in the local store. */
function objectPath(storageKey: string) {
  return join(t.dataDir, 'files', storageKey.slice(0, 2), storageKey);
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
  return row!;
}

describe('the new file kinds', () => {
  it('takes a video resume like a video intro, with the same 3-minute limit', async () => {
    const { client } = await candidate();
    const ok = await upload(
      t.app,
      client,
      [
        ['kind', 'video_resume'],
        ['duration_seconds', '179.4'],
      ],
      { filename: 'me.webm', content: tinyWebm() },
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({ kind: 'video_resume', type: 'video/webm' });
    expect((await rowOf(ok.json().data.id)).durationSeconds).toBe(180);
    const long = await upload(
      t.app,
      client,
      [
        ['kind', 'video_resume'],
        ['duration_seconds', '180.5'],
      ],
      { filename: 'me.webm', content: tinyWebm() },
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.file[0]).toMatch(/3 minutes/);
    const pdf = await upload(t.app, client, [['kind', 'video_resume']], {
      filename: 'me.webm',
      content: tinyPdf(),
    });
    expect(pdf.statusCode).toBe(422);
  });

  it('takes JPEG, PNG and WebP photos and refuses SVG, HTML and anything over 5 MB', async () => {
    const { client } = await candidate();
    for (const [content, type] of [
      [tinyJpeg(), 'image/jpeg'],
      [tinyPng(), 'image/png'],
      [tinyWebp(), 'image/webp'],
    ] as const) {
      const res = await upload(t.app, client, [['kind', 'photo']], { filename: 'me', content });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.type).toBe(type);
    }
    for (const content of [
      tinySvg(),
      Buffer.from('<!doctype html><img src=x onerror=alert(1)>'),
      tinyPdf(),
    ]) {
      const res = await upload(t.app, client, [['kind', 'photo']], { filename: 'me.png', content });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.file[0]).toMatch(/JPEG, PNG or WebP/);
    }
    const big = Buffer.concat([tinyJpeg(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(t.app, client, [['kind', 'photo']], { filename: 'big.jpg', content: big });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.file[0]).toMatch(/larger than 5 MB/);
    expect(await t.database.db.$count(files)).toBe(3);
  });

  it('lists files of every kind by ?kind=', async () => {
    const { client } = await candidate();
    await upload(t.app, client, [['kind', 'photo']], { filename: 'p.png', content: tinyPng() });
    await upload(t.app, client, [['kind', 'identity_selfie']], { filename: 's.jpg', content: tinyJpeg() });
    for (const kind of ['resume', 'video_intro', 'video_resume', 'identity_document']) {
      const res = await client.get(`/talent/api/files?kind=${kind}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    }
    expect((await client.get('/talent/api/files?kind=photo')).json().data).toHaveLength(1);
    expect((await client.get('/talent/api/files?kind=identity_selfie')).json().data).toHaveLength(1);
    expect((await client.get('/talent/api/files?kind=avatar')).statusCode).toBe(422);
  });
});

describe('identity files are encrypted at rest', () => {
  it('stores a PDF and a JPEG as ciphertext and serves the plain bytes back to the owner only', async () => {
    const { client } = await candidate();
    const pdf = tinyPdf();
    const doc = await upload(t.app, client, [['kind', 'identity_document']], {
      filename: 'passport.pdf',
      content: pdf,
    });
    expect(doc.statusCode, doc.body).toBe(201);
    const docRow = await rowOf(doc.json().data.id);
    expect(docRow).toMatchObject({ encrypted: true, size: pdf.length, type: 'application/pdf' });
    const storedPdf = await readFile(objectPath(docRow.storageKey));
    expect(storedPdf.subarray(0, 4).toString('latin1')).not.toBe('%PDF');
    expect(storedPdf.includes(pdf.subarray(0, 16))).toBe(false);

    const jpeg = tinyJpeg();
    const selfie = await upload(t.app, client, [['kind', 'identity_selfie']], {
      filename: 'me.jpg',
      content: jpeg,
    });
    expect(selfie.statusCode, selfie.body).toBe(201);
    const selfieRow = await rowOf(selfie.json().data.id);
    const storedJpeg = await readFile(objectPath(selfieRow.storageKey));
    expect(storedJpeg.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(selfieRow.sha256).toBe(
      (await import('node:crypto')).createHash('sha256').update(jpeg).digest('hex'),
    );

    const back = await client.get(doc.json().data.url);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(pdf)).toBe(true);
    expect(back.headers['content-length']).toBe(String(pdf.length));
    // No ranges for encrypted files: a Range request gets the whole file.
    const ranged = await client.get(doc.json().data.url, { headers: { range: 'bytes=0-3' } });
    expect(ranged.statusCode).toBe(200);
    expect(ranged.headers['accept-ranges']).toBe('none');
    expect(ranged.rawPayload.equals(pdf)).toBe(true);

    const { client: other } = await candidate();
    expect((await other.get(doc.json().data.url)).statusCode).toBe(404);
  });

  it('refuses to serve a stored identity file whose bytes were changed', async () => {
    const { client } = await candidate();
    const jpeg = Buffer.concat([tinyJpeg(), Buffer.alloc(1000, 1)]);
    const res = await upload(t.app, client, [['kind', 'identity_selfie']], {
      filename: 'me.jpg',
      content: jpeg,
    });
    const row = await rowOf(res.json().data.id);
    const path = objectPath(row.storageKey);
    const stored = await readFile(path);
    stored[stored.length - 500]! ^= 0x01;
    await writeFile(path, stored);

    allowConsoleError();
    const download = await client.get(res.json().data.url);
    expect(download.statusCode).toBe(500);
    expect(download.headers['content-type']).toMatch(/application\/json/);
    expect(download.json()).toMatchObject({ message: expect.any(String), request_id: expect.any(String) });
    expect(download.rawPayload.includes(jpeg.subarray(0, 8))).toBe(false);
  });

  it('checks the type on the plain bytes: an encrypted ELF is still refused', async () => {
    const { client } = await candidate();
    const res = await upload(t.app, client, [['kind', 'identity_document']], {
      filename: 'id.pdf',
      content: tinyElf(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/JPEG, PNG or PDF/);
    const selfiePdf = await upload(t.app, client, [['kind', 'identity_selfie']], {
      filename: 'me.pdf',
      content: tinyPdf(),
    });
    expect(selfiePdf.statusCode).toBe(422);
    expect(await t.database.db.$count(files)).toBe(0);
  });
});

describe('deleting a file something refers to', () => {
  it('clears a profile resume, but keeps an identity file of a pending or verified check (409)', async () => {
    const { user, client } = await candidate();
    const resume = (
      await upload(t.app, client, [['kind', 'resume']], { filename: 'cv.pdf', content: tinyPdf() })
    ).json().data;
    await t.database.db
      .insert(talentProfiles)
      .values({ userId: user.id, resumeFileId: resume.id })
      .onConflictDoUpdate({ target: talentProfiles.userId, set: { resumeFileId: resume.id } });
    expect((await client.request('DELETE', resume.url)).statusCode).toBe(204);
    const [profile] = await t.database.db
      .select()
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, user.id));
    expect(profile!.resumeFileId).toBeNull();

    const doc = (
      await upload(t.app, client, [['kind', 'identity_document']], {
        filename: 'id.jpg',
        content: tinyJpeg(),
      })
    ).json().data;
    const selfie = (
      await upload(t.app, client, [['kind', 'identity_selfie']], { filename: 'me.jpg', content: tinyJpeg() })
    ).json().data;
    const [check] = await t.database.db
      .insert(identityVerifications)
      .values({
        userId: user.id,
        documentType: 'passport',
        issuingCountry: 'PT',
        frontFileId: doc.id,
        selfieFileId: selfie.id,
      })
      .returning();
    const pending = await client.request('DELETE', doc.url);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toMatch(/identity verification/);
    await t.database.db
      .update(identityVerifications)
      .set({ status: 'verified' })
      .where(eq(identityVerifications.id, check!.id));
    expect((await client.request('DELETE', selfie.url)).statusCode).toBe(409);
    await t.database.db
      .update(identityVerifications)
      .set({ status: 'rejected' })
      .where(eq(identityVerifications.id, check!.id));
    expect((await client.request('DELETE', selfie.url)).statusCode).toBe(204);
    expect((await client.get(doc.url)).statusCode).toBe(200);
  });
});
