import Echo from 'laravel-echo';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationCreatedEvent } from '@talent/contract/notifications';
import type { PipelineChangedEvent } from '@talent/contract/pipeline-common';
import { RealtimeKit, once } from '../../test/realtime-test-kit.ts';
import { useTestApp } from '../../test/harness.ts';
import { pipelineFixture } from '../../test/pipeline-fixtures.ts';

const t = useTestApp();
const kit = new RealtimeKit(
  () => t.app,
  () => t.config,
);
beforeAll(() => kit.listen());
afterEach(() => kit.closeAll());

/** Echo as the SPA runs it, authorised by the app's /broadcasting endpoints with the user's session. */
async function echoFor(cookies: Map<string, string>) {
  const pusher = kit.pusherThroughApp(cookies);
  const echo = new Echo({
    broadcaster: 'reverb',
    client: pusher,
    namespace: 'App.Events',
  } as never) as Echo<'reverb'>;
  if (pusher.connection.state !== 'connected') {
    await once((done) => pusher.connection.bind('connected', done));
  }
  return { echo, pusher };
}

describe('recruiter moves, live', () => {
  it("a move reaches the candidate's open screens as PipelineChanged and a notification", async () => {
    const f = await pipelineFixture(t);
    const talent = await echoFor(f.talentClient.cookies);
    const channel = talent.echo.private(`App.Models.User.${f.talent.id}`);
    const changed = once<PipelineChangedEvent>((done) => channel.listen('PipelineChanged', done));
    const notified = once<NotificationCreatedEvent>((done) => channel.listen('NotificationCreated', done));
    await expect
      .poll(() => talent.pusher.channel(`private-App.Models.User.${f.talent.id}`)?.subscribed ?? false)
      .toBe(true);

    const res = await f.recruiterClient.post(`/recruiter/api/applications/${f.application.id}/status`, {
      status: 'in_review',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await changed).toEqual({ application_id: f.application.id, kind: 'application' });
    expect((await notified).notification).toMatchObject({
      type: 'application_update',
      title: `${f.company.name} moved your application to In review`,
      url: `/applications?application=${f.application.id}`,
    });
  });
});
