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

describe('interviews live', () => {
  it('a request reaches the candidate and an acceptance the recruiter, as PipelineChanged and a notification', async () => {
    const f = await pipelineFixture(t, { status: 'in_review' });
    const talent = await echoFor(f.talentClient.cookies);
    const recruiter = await echoFor(f.recruiterClient.cookies);

    const talentChanged = once<PipelineChangedEvent>((done) =>
      talent.echo.private(`App.Models.User.${f.talent.id}`).listen('PipelineChanged', done),
    );
    const talentNotified = once<NotificationCreatedEvent>((done) =>
      talent.echo.private(`App.Models.User.${f.talent.id}`).listen('NotificationCreated', done),
    );
    const recruiterChannel = recruiter.echo.private(`App.Models.User.${f.recruiterUser.id}`);
    await expect
      .poll(() => talent.pusher.channel(`private-App.Models.User.${f.talent.id}`)?.subscribed ?? false)
      .toBe(true);
    await expect
      .poll(
        () => recruiter.pusher.channel(`private-App.Models.User.${f.recruiterUser.id}`)?.subscribed ?? false,
      )
      .toBe(true);

    const created = await f.recruiterClient.post(
      `/recruiter/api/applications/${f.application.id}/interview-requests`,
      {
        timezone: 'Europe/Berlin',
        slots: [{ date: '2027-06-16', time: '15:00' }],
        type: 'video',
        duration_minutes: 45,
        interviewers: [{ name: 'Maya Chen' }],
        agenda: 'Intro and a technical conversation.',
      },
      { headers: { 'x-socket-id': recruiter.echo.socketId()! } },
    );
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json().data;
    expect(await talentChanged).toEqual({ application_id: f.application.id, kind: 'interview_request' });
    const notified = await talentNotified;
    expect(notified.notification).toMatchObject({
      type: 'interview_update',
      url: `/applications/interview-requests?request=${request.id}`,
    });

    const recruiterChanged = once<PipelineChangedEvent>((done) =>
      recruiterChannel.listen('PipelineChanged', done),
    );
    const recruiterNotified = once<NotificationCreatedEvent>((done) =>
      recruiterChannel.listen('NotificationCreated', done),
    );
    const accepted = await f.talentClient.post(
      `/talent/api/interview-requests/${request.id}/accept`,
      { slot_id: request.slots[0].id },
      { headers: { 'x-socket-id': talent.echo.socketId()! } },
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await recruiterChanged).toEqual({ application_id: f.application.id, kind: 'interview' });
    expect((await recruiterNotified).notification).toMatchObject({
      type: 'interview_update',
      url: `/recruiter/applications/${f.application.id}`,
    });
  });
});
