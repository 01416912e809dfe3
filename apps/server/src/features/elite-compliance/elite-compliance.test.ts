import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  COMPLIANCE_CONSENT_STATEMENT,
  type ComplianceDetails,
  type ComplianceDocument,
  type ComplianceState,
} from '@talent/contract/elite';
import { complianceProfiles, complianceSignatures, eliteApplications } from '../../db/schema/elite.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import { notifications } from '../../db/schema/notifications.schema.ts';
import { FileKeyring, decryptBuffer } from '../../lib/crypto/file-cipher.ts';
import { createTalent, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { TEST_APP_KEY, useTestApp, type TestClient } from '../../test/harness.ts';
import { tinyPdf, upload } from '../../test/test-files.ts';

/** The app's clock; tests move it. */
const clock = {
  at: new Date('2026-03-02T09:00:00.000Z'),
  now: () => new Date(clock.at),
};
const t = useTestApp({ now: () => clock.now() });
beforeEach(() => {
  clock.at = new Date('2026-03-02T09:00:00.000Z');
});

const API = '/talent/api/elite/compliance';
const DAY = 86_400_000;
const keyring = FileKeyring.fromAppKey(TEST_APP_KEY);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface Candidate {
  client: TestClient;
  userId: string;
  name: string;
}

/**
 * A signed-in candidate. `identity`: their latest identity check; `application`: their elite application (open
 * with work preferences submitted, under review, started without work preferences, or none).
 */
async function candidate(
  options: {
    name?: string;
    identity?: 'verified' | 'pending' | 'none';
    application?: 'ready' | 'submitted' | 'join_only' | 'none';
  } = {},
): Promise<Candidate> {
  const db = t.database.db;
  const name = options.name ?? 'Ana Souza';
  const user = await createTalent(db, { name });
  const identity = options.identity ?? 'verified';
  if (identity !== 'none') {
    await db.insert(identityVerifications).values({
      userId: user.id,
      status: identity,
      documentType: 'passport',
      issuingCountry: 'DE',
      submittedAt: new Date(clock.at.getTime() - 10 * DAY),
      decidedAt: identity === 'verified' ? new Date(clock.at.getTime() - 9 * DAY) : null,
    });
  }
  const application = options.application ?? 'ready';
  if (application !== 'none') {
    const at = new Date(clock.at.getTime() - 2 * DAY);
    await db.insert(eliteApplications).values({
      userId: user.id,
      status: application === 'submitted' ? 'submitted' : 'in_progress',
      track: 'frontend',
      joinSubmittedAt: at,
      workPreferenceSubmittedAt: application === 'join_only' ? null : at,
      submittedAt: application === 'submitted' ? at : null,
      createdAt: at,
      updatedAt: at,
    });
  }
  const client = t.client();
  await client.login(user.email, DEFAULT_TEST_PASSWORD);
  return { client, userId: user.id, name };
}

function details(overrides: Partial<ComplianceDetails> = {}): ComplianceDetails {
  return {
    legal_name: 'Ana Souza',
    tax_residence: 'DE',
    us_person: false,
    entity_type: 'individual',
    company_name: '',
    tax_id: 'DE 12 345 678 901',
    date_of_birth: '1990-05-17',
    address: {
      line1: 'Hauptstraße 1',
      line2: '',
      city: 'Berlin',
      postal_code: '10115',
      region: '',
      country: 'DE',
    },
    payout_method: 'wise',
    payout_account: 'ana.souza@example.com',
    ...overrides,
  };
}

async function saveDetails(c: Candidate, body: ComplianceDetails = details()): Promise<ComplianceState> {
  const res = await c.client.post(`${API}/details`, body as unknown as Record<string, unknown>);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ComplianceState;
}

async function documentsOf(c: Candidate) {
  const res = await c.client.get(`${API}/documents`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { documents: ComplianceDocument[]; bundle_sha256: string };
}

async function sign(c: Candidate, bundle: string, typedName = c.name) {
  return c.client.post(
    `${API}/sign`,
    { typed_name: typedName, consent_electronic: true, bundle_sha256: bundle },
    { headers: { 'user-agent': 'compliance-test/1.0' } },
  );
}

async function signAll(c: Candidate): Promise<ComplianceState> {
  const { bundle_sha256 } = await documentsOf(c);
  const res = await sign(c, bundle_sha256);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ComplianceState;
}

async function stateOf(c: Candidate): Promise<ComplianceState> {
  const res = await c.client.get(API);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ComplianceState;
}

async function signaturesOf(userId: string) {
  return t.database.db.select().from(complianceSignatures).where(eq(complianceSignatures.userId, userId));
}

async function eliteUpdates(userId: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'elite_update')));
}

