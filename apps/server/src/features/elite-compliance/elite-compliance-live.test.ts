import Echo from 'laravel-echo';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ELITE_CHANGED_EVENT, EliteChangedEventSchema, type EliteChangedEvent } from '@talent/contract/elite';
import { eliteApplications } from '../../db/schema/elite.schema.ts';
import { identityVerifications } from '../../db/schema/identity.schema.ts';
import { createTalent, DEFAULT_TEST_PASSWORD } from '../../seed/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { RealtimeKit, once } from '../../test/realtime-test-kit.ts';

/*
 * Every change to a candidate's compliance reaches their open screens: a real pusher-js client, authorised by the
 * app's /broadcasting/auth with the session, listening on the user's private channel as the web app does.
 */
const t = useTestApp();
const kit = new RealtimeKit(
  () => t.app,
  () => t.config,
);
beforeAll(() => kit.listen());
afterEach(() => kit.closeAll());

describe('compliance live', () => {
  it('saving details and signing broadcast EliteChanged (kind compliance) on my private channel', async () => {
    const db = t.database.db;
    const user = await createTalent(db, { name: 'Ana Souza' });
    const now = new Date();
    await db.insert(identityVerifications).values({
      userId: user.id,
      status: 'verified',
      documentType: 'passport',
      issuingCountry: 'DE',
      decidedAt: now,
    });
    const [application] = await db
      .insert(eliteApplications)
      .values({
        userId: user.id,
        joinSubmittedAt: now,
        workPreferenceSubmittedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const client = t.client();
    await client.login(user.email, DEFAULT_TEST_PASSWORD);

    const echo = new Echo({
      broadcaster: 'reverb',
      client: kit.pusherThroughApp(client.cookies),
      namespace: 'App.Events',
    });
    const channel = echo.private(`App.Models.User.${user.id}`);
    await once<unknown>((done) => channel.subscribed(done));
    const received: EliteChangedEvent[] = [];
    channel.listen(ELITE_CHANGED_EVENT, (data: unknown) =>
      received.push(EliteChangedEventSchema.parse(data)),
    );

    const saved = await client.post('/talent/api/elite/compliance/details', {
      legal_name: 'Ana Souza',
      tax_residence: 'DE',
      us_person: false,
      entity_type: 'individual',
      tax_id: '12345678901',
      date_of_birth: '1990-05-17',
      address: { line1: 'Hauptstraße 1', city: 'Berlin', country: 'DE' },
      payout_method: 'wise',
      payout_account: 'ana@example.com',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { application_id: application!.id, status: 'in_progress', kind: 'compliance' };
    await vi.waitFor(() => expect(received).toEqual([expected]), { timeout: 5000, interval: 5 });

    const documents = await client.get('/talent/api/elite/compliance/documents');
    const signed = await client.post('/talent/api/elite/compliance/sign', {
      typed_name: 'Ana Souza',
      consent_electronic: true,
      bundle_sha256: documents.json().data.bundle_sha256,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    await vi.waitFor(() => expect(received).toEqual([expected, expected]), { timeout: 5000, interval: 5 });
  });
});
