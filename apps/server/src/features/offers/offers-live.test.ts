import Echo from 'laravel-echo';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NotificationCreatedEventSchema } from '@talent/contract/notifications';
import { PIPELINE_CHANGED_EVENT, PipelineChangedEventSchema } from '@talent/contract/pipeline-common';
import type { Offer } from '@talent/contract/offers';
import { RealtimeKit, once } from '../../test/realtime-test-kit.ts';
import { useTestApp } from '../../test/harness.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';

/*
 * Offers reach the other side live: a real pusher-js client, authorised by the app's /broadcasting/auth with the
 * session, listening on the user's private channel as the web app does.
 */
const t = useTestApp();
const kit = new RealtimeKit(
  () => t.app,
  () => t.config,
);

beforeAll(() => kit.listen());
afterEach(() => kit.closeAll());

type Received = { event: string; data: unknown };

async function listen(cookies: Map<string, string>, userId: string) {
  const echo = new Echo({
    broadcaster: 'reverb',
    client: kit.pusherThroughApp(cookies),
    namespace: 'App.Events',
  });
  const channel = echo.private(`App.Models.User.${userId}`);
  await once<unknown>((done) => channel.subscribed(done));
  const received: Received[] = [];
  for (const event of [PIPELINE_CHANGED_EVENT, 'NotificationCreated']) {
    channel.listen(event, (data: unknown) => received.push({ event, data }));
  }
  const waitFor = (predicate: (r: Received[]) => boolean, ms = 5000) =>
    vi.waitFor(
      () => {
        if (!predicate(received)) throw new Error(`not received after ${ms} ms: ${JSON.stringify(received)}`);
      },
      { timeout: ms, interval: 5 },
    );
  return { received, waitFor };
}

describe('offers live', () => {
  it('a sent offer reaches the candidate, the acceptance reaches the recruiter (PipelineChanged + notification)', async () => {
    const f = await pipelineFixture(t, { status: 'interviewing' });
    const talent = await listen(f.talentClient.cookies, f.talent.id);
    const recruiter = await listen(f.recruiterClient.cookies, f.recruiterUser.id);

    const sent = await f.recruiterClient.post(`/recruiter/api/applications/${f.application.id}/offers`, {
      title: 'Staff Engineer',
      engagement_type: 'full_time',
      pay: { amount: 9000, currency: 'EUR', period: 'month' },
      start_date: '2027-03-01',
      expires_at: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const offer = sent.json().data as Offer;

    const changed = (r: Received[]) =>
      r.some(
        (x) =>
          x.event === PIPELINE_CHANGED_EVENT &&
          PipelineChangedEventSchema.parse(x.data).application_id === f.application.id &&
          PipelineChangedEventSchema.parse(x.data).kind === 'offer',
      );
    const notified = (url: string) => (r: Received[]) =>
      r.some((x) => {
        if (x.event !== 'NotificationCreated') return false;
        const { notification } = NotificationCreatedEventSchema.parse(x.data);
        return notification.type === 'offer_update' && notification.url === url;
      });
    await talent.waitFor((r) => changed(r) && notified(`/offers?offer=${offer.id}`)(r));

    const accepted = await f.talentClient.post(`/talent/api/offers/${offer.id}/accept`, {
      signature_name: f.talent.name,
      terms_hash: offer.terms_hash,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await recruiter.waitFor((r) => changed(r) && notified(`/recruiter/applications/${f.application.id}`)(r));
  });
});