/** The text of a PDF as pdf.js reads it, whitespace removed (lines may wrap anywhere). */
async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items as Array<{ str?: string }>) text += item.str ?? '';
  }
  await doc.destroy();
  return text.replace(/\s+/g, '');
}

describe('details', () => {
  it('validates the details: 422 per field, a company needs its name, an individual a date of birth', async () => {
    const c = await candidate();
    const empty = await c.client.post(`${API}/details`, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(
      expect.arrayContaining([
        'legal_name',
        'tax_residence',
        'us_person',
        'entity_type',
        'tax_id',
        'address',
        'payout_method',
        'payout_account',
      ]),
    );

    const company = await c.client.post(`${API}/details`, {
      ...details({ entity_type: 'company', company_name: '' }),
    });
    expect(company.statusCode).toBe(422);
    expect(company.json().errors).toEqual({ company_name: ['Enter the company name.'] });

    const noBirth = await c.client.post(`${API}/details`, { ...details({ date_of_birth: '' }) });
    expect(noBirth.statusCode).toBe(422);
    expect(noBirth.json().errors).toEqual({ date_of_birth: ['Enter your date of birth.'] });

    // What the schema cannot see: known countries, a real birth date, a US tax number's shape.
    const rules = await c.client.post(`${API}/details`, {
      ...details({
        tax_residence: 'ZZ',
        date_of_birth: '2025-02-30',
        address: { ...details().address, country: 'QQ' },
      }),
    });
    expect(rules.statusCode).toBe(422);
    expect(Object.keys(rules.json().errors).sort()).toEqual([
      'address.country',
      'date_of_birth',
      'tax_residence',
    ]);
    const ssn = await c.client.post(`${API}/details`, { ...details({ us_person: true, tax_id: '12-34' }) });
    expect(ssn.statusCode).toBe(422);
    expect(ssn.json().errors.tax_id).toEqual(['Enter your 9-digit social security number or ITIN.']);

    expect((await stateOf(c)).status).toBe('not_started');
  });

  it('needs the name the identity check verified: case, accents and spaces aside; no verified identity is a 409', async () => {
    const c = await candidate({ name: 'José  Álvarez-Núñez' });
    const other = await c.client.post(`${API}/details`, { ...details({ legal_name: 'Jose Alvarez-Nunes' }) });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.legal_name).toEqual([
      'Enter your name as your verified ID shows it: José  Álvarez-Núñez.',
    ]);
    const saved = await saveDetails(c, details({ legal_name: '  jose ALVAREZ-nunez ' }));
    expect(saved.status).toBe('details_saved');
    expect(saved.prefill.verified_name).toBe('José  Álvarez-Núñez');

    for (const identity of ['pending', 'none'] as const) {
      const unverified = await candidate({ identity });
      const res = await unverified.client.post(`${API}/details`, { ...details() });
      expect(res.statusCode, identity).toBe(409);
      expect(res.json().message).toBe(
        'Verify your identity first: your legal name must match your verified ID.',
      );
      expect((await stateOf(unverified)).prefill.verified_name).toBeNull();
    }
  });

  it('keeps the tax id and payout account sealed and shows them masked', async () => {
    const c = await candidate();
    const state = await saveDetails(c);
    expect(state.details).toMatchObject({
      legal_name: 'Ana Souza',
      tax_id_masked: '•••• 8901',
      payout_account_masked: '•••• .com',
      entity_type: 'individual',
    });
    expect(state.tax_form).toBe('w8ben');
    expect(JSON.stringify(state)).not.toContain('345 678');
    const [row] = await t.database.db
      .select()
      .from(complianceProfiles)
      .where(eq(complianceProfiles.userId, c.userId));
    expect(JSON.stringify(row)).not.toContain('345 678');
    expect(JSON.stringify(row)).not.toContain('ana.souza@example.com');
    expect(decryptBuffer(Buffer.from(row!.taxIdSealed!, 'base64'), keyring).toString()).toBe(
      'DE 12 345 678 901',
    );
  });

  it('autosaves a loose draft: unknown keys and wrong types are dropped, never a 422; the tax id is sealed', async () => {
    const c = await candidate();
    const res = await c.client.put(`${API}/draft`, {
      legal_name: 'Ana',
      us_person: 'yes',
      entity_type: 'individual',
      is_admin: true,
      tax_id: '987654321',
      address: { city: 'Berlin', line1: 42, extra: 'x' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json().data as ComplianceState;
    expect(state.draft).toEqual({
      legal_name: 'Ana',
      entity_type: 'individual',
      tax_id: '987654321',
      address: { city: 'Berlin' },
    });
    expect(state.draft_saved_at).toBe('2026-03-02T09:00:00.000Z');
    expect(state.status).toBe('not_started');
    const [row] = await t.database.db
      .select()
      .from(complianceProfiles)
      .where(eq(complianceProfiles.userId, c.userId));
    expect(JSON.stringify(row!.draft)).not.toContain('987654321');
    // The form's method override reaches the same route.
    const spoofed = await c.client.post(`${API}/draft`, { _method: 'PUT', legal_name: 'Ana S' });
    expect(spoofed.statusCode, spoofed.body).toBe(200);
    expect((spoofed.json().data as ComplianceState).draft).toEqual({ legal_name: 'Ana S' });
  });
});

describe('the elite application decides when compliance may change', () => {
  it('before work preferences and while under review: 409 on every change; reading stays open', async () => {
    for (const [application, message] of [
      ['none', 'Start your elite application first.'],
      ['join_only', 'Submit your work preferences first: contract and compliance open after them.'],
      [
        'submitted',
        'Your application is under review, so contract and compliance are read-only until we decide.',
      ],
    ] as const) {
      const c = await candidate({ application });
      const draft = await c.client.put(`${API}/draft`, { legal_name: 'Ana' });
      const saved = await c.client.post(`${API}/details`, { ...details() });
      const signed = await sign(c, 'a'.repeat(64));
      for (const res of [draft, saved, signed]) {
        expect(res.statusCode, `${application}: ${res.body}`).toBe(409);
        expect(res.json()).toEqual({ message });
      }
      expect((await c.client.get(API)).statusCode).toBe(200);
      expect((await c.client.get(`${API}/documents`)).statusCode).toBe(200);
      expect((await c.client.post(`${API}/verify`, { text: 'x' })).statusCode).toBe(200);
    }
  });

  it('a submitted application keeps the documents readable, with their signatures', async () => {
    const c = await candidate();
    await saveDetails(c);
    await signAll(c);
    await t.database.db
      .update(eliteApplications)
      .set({ status: 'submitted', submittedAt: clock.now() })
      .where(eq(eliteApplications.userId, c.userId));
    const { documents } = await documentsOf(c);
    expect(documents.every((d) => d.signature !== null)).toBe(true);
    expect((await stateOf(c)).status).toBe('signed');
  });
});

describe('documents', () => {
  it('renders the documents that fit, the same text byte for byte each time, with their hashes', async () => {
    const c = await candidate();
    expect(await documentsOf(c)).toEqual({ documents: [], bundle_sha256: sha256('') });
    await saveDetails(c);
    const first = await documentsOf(c);
    expect(first.documents.map((d) => d.kind)).toEqual([
      'contractor_agreement',
      'nda_ip',
      'code_of_conduct',
      'w8ben',
    ]);
    for (const doc of first.documents) {
      expect(doc.sha256).toBe(sha256(doc.text));
      expect(doc.text).toContain(`Template version: ${doc.template_version}`);
      expect(doc.text).not.toMatch(/2026-03-02/);
    }
    expect(first.bundle_sha256).toBe(sha256(first.documents.map((d) => d.sha256).join('\n')));
    const w8ben = first.documents[3]!;
    expect(w8ben.title).toBe('Tax form W-8BEN (individual outside the US)');
    for (const line of [
      '1. Name of the individual who is the beneficial owner: Ana Souza',
      '2. Country of citizenship: Germany (DE)',
      '3. Permanent residence address: Hauptstraße 1, 10115 Berlin, Germany (DE)',
      '6a. Foreign tax identifying number: DE 12 345 678 901',
      '8. Date of birth (YYYY-MM-DD): 1990-05-17',
    ]) {
      expect(w8ben.text).toContain(`\n${line}\n`);
    }

    // Days later, the same details give the same bytes.
    clock.at = new Date(clock.at.getTime() + 40 * DAY);
    expect(await documentsOf(c)).toEqual(first);
    // The citizenship, when given, is the W-8BEN's own line.
    await saveDetails(c, details({ citizenship: 'BR' }));
    expect((await documentsOf(c)).documents[3]!.text).toContain('\n2. Country of citizenship: Brazil (BR)\n');
  });

  it('chooses the tax form by US status and entity: W-8BEN-E for a company abroad, W-9 for a US person', async () => {
    const c = await candidate();
    const company = await saveDetails(
      c,
      details({ entity_type: 'company', company_name: 'Souza Tech GmbH', date_of_birth: '' }),
    );
    expect(company.tax_form).toBe('w8ben_e');
    const e = (await documentsOf(c)).documents;
    expect(e.map((d) => d.kind)).toEqual(['contractor_agreement', 'nda_ip', 'code_of_conduct', 'w8ben_e']);
    expect(e[3]!.text).toContain(
      '\n1. Name of the organisation that is the beneficial owner: Souza Tech GmbH\n',
    );
    expect(e[3]!.text).toContain('\n9b. Foreign tax identifying number: DE 12 345 678 901\n');
    expect(e[0]!.text).toContain('Souza Tech GmbH, a company resident for tax purposes in Germany (DE)');

    const us = await saveDetails(
      c,
      details({
        us_person: true,
        tax_residence: 'US',
        tax_id: '123-45-6789',
        address: {
          line1: '1 Main St',
          line2: '',
          city: 'Austin',
          postal_code: '78701',
          region: 'TX',
          country: 'US',
        },
      }),
    );
    expect(us.tax_form).toBe('w9');
    const w9 = (await documentsOf(c)).documents[3]!;
    expect(w9.kind).toBe('w9');
    expect(w9.text).toContain('\nSocial security number (SSN) or ITIN: 123-45-6789\n');
    expect(w9.text).toContain('\n3. Federal tax classification: individual or sole proprietor\n');
    expect(w9.text).toContain('Austin');
  });

  it('another user never sees my documents or details', async () => {
    const a = await candidate();
    await saveDetails(a);
    await signAll(a);
    const b = await candidate({ name: 'Bruno Lima' });
    const res = await b.client.get(`${API}/documents`);
    expect(res.json().data.documents).toEqual([]);
    const state = await b.client.get(API);
    expect(state.json().data).toMatchObject({ status: 'not_started', details: null, signed: [] });
    expect(res.body + state.body).not.toContain('345 678');
  });
});

describe('signing', () => {
  it('signs each document over the exact text read: its hash, the record, a PDF with the hash; verify finds it', async () => {
    const c = await candidate();
    await saveDetails(c);
    const { documents, bundle_sha256 } = await documentsOf(c);
    const res = await sign(c, bundle_sha256);
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json().data as ComplianceState;
    expect(state.status).toBe('signed');
    expect(state.renew_by).toBeNull();
    expect(state.signed.map((s) => [s.kind, s.sha256])).toEqual(documents.map((d) => [d.kind, d.sha256]));
    expect(state.signed.find((s) => s.kind === 'w8ben')).toMatchObject({
      signed_at: '2026-03-02T09:00:00.000Z',
      expires_at: '2029-12-31T23:59:59.999Z',
      pdf_url: `${API}/documents/w8ben/pdf`,
    });
    expect(state.signed.find((s) => s.kind === 'nda_ip')!.expires_at).toBeNull();

    const rows = await signaturesOf(c.userId);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const doc = documents.find((d) => d.kind === row.kind)!;
      expect(row).toMatchObject({
        typedName: 'Ana Souza',
        consentElectronic: COMPLIANCE_CONSENT_STATEMENT,
        ip: '127.0.0.1',
        userAgent: 'compliance-test/1.0',
        templateVersion: doc.template_version,
        sha256: sha256(doc.text),
        bundleSha256: bundle_sha256,
        voidedAt: null,
      });
      expect(row.signedAt.toISOString()).toBe('2026-03-02T09:00:00.000Z');
      // The signed text is kept sealed (it holds the tax id) and opens to the exact bytes read.
      expect(row.textSealed).not.toContain('Ana Souza');
      expect(decryptBuffer(Buffer.from(row.textSealed, 'base64'), keyring).toString('utf8')).toBe(doc.text);
    }
    const withSignature = (await documentsOf(c)).documents;
    expect(withSignature[3]!.signature).toMatchObject({ typed_name: 'Ana Souza', ip: '127.0.0.1' });

    const pdf = await c.client.get(`${API}/documents/w8ben/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="w8ben-signed-2026-03-02\.pdf"/,
    );
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`SHA-256ofthedocumenttext:${documents[3]!.sha256}`);
    expect(text).toContain('Signedby(typedname):AnaSouza');
    expect(text).toContain('Signedat:2026-03-0209:00:00UTC');
    expect(text).toContain('IPaddress:127.0.0.1');
    expect(text).toContain('6a.Foreigntaxidentifyingnumber:DE12345678901');

    const verified = await c.client.post(`${API}/verify`, { text: documents[1]!.text });
    expect(verified.json().data).toEqual({
      matches: true,
      kind: 'nda_ip',
      sha256: documents[1]!.sha256,
      signed_at: '2026-03-02T09:00:00.000Z',
    });
    // One byte more, or one letter changed, and it is another text.
    for (const changed of [`${documents[1]!.text} `, documents[1]!.text.replace('Ana Souza', 'Ana Souzb')]) {
      const res2 = await c.client.post(`${API}/verify`, { text: changed });
      expect(res2.json().data).toMatchObject({
        matches: false,
        kind: null,
        signed_at: null,
        sha256: sha256(changed),
      });
    }
    // Another user's verify never matches my documents.
    const b = await candidate({ name: 'Bruno Lima' });
    const theirs = await b.client.post(`${API}/verify`, { text: documents[1]!.text });
    expect(theirs.json().data.matches).toBe(false);

    // Everything is signed: nothing more to sign.
    const again = await sign(c, bundle_sha256);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a bundle other than the documents now (409), a name other than the legal name (422), no consent (422)', async () => {
    const c = await candidate();
    const early = await sign(c, 'a'.repeat(64));
    expect(early.statusCode).toBe(409);
    await saveDetails(c);
    const { bundle_sha256: read } = await documentsOf(c);
    // The details changed after the candidate read the documents.
    await saveDetails(c, details({ address: { ...details().address, line1: 'Hauptstraße 2' } }));
    const stale = await sign(c, read);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The documents changed since you read them. Read them again, then sign.',
    );

    const { bundle_sha256 } = await documentsOf(c);
    const name = await sign(c, bundle_sha256, 'Someone Else');
    expect(name.statusCode).toBe(422);
    expect(name.json().errors).toEqual({
      typed_name: ['Type your legal name as in your details: Ana Souza.'],
    });
    const consent = await c.client.post(`${API}/sign`, {
      typed_name: 'Ana Souza',
      consent_electronic: false,
      bundle_sha256,
    });
    expect(consent.statusCode).toBe(422);
    expect(Object.keys(consent.json().errors)).toEqual(['consent_electronic']);
    expect(await signaturesOf(c.userId)).toEqual([]);
    // Case and accents aside, the typed name is the legal name.
    expect((await sign(c, bundle_sha256, 'ANA  SOUZA')).statusCode).toBe(200);
  });

  it('a name the PDF font cannot draw is written as [U+XXXX], and the PDF says so; the hash is of the exact text', async () => {
    const c = await candidate({ name: 'Łukasz Ștefan' });
    await saveDetails(c, details({ legal_name: 'Łukasz Ștefan' }));
    const { documents } = await documentsOf(c);
    await signAll(c);
    const text = await pdfText((await c.client.get(`${API}/documents/code_of_conduct/pdf`)).rawPayload);
    expect(text).toContain('Signedby(typedname):[U+0141]ukaszStefan');
    expect(text).toContain('cannotdrawthem;thehashisoftheexacttext.');
    expect(text).toContain(documents[2]!.sha256);
    expect(documents[2]!.text).toContain('Signed by Łukasz Ștefan.');
  });

  it("the PDF is its owner's only: 404 before signing, for an unknown kind, and for anyone else", async () => {
    const a = await candidate();
    await saveDetails(a);
    expect((await a.client.get(`${API}/documents/w8ben/pdf`)).statusCode).toBe(404);
    await signAll(a);
    expect((await a.client.get(`${API}/documents/passport/pdf`)).statusCode).toBe(404);
    expect((await a.client.get(`${API}/documents/w9/pdf`)).statusCode).toBe(404);

    const [row] = (await signaturesOf(a.userId)).filter((s) => s.kind === 'w8ben');
    const b = await candidate({ name: 'Bruno Lima' });
    expect((await b.client.get(`${API}/documents/w8ben/pdf`)).statusCode).toBe(404);
    expect((await b.client.get(`/talent/api/files/${row!.pdfFileId}`)).statusCode).toBe(404);
    const listed = await b.client.get('/talent/api/files?kind=signed_document');
    expect(listed.json().data).toEqual([]);
    // The owner finds it among their files too, stored encrypted; while in force it cannot be deleted.
    const mine = await a.client.get('/talent/api/files?kind=signed_document');
    expect(mine.json().data).toHaveLength(4);
    const removed = await a.client.request('DELETE', `/talent/api/files/${row!.pdfFileId}`);
    expect(removed.statusCode).toBe(409);
  });

  it('new details void the signatures whose text they change, and only those; signing again signs what is due', async () => {
    const c = await candidate();
    await saveDetails(c);
    await signAll(c);
    const before = await signaturesOf(c.userId);

    // Another payout account changes no document: every signature stays.
    const payout = await saveDetails(
      c,
      details({ payout_account: 'DE89 3704 0044 0532 0130 00', payout_method: 'bank_transfer' }),
    );
    expect(payout.status).toBe('signed');
    expect((await signaturesOf(c.userId)).every((s) => s.voidedAt === null)).toBe(true);

    // A new address is in the agreement, the NDA and the W-8BEN, not in the code of conduct.
    const moved = await saveDetails(c, details({ address: { ...details().address, line1: 'Torstraße 5' } }));
    expect(moved.status).toBe('details_saved');
    expect(moved.signed.map((s) => s.kind)).toEqual(['code_of_conduct']);
    const after = await signaturesOf(c.userId);
    expect(
      after
        .filter((s) => s.voidedAt !== null)
        .map((s) => s.kind)
        .sort(),
    ).toEqual(['contractor_agreement', 'nda_ip', 'w8ben']);
    const { documents } = await documentsOf(c);
    expect(documents.map((d) => d.signature !== null)).toEqual([false, false, true, false]);

    const signed = await signAll(c);
    expect(signed.status).toBe('signed');
    const now = await signaturesOf(c.userId);
    expect(now).toHaveLength(7);
    const conduct = before.find((s) => s.kind === 'code_of_conduct')!;
    expect(now.find((s) => s.id === conduct.id)!.voidedAt).toBeNull();

    // Becoming a company: the W-8BEN no longer applies and is voided with the rest that changed.
    const company = await saveDetails(
      c,
      details({ entity_type: 'company', company_name: 'Souza Tech GmbH', date_of_birth: '' }),
    );
    expect(company.signed).toEqual([]);
    expect((await signaturesOf(c.userId)).filter((s) => s.voidedAt === null)).toEqual([]);
  });
});

describe('expiry of the tax form', () => {
  it('asks for renewal from the notice period with one reminder, is expired after, and signing again restarts it', async () => {
    const c = await candidate();
    await saveDetails(c);
    await signAll(c);
    const sweep = () => t.app.pipelineScheduler.runAll(clock.now());

    // Before the notice period: signed, nothing sent.
    clock.at = new Date('2029-10-01T00:00:00.000Z');
    expect((await stateOf(c)).status).toBe('signed');
    await sweep();
    expect(await eliteUpdates(c.userId)).toEqual([]);

    // 90 days before 31 December 2029.
    clock.at = new Date('2029-10-03T00:00:00.000Z');
    const due = await stateOf(c);
    expect(due).toMatchObject({ status: 'renewal_due', renew_by: '2029-12-31T23:59:59.999Z' });
    await sweep();
    await sweep();
    const reminders = await eliteUpdates(c.userId);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      title: 'Your W-8BEN expires on 31 December 2029: sign it again',
      url: '/elite/onboarding/forms/contract-compliance',
    });

    clock.at = new Date('2030-01-01T00:00:00.000Z');
    expect((await stateOf(c)).status).toBe('expired');
    await sweep();
    expect(await eliteUpdates(c.userId)).toHaveLength(1);

    // Signing again signs the W-8BEN only, with a new expiry.
    const renewed = await signAll(c);
    expect(renewed.status).toBe('signed');
    expect(renewed.signed.find((s) => s.kind === 'w8ben')).toMatchObject({
      signed_at: '2030-01-01T00:00:00.000Z',
      expires_at: '2033-12-31T23:59:59.999Z',
    });
    expect(renewed.signed.find((s) => s.kind === 'nda_ip')!.signed_at).toBe('2026-03-02T09:00:00.000Z');
    const w8 = (await signaturesOf(c.userId)).filter((s) => s.kind === 'w8ben');
    expect(w8.map((s) => s.voidedAt === null).sort()).toEqual([false, true]);

    // The new expiry gets its own reminder in its turn.
    clock.at = new Date('2033-11-01T00:00:00.000Z');
    await sweep();
    const later = await eliteUpdates(c.userId);
    expect(later.map((n) => n.title)).toContain('Your W-8BEN expires on 31 December 2033: sign it again');
  });

  it('a reminder first seen after the expiry says it expired', async () => {
    const c = await candidate();
    await saveDetails(c);
    await signAll(c);
    clock.at = new Date('2030-02-01T00:00:00.000Z');
    await t.app.pipelineScheduler.runAll(clock.now());
    expect((await eliteUpdates(c.userId)).map((n) => n.title)).toEqual([
      'Your W-8BEN expired on 31 December 2029: sign it again',
    ]);
  });
});

describe('uploads', () => {
  it('nobody uploads a signed document: /files and /uploads answer 422 on kind', async () => {
    const c = await candidate();
    const direct = await upload(t.app, c.client, [['kind', 'signed_document']], {
      filename: 'signed.pdf',
      content: tinyPdf(),
    });
    expect(direct.statusCode).toBe(422);
    expect(Object.keys(direct.json().errors)).toEqual(['kind']);
    const resumable = await c.client.post('/talent/api/uploads', {
      kind: 'signed_document',
      name: 'signed.pdf',
      size: 100,
      type: 'application/pdf',
    });
    expect(resumable.statusCode).toBe(422);
    expect(Object.keys(resumable.json().errors)).toEqual(['kind']);
  });
});

describe('account export', () => {
  it('holds my details with the tax id and payout account in clear, and each signature record', async () => {
    const c = await candidate();
    await c.client.put(`${API}/draft`, { tax_id: '555' });
    await saveDetails(c);
    await signAll(c);
    const res = await c.client.get('/talent/api/account/export');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.compliance_profiles).toEqual([
      expect.objectContaining({
        user_id: c.userId,
        tax_id: 'DE 12 345 678 901',
        payout_account: 'ana.souza@example.com',
        draft: { tax_id: '555' },
        details: expect.objectContaining({ legal_name: 'Ana Souza', tax_residence: 'DE' }),
      }),
    ]);
    expect(body.compliance_signatures).toHaveLength(4);
    expect(body.compliance_signatures[0]).toMatchObject({ typed_name: 'Ana Souza', ip: '127.0.0.1' });
    expect(res.body).not.toMatch(/"(text_sealed|tax_id_sealed|payout_account_sealed|_sealed)"/);
  });
});

describe('fuzz', () => {
  it('no body on the changing routes answers 5xx, for a candidate past every gate', async () => {
    const c = await candidate();
    await saveDetails(c);
    const base = details() as unknown as Record<string, unknown>;
    const nasty = fc.oneof(
      fc.anything({ maxDepth: 2 }),
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        '',
        ' ',
        '\u0000',
        '9999-99-99',
        '0000-01-01',
        'ZZ',
        'us',
        'x'.repeat(5000),
        '😀 ̈́',
        '__proto__',
      ),
    );
    const keys = [
      ...Object.keys(base),
      '_sealed',
      'typed_name',
      'bundle_sha256',
      'consent_electronic',
      'text',
    ];
    const body = fc.oneof(
      fc.tuple(fc.constantFrom(...keys), nasty).map(([key, value]) => ({ ...base, [key]: value })),
      fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: keys.length }),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('draft', 'details', 'sign', 'verify'),
        async (payload, route) => {
          const res =
            route === 'draft'
              ? await c.client.put(`${API}/draft`, payload)
              : await c.client.post(`${API}/${route}`, payload);
          expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
