import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { answer, FakeXhr } from '../../../test/fake-xhr.ts';
import type { OperatorTalk } from '../api/console-talks.ts';
import { operatorTalk, renderPage, TALKS_URL } from '../testing/console-kit.tsx';
import ConsoleTalkPage from './console-talk-page.tsx';

const server = stubAppApi();
const URL = `${TALKS_URL}/t-1`;

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const render = () =>
  renderPage(<ConsoleTalkPage />, { path: '/recruiter/talks/t-1', pattern: '/recruiter/talks/:id' });

describe('a talk in the console', { timeout: 30_000 }, () => {
  it('shows who registered and who waits; more seats move the line up, and a change of details sends only what changed', async () => {
    let talk: OperatorTalk = operatorTalk();
    server.respondWith((r) => {
      if (r.url !== URL) return undefined;
      if (r.method === 'PATCH') {
        const body = jsonBody(r);
        if ('capacity' in body) {
          talk = {
            ...talk,
            capacity: Number(body.capacity),
            seats_left: 0,
            waitlist_count: 0,
            registrations: talk.registrations.map((row) => ({
              ...row,
              state: 'registered',
              waitlist_position: null,
            })),
          };
        } else talk = { ...talk, ...body, revision: talk.revision + 1 } as OperatorTalk;
      }
      return { status: 200, data: { data: talk } };
    });
    const user = userEvent.setup();
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shipping React across time zones' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Shipping React across time zones | Borderless');
    const registered = screen.getByRole('table', { name: 'Registered (2)' });
    expect(within(registered).getAllByRole('row')).toHaveLength(3);
    const waitlist = screen.getByRole('table', { name: 'Waitlist (1)' });
    expect(
      within(waitlist).getByRole('row', { name: /#1 Grace Brewster grace@example.com/ }),
    ).toBeInTheDocument();

    const seats = screen.getByRole('spinbutton', { name: 'Seats' });
    await user.clear(seats);
    await user.type(seats, '3');
    await user.click(screen.getByRole('button', { name: 'Change seats' }));
    expect(await screen.findByText('3 seats: 1 person moved up from the waitlist.')).toBeInTheDocument();
    expect(jsonBody(server.requests.find((r) => r.method === 'PATCH'))).toEqual({ capacity: 3 });
    expect(await screen.findByRole('table', { name: 'Registered (3)' })).toBeInTheDocument();

    const details = screen.getByRole('region', { name: 'Details' });
    const title = within(details).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Shipping React, calmly');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    expect(jsonBody(server.requests.filter((r) => r.method === 'PATCH')[1])).toEqual({
      title: 'Shipping React, calmly',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shipping React, calmly' }),
    ).toBeInTheDocument();
  });

  it('cancels only with a reason, after asking', async () => {
    let talk: OperatorTalk = operatorTalk();
    server.respondWith((r) => {
      if (r.url === URL) return { status: 200, data: { data: talk } };
      if (r.url === `${URL}/cancel`) {
        talk = { ...talk, status: 'cancelled', cancelled_reason: String(jsonBody(r).reason) };
        return { status: 200, data: { data: talk } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Cancel the talk' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Cancel “Shipping React across time zones”?',
    });
    expect(dialog).toHaveTextContent('3 people are registered or waiting');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the talk' }));
    expect(await within(dialog).findByText('Say why (people registered will read it).')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.url === `${URL}/cancel`)).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Why it is cancelled' }),
      'The speaker is ill.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the talk' }));
    expect(await screen.findByText('Cancelled: The speaker is ill.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the talk' })).not.toBeInTheDocument();
  });

  it('uploads the recording in chunks and the slides with progress, then publishes them with the chapters', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reset();
    document.cookie = 'XSRF-TOKEN=tok; path=/';
    const stored = (id: string, kind: string, name: string, type: string, size: number) => ({
      id,
      kind,
      name,
      size,
      type,
      url: `/talent/api/files/${id}`,
      created_at: '2030-07-01T19:00:00.000Z',
    });
    const video = stored('f-video', 'talk_recording', 'talk.mp4', 'video/mp4', 9);
    const upload = (offset: number) => ({
      data: {
        id: 'u-1',
        kind: 'talk_recording',
        name: 'talk.mp4',
        size: 9,
        type: 'video/mp4',
        offset,
        status: 'uploading',
        file: null,
        expires_at: '2030-07-02T19:00:00.000Z',
      },
    });
    let talk: OperatorTalk = operatorTalk({ status: 'ended', attended_count: 2 });
    server.respondWith((r) => {
      if (r.url === URL) return { status: 200, data: { data: talk } };
      if (r.url === '/talent/api/uploads' && r.method === 'POST') return { status: 201, data: upload(0) };
      if (r.url === '/talent/api/uploads/u-1/complete') return { status: 201, data: { data: video } };
      if (r.url === `${URL}/recording`) {
        talk = {
          ...talk,
          has_recording: true,
          recording: {
            video_url: '/talent/api/talks/t-1/recording',
            captions_url: null,
            duration_seconds: 3600,
            chapters: [
              { title: 'Welcome', start_seconds: 0 },
              { title: 'Flags', start_seconds: 750 },
            ],
          },
          slides_url: '/talent/api/talks/t-1/slides',
        };
        return { status: 200, data: { data: talk } };
      }
      return undefined;
    });
    // The chunk (PATCH) and the slides (POST /files) go through XMLHttpRequest, for their progress.
    FakeXhr.answers.push(
      answer(200, upload(9)),
      answer(201, { data: stored('f-slides', 'talk_slides', 'deck.pdf', 'application/pdf', 5) }),
    );
    const user = userEvent.setup();
    render();
    const section = await screen.findByRole('region', { name: 'Recording, slides and chapters' });
    expect(section).toHaveTextContent('Nothing published yet.');
    expect(screen.getByText('2')).toBeInTheDocument();

    await user.upload(
      within(section).getByLabelText('Recording'),
      new File(['123456789'], 'talk.mp4', { type: 'video/mp4' }),
    );
    expect(await within(section).findByText('talk.mp4', { exact: false })).toBeInTheDocument();
    await within(section).findByText(/^Uploaded:/);
    expect(FakeXhr.sent[0]?.method).toBe('PATCH');
    expect(FakeXhr.sent[0]?.headers['Upload-Offset']).toBe('0');
    expect(jsonBody(server.posted('/talent/api/uploads')[0])).toMatchObject({
      kind: 'talk_recording',
      name: 'talk.mp4',
      size: 9,
    });

    await user.upload(
      within(section).getByLabelText('Slides'),
      new File(['%PDF-'], 'deck.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(within(section).getAllByText(/^Uploaded:/)).toHaveLength(2));

    await user.click(within(section).getByRole('button', { name: 'Add a chapter' }));
    await user.type(within(section).getByRole('textbox', { name: 'Chapter 1 start' }), '0:00');
    await user.type(within(section).getByRole('textbox', { name: 'Chapter 1 title' }), 'Welcome');
    await user.click(within(section).getByRole('button', { name: 'Add a chapter' }));
    await user.type(within(section).getByRole('textbox', { name: 'Chapter 2 start' }), '0:00');
    await user.type(within(section).getByRole('textbox', { name: 'Chapter 2 title' }), 'Flags');
    await user.click(within(section).getByRole('button', { name: 'Publish' }));
    expect(
      await within(section).findByText('Chapter 2 must start after chapter 1.', { exact: false }),
    ).toBeInTheDocument();
    await user.clear(within(section).getByRole('textbox', { name: 'Chapter 2 start' }));
    await user.type(within(section).getByRole('textbox', { name: 'Chapter 2 start' }), '12:30');
    await user.click(within(section).getByRole('button', { name: 'Publish' }));
    expect(
      await within(section).findByLabelText('Recording of Shipping React across time zones'),
    ).toBeInTheDocument();
    expect(jsonBody(server.requests.find((r) => r.url === `${URL}/recording`))).toEqual({
      recording_file_id: 'f-video',
      captions_file_id: null,
      slides_file_id: 'f-slides',
      chapters: [
        { title: 'Welcome', start_seconds: 0 },
        { title: 'Flags', start_seconds: 750 },
      ],
    });
  });

  it('says when the talk does not exist', async () => {
    server.respondWith((r) => (r.url === URL ? { status: 404, data: { message: 'Not Found' } } : undefined));
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this talk' }),
    ).toBeInTheDocument();
  });
});
