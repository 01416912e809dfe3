import { describe, expect, it } from 'vitest';
import type { MyService, ServiceDetail } from '@talent/contract/marketplace';
import { createOperator, createTalentProfile, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import type { TestClient } from '../../test/harness.ts';
import { tinyPdf, tinyPng, tinySvg, upload } from '../../test/test-files.ts';
import { RECRUITER_API, TALENT_API, useServicesApp, wholeService } from './testing/services-kit.ts';

const k = useServicesApp();
const { t } = k;
const del = (client: TestClient, url: string) => client.request('DELETE', url);

async function myServices(client: TestClient): Promise<MyService[]> {
  const res = await client.get(`${TALENT_API}/my-services`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('selling: drafts, publishing, pausing', () => {
  it('a draft is saved as given; publishing refuses it with every field to fix, then takes it once fixed', async () => {
    const { client } = await k.talent();
    const created = await client.post(`${TALENT_API}/services`, {
      title: 'Logos',
      tiers: [{ name: 'basic', title: 'Logo' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().data as ServiceDetail;
    // The preview shows what stands so far: no tier is finished yet.
    expect(draft).toMatchObject({ status: 'draft', mine: true, title: 'Logos', tiers: [], from_price_minor: 0 });
    expect(draft.cannot_order_reason).toBe('This is your own service.');

    const [mine] = await myServices(client);
    expect(mine!.draft).toMatchObject({ title: 'Logos', category: null, currency: 'USD' });
    expect(mine!.draft.tiers).toEqual([{ name: 'basic', title: 'Logo' }]);
    expect(mine!.problems).toMatchObject({
      title: ['Give the service a title (at least 10 characters).'],
      description: ['Describe the service (at least 80 characters).'],
      category: ['Choose a category.'],
      skills: ['Name at least one skill.'],
      'tiers.0.scope': ['Say what this tier includes (at least 10 characters).'],
      'tiers.0.price_minor': ['Give the price in cents (a whole number).'],
      'tiers.0.delivery_days': ['Give the delivery time in days.'],
      'tiers.0.revisions': ['Give the number of revisions.'],
    });

    const refused = await client.post(`${TALENT_API}/services/${draft.id}/publish`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual(mine!.problems);
    expect(refused.json().message).toMatch(/^Give the service a title .*\(and \d+ more errors\)$/);

    // Wrong on its own shape: a draft field is still judged (422), and nothing is saved.
    const bad = await client.put(`${TALENT_API}/services/${draft.id}`, { tiers: [{ name: 'basic', price_minor: 5 }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['tiers.0.price_minor']).toEqual(['The price is at least 5.00.']);

    const saved = await client.put(`${TALENT_API}/services/${draft.id}`, wholeService());
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await myServices(client))[0]!.problems).toEqual({});
    const published = await client.post(`${TALENT_API}/services/${draft.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({
      status: 'published',
      category: 'development',
      currency: 'USD',
      from_price_minor: 15_000,
      from_price_usd_minor: 15_000,
      fastest_delivery_days: 3,
      cannot_order_reason: 'This is your own service.',
      skills: [
        { slug: 'react', name: 'React', verified: false, evidence: null },
        { slug: 'typescript', name: 'TypeScript', verified: false, evidence: null },
      ],
    });
    expect(published.json().data.published_at).toBe(k.clock.at.toISOString());
  });

  it('a published service is judged whole on save: 422 with the fields, the live copy unchanged', async () => {
    const { client } = await k.talent();
    const service = await k.published(client);
    const partial = await client.put(`${TALENT_API}/services/${service.id}`, {
      ...wholeService(),
      description: 'Too short.',
      tiers: [
        { ...wholeService().tiers[0], price_minor: 50_000 },
        { ...wholeService().tiers[1], price_minor: 40_000 },
      ],
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors).toEqual({
      description: ['Describe the service (at least 80 characters).'],
      'tiers.1.price_minor': ['Each tier costs more than the one before.'],
    });
    const titleOnly = await client.put(`${TALENT_API}/services/${service.id}`, { title: 'Just a new title here' });
    expect(titleOnly.statusCode).toBe(422);
    expect(Object.keys(titleOnly.json().errors)).toEqual(
      expect.arrayContaining(['description', 'category', 'skills', 'tiers']),
    );
    const detail = (await client.get(`${TALENT_API}/services/${service.id}`)).json().data;
    expect(detail.title).toBe(service.title);
    expect(detail.from_price_minor).toBe(15_000);

    // A whole change goes live at once: the browse columns follow.
    const changed = await client.put(
      `${TALENT_API}/services/${service.id}`,
      wholeService({ title: 'React performance audit', currency: 'EUR', category: 'qa' }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const { client: other } = await k.talent();
    const found = (await other.get(`${TALENT_API}/services?q=audit`)).json();
    expect(found.data.map((s: ServiceDetail) => s.id)).toEqual([service.id]);
    expect(found.data[0]).toMatchObject({ category: 'qa', currency: 'EUR', from_price_usd_minor: 17_241 });
  });

  it('keeps add-on and question ids across edits, and gives new and forged ones fresh ids', async () => {
    const { client } = await k.talent();
    const created = await client.post(`${TALENT_API}/services`, {
      addons: [{ title: 'Rush', price_minor: 1_000, extra_days: 0, id: 'my-own-id' }],
      questions: [{ prompt: 'What is your stack?' }, { prompt: 'Any deadline?' }],
    });
    const id = created.json().data.id;
    const first = (await myServices(client))[0]!.draft;
    const rush = first.addons[0]!.id!;
    expect(rush).not.toBe('my-own-id');
    expect(rush).toMatch(/^[0-9a-f-]{36}$/);
    const [stack, deadline] = first.questions.map((q) => q.id!);
    expect(stack).not.toBe(deadline);

    await client.put(`${TALENT_API}/services/${id}`, {
      addons: [
        { title: 'Weekend work', price_minor: 2_000, extra_days: 0 },
        { id: rush, title: 'Rush delivery', price_minor: 1_500, extra_days: 0 },
        { id: rush, title: 'A copy of rush', price_minor: 1_600, extra_days: 0 },
      ],
      questions: [{ id: deadline, prompt: 'Any deadline at all?' }],
    });
    const second = (await myServices(client))[0]!.draft;
    expect(second.addons[1]).toMatchObject({ id: rush, title: 'Rush delivery' });
    expect(new Set(second.addons.map((a) => a.id)).size).toBe(3);
    expect(second.questions).toEqual([{ id: deadline, prompt: 'Any deadline at all?', required: true }]);

    // Through publishing and a whole save, the ids stay.
    await client.put(`${TALENT_API}/services/${id}`, wholeService({ addons: second.addons.slice(0, 2) }));
    await client.post(`${TALENT_API}/services/${id}/publish`);
    const live = await client.put(`${TALENT_API}/services/${id}`, wholeService({ addons: second.addons.slice(1, 2) }));
    expect(live.json().data.addons).toEqual([
      { id: rush, title: 'Rush delivery', description: '', price_minor: 1_500, extra_days: 0 },
    ]);
  });

  it('publishing checks the skills against the catalogue and each image is the seller’s own gallery upload', async () => {
    const { client } = await k.talent();
    const { client: stranger } = await k.talent();
    const mine = await k.galleryImage(client);
    const theirs = await k.galleryImage(stranger);
    const resume = await upload(t.app, client, [['kind', 'resume']], { filename: 'cv.pdf', content: tinyPdf() });
    const created = await client.post(
      `${TALENT_API}/services`,
      wholeService({
        skills: ['react', 'not-a-skill', 'react'],
        gallery_file_ids: [mine, theirs, resume.json().data.id, 'nonsense'],
      }),
    );
    const id = created.json().data.id;
    // The preview shows only the seller's own image: a stranger's file never leaks through a draft.
    expect(created.json().data.gallery.map((g: { id: string }) => g.id)).toEqual([mine]);
    const refused = await client.post(`${TALENT_API}/services/${id}/publish`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'skills.1': ['Choose a skill from the list.'],
      'skills.2': ['Name each skill once.'],
      'gallery_file_ids.1': ['This image is not one of your gallery uploads.'],
      'gallery_file_ids.2': ['This image is not one of your gallery uploads.'],
      'gallery_file_ids.3': ['This image is not one of your gallery uploads.'],
    });
    await client.put(`${TALENT_API}/services/${id}`, wholeService({ gallery_file_ids: [mine] }));
    const published = await client.post(`${TALENT_API}/services/${id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.cover_url).toBe(`${TALENT_API}/services/${id}/gallery/${mine}`);
  });

  it('pausing hides a service from browsing and others; publishing again brings it back in its place', async () => {
    const { client } = await k.talent();
    const { client: buyer } = await k.talent();
    const service = await k.published(client);
    const paused = await client.post(`${TALENT_API}/services/${service.id}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data.status).toBe('paused');
    expect((await buyer.get(`${TALENT_API}/services`)).json().meta.total).toBe(0);
    expect((await buyer.get(`${TALENT_API}/services/${service.id}`)).statusCode).toBe(404);
    expect((await buyer.get(`${TALENT_API}/sellers/${service.seller.id}`)).statusCode).toBe(404);
    // The seller still reads it, with why it cannot be ordered (their own comes first).
    expect((await client.get(`${TALENT_API}/services/${service.id}`)).json().data.status).toBe('paused');
    expect((await client.post(`${TALENT_API}/services/${service.id}/pause`)).statusCode).toBe(200);

    k.clock.at = new Date(k.clock.at.getTime() + 3_600_000);
    const again = await client.post(`${TALENT_API}/services/${service.id}/publish`);
    expect(again.json().data.published_at).toBe(service.published_at);
    expect((await buyer.get(`${TALENT_API}/services`)).json().meta.total).toBe(1);
    expect((await buyer.get(`${TALENT_API}/services/${service.id}`)).json().data.cannot_order_reason).toBeNull();

    const draft = await client.post(`${TALENT_API}/services`, {});
    const pauseDraft = await client.post(`${TALENT_API}/services/${draft.json().data.id}/pause`);
    expect(pauseDraft.statusCode).toBe(409);
    expect(pauseDraft.json().message).toMatch(/draft/);
  });

  it('deletes a service nobody ordered; one with orders answers 409 and asks to pause it', async () => {
    const { client, id: sellerId } = await k.talent();
    const { id: buyerId } = await k.talent();
    const draft = (await client.post(`${TALENT_API}/services`, { title: 'Something to drop' })).json().data;
    expect((await del(client, `${TALENT_API}/services/${draft.id}`)).statusCode).toBe(204);
    expect(await myServices(client)).toEqual([]);

    const service = await k.published(client);
    await k.order({ serviceId: service.id, sellerId, buyerId, status: 'in_progress' });
    const refused = await del(client, `${TALENT_API}/services/${service.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Pause it/);
    const [mine] = await myServices(client);
    expect(mine).toMatchObject({ id: service.id, orders_running: 1, orders_completed: 0 });

    const unordered = await k.published(client, { title: 'Another service entirely' });
    expect((await del(client, `${TALENT_API}/services/${unordered.id}`)).statusCode).toBe(204);
  });
});

describe('who may do what', () => {
  it('a recruiter browses but cannot sell (403), a guest gets 401, an operator 403 everywhere', async () => {
    const { client: seller } = await k.talent();
    const service = await k.published(seller);
    const { client: recruiter } = await k.recruiter();
    const operatorUser = await createOperator(t.database.db);
    const operator = t.client();
    await operator.login(operatorUser.email, DEFAULT_TEST_PASSWORD);
    const guest = t.client();
    await guest.csrfCookie();

    const create = await recruiter.post(`${TALENT_API}/services`, wholeService());
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({ message: 'This is for talents.' });
    for (const url of [`${TALENT_API}/my-services`, `${TALENT_API}/services`, `${TALENT_API}/skill-evidence`])
      expect((await recruiter.get(url)).statusCode, url).toBe(403);

    const browse = await recruiter.get(`${RECRUITER_API}/services`);
    expect(browse.statusCode).toBe(200);
    expect(browse.json().data[0]).toMatchObject({
      id: service.id,
      cover_url: null,
      seller: { id: service.seller.id },
    });
    const detail = await recruiter.get(`${RECRUITER_API}/services/${service.id}`);
    expect(detail.json().data).toMatchObject({ mine: false, cannot_order_reason: null });
    expect((await recruiter.get(`${RECRUITER_API}/sellers/${service.seller.id}`)).statusCode).toBe(200);

    for (const client of [guest, operator]) {
      const expected = client === guest ? 401 : 403;
      expect((await client.get(`${TALENT_API}/services`)).statusCode).toBe(expected);
      expect((await client.get(`${RECRUITER_API}/services`)).statusCode).toBe(expected);
      expect((await client.post(`${TALENT_API}/services`, wholeService())).statusCode).toBe(expected);
    }
    // A talent on the recruiter's API.
    expect((await seller.get(`${RECRUITER_API}/services`)).statusCode).toBe(403);
  });

  it("a talent cannot read another's draft nor change, publish, pause or delete another's service (404)", async () => {
    const { client: owner } = await k.talent();
    const { client: other } = await k.talent();
    const draft = (await owner.post(`${TALENT_API}/services`, wholeService())).json().data as ServiceDetail;
    const live = await k.published(owner, { title: 'A second service for sale' });
    expect((await other.get(`${TALENT_API}/services/${draft.id}`)).statusCode).toBe(404);
    expect((await other.get(`${TALENT_API}/services`)).json().data.map((s: ServiceDetail) => s.id)).toEqual([
      live.id,
    ]);
    for (const id of [draft.id, live.id]) {
      expect((await other.put(`${TALENT_API}/services/${id}`, wholeService())).statusCode).toBe(404);
      expect((await other.post(`${TALENT_API}/services/${id}/publish`)).statusCode).toBe(404);
      expect((await other.post(`${TALENT_API}/services/${id}/pause`)).statusCode).toBe(404);
      expect((await del(other, `${TALENT_API}/services/${id}`)).statusCode).toBe(404);
    }
    expect(await myServices(other)).toEqual([]);
    expect((await myServices(owner)).map((s) => s.status).sort()).toEqual(['draft', 'published']);
    // Nothing changed.
    expect((await owner.get(`${TALENT_API}/services/${live.id}`)).json().data.status).toBe('published');
  });
});

describe('gallery images', () => {
  it('only a real image is accepted as a gallery upload (by its bytes), and only by talents', async () => {
    const { client } = await k.talent();
    const svg = await upload(t.app, client, [['kind', 'service_gallery']], {
      filename: 'cover.png',
      content: tinySvg(),
    });
    expect(svg.statusCode).toBe(422);
    expect(svg.json().errors.file[0]).toMatch(/JPEG, PNG or WebP/);
    const pdf = await upload(t.app, client, [['kind', 'service_gallery']], {
      filename: 'cover.png',
      content: tinyPdf(),
    });
    expect(pdf.statusCode).toBe(422);

    const { client: recruiter } = await k.recruiter();
    const refused = await upload(t.app, recruiter, [['kind', 'service_gallery']], {
      filename: 'cover.png',
      content: tinyPng(),
    });
    expect(refused.statusCode).toBe(403);
    // An order's file: both sides of an order may send one.
    const orderFile = await upload(t.app, recruiter, [['kind', 'order_file']], {
      filename: 'brief.pdf',
      content: tinyPdf(),
    });
    expect(orderFile.statusCode, orderFile.body).toBe(201);
  });

  it("serves only the images listed in a visible service's gallery, typed and not sniffed", async () => {
    const { client } = await k.talent();
    const cover = await k.galleryImage(client);
    const unlisted = await k.galleryImage(client);
    const service = await k.published(client, { gallery_file_ids: [cover] });
    const { client: buyer } = await k.talent();
    const { client: recruiter } = await k.recruiter();

    for (const [who, api] of [
      [buyer, TALENT_API],
      [recruiter, RECRUITER_API],
    ] as const) {
      const detail = (await who.get(`${api}/services/${service.id}`)).json().data as ServiceDetail;
      expect(detail.gallery).toEqual([
        { id: cover, name: 'cover.png', url: `${api}/services/${service.id}/gallery/${cover}` },
      ]);
      const res = await who.get(detail.gallery[0]!.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toMatch(/^inline;/);
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    expect((await buyer.get(`${TALENT_API}/services/${service.id}/gallery/${unlisted}`)).statusCode).toBe(404);
    expect((await buyer.get(`${TALENT_API}/services/${service.id}/gallery/not-an-id`)).statusCode).toBe(404);

    // Listed in a draft but a stranger's: never served, not even to the draft's author.
    const { client: stranger } = await k.talent();
    const theirs = await k.galleryImage(stranger);
    const draft = (await client.post(`${TALENT_API}/services`, { gallery_file_ids: [theirs] })).json().data;
    expect((await client.get(`${TALENT_API}/services/${draft.id}/gallery/${theirs}`)).statusCode).toBe(404);
    // A draft's own images: its author only.
    const own = (await client.post(`${TALENT_API}/services`, { gallery_file_ids: [unlisted] })).json().data;
    expect((await client.get(`${TALENT_API}/services/${own.id}/gallery/${unlisted}`)).statusCode).toBe(200);
    expect((await buyer.get(`${TALENT_API}/services/${own.id}/gallery/${unlisted}`)).statusCode).toBe(404);
  });

  it('an image a live service shows cannot be deleted; one only in a draft can', async () => {
    const { client } = await k.talent();
    const cover = await k.galleryImage(client);
    const spare = await k.galleryImage(client);
    await k.published(client, { gallery_file_ids: [cover] });
    await client.post(`${TALENT_API}/services`, { gallery_file_ids: [spare] });
    const refused = await del(client, `/talent/api/files/${cover}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/gallery/);
    expect((await del(client, `/talent/api/files/${spare}`)).statusCode).toBe(204);
  });
});

describe('skill evidence', () => {
  it('lists my profile and badge skills, verified by a valid badge or a course certificate', async () => {
    const { client, id } = await k.talent({ name: 'Ada Lovelace' });
    const db = t.database.db;
    await createTalentProfile(db, id, {
      skills: [
        { slug: 'react', years: 4, level: 'advanced' },
        { slug: 'python', years: 2, level: 'intermediate' },
        { slug: 'css', years: 5, level: 'expert' },
      ],
    });
    await k.badge(id, 'react', 'React', 'advanced');
    // A badge in a skill not on the profile, and one revoked.
    await k.badge(id, 'go', 'Go');
    await t.app.badges.revoke(db, await k.badge(id, 'css', 'CSS', 'advanced'), 'Test retired.');
    await k.certify(id, 'Python for data work', ['python']);

    const res = await client.get(`${TALENT_API}/skill-evidence`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { slug: 'go', name: 'Go', verified: true, evidence: 'Skill badge: Go, proficient' },
      { slug: 'python', name: 'Python', verified: true, evidence: 'Course certificate: Python for data work' },
      { slug: 'react', name: 'React', verified: true, evidence: 'Skill badge: React, advanced' },
      { slug: 'css', name: 'CSS', verified: false, evidence: null },
    ]);
  });
});
