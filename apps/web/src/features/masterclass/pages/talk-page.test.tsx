import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../../lib/format.ts';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import type { TalkQuestion } from '../api/questions.ts';
import { pastTalk, renderPage, talkDetail } from '../testing/masterclass-kit.tsx';
import TalkPage from './talk-page.tsx';

const server = stubAppApi();
const URL = '/talent/api/talks/t-1';

const render = (path = '/masterclass/engineering/t-1') =>
  renderPage(<TalkPage />, { path, pattern: '/masterclass/:category/:id' });

const question = (overrides: Partial<TalkQuestion> = {}): TalkQuestion => ({
  id: 'q-1',
  body: 'How do you roll back a release train?',
  author_name: 'Alan Turing',
  mine: false,
  votes: 5,
  voted: false,
  created_at: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

describe('a talk’s page', { timeout: 20_000 }, () => {
  it('takes the talk’s title, shows my time and the speaker’s, the abstract, and when the join link opens', async () => {
    server.respondWith((r) => {
      if (r.url === URL)
        return {
          status: 200,
          data: {
            data: talkDetail({
              my_registration: {
                state: 'registered',
                waitlist_position: null,
                registered_at: '2030-06-01T10:00:00.000Z',
              },
            }),
          },
        };
      if (r.url === `${URL}/questions`) return { status: 200, data: { data: [] } };
      return undefined;
    });
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shipping React across time zones' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Shipping React across time zones | Borderless');
    const aside = screen.getByRole('complementary', { name: 'When and how to attend' });
    expect(aside).toHaveTextContent('Mon 1 Jul 2030, 18:00–19:00 GMT+1');
    // The speaker is in New York: 13:00 there.
    expect(aside).toHaveTextContent('Mon 1 Jul 2030, 13:00–14:00 EDT for the speaker (America/New York)');
    // Days ahead: when the link will appear; within a day: the time it opens.
    expect(aside).toHaveTextContent('The join link appears here 10 minutes before the start.');
    expect(within(aside).getByText('You’re registered')).toBeInTheDocument();
    expect(await screen.findByText('release trains')).toBeInTheDocument();
    expect(screen.getByText('No questions yet. Be the first to ask.')).toBeInTheDocument();
  });

  it('says at what time the join link opens when the talk is near', async () => {
    const opens = new Date(Date.now() + 125 * 60_000);
    server.respondWith((r) =>
      r.url === URL
        ? {
            status: 200,
            data: {
              data: talkDetail({
                starts_at: new Date(opens.getTime() + 10 * 60_000).toISOString(),
                ends_at: new Date(opens.getTime() + 70 * 60_000).toISOString(),
                join_opens_at: opens.toISOString(),
                my_registration: {
                  state: 'registered',
                  waitlist_position: null,
                  registered_at: '2030-06-01T10:00:00.000Z',
                },
              }),
            },
          }
        : r.url === `${URL}/questions`
          ? { status: 200, data: { data: [] } }
          : undefined,
    );
    render();
    const aside = await screen.findByRole('complementary', { name: 'When and how to attend' });
    expect(aside).toHaveTextContent(
      `The join link opens at ${formatTime(opens, 'Europe/London')} (in 2 hours).`,
    );
  });

  it('gives registered people the join link once it is open', async () => {
    server.respondWith((r) =>
      r.url === URL
        ? {
            status: 200,
            data: {
              data: talkDetail({
                status: 'live',
                join_url: 'https://meet.example.com/abc',
                my_registration: {
                  state: 'registered',
                  waitlist_position: null,
                  registered_at: '2030-06-01T10:00:00.000Z',
                },
              }),
            },
          }
        : r.url === `${URL}/questions`
          ? { status: 200, data: { data: [] } }
          : undefined,
    );
    render();
    const join = await screen.findByRole('link', { name: /Join now/ });
    expect(join).toHaveAttribute('href', 'https://meet.example.com/abc');
    expect(join).toHaveAttribute('target', '_blank');
  });

  it('lets registrants ask questions (field errors from the server) and vote once each, most votes first', async () => {
    let questions = [
      question(),
      question({ id: 'q-2', body: 'Which flags tool?', votes: 2, mine: true, author_name: 'Ada Lovelace' }),
    ];
    server.respondWith((r) => {
      if (r.url === URL)
        return {
          status: 200,
          data: {
            data: talkDetail({
              my_registration: {
                state: 'waitlisted',
                waitlist_position: 2,
                registered_at: '2030-06-01T10:00:00.000Z',
              },
            }),
          },
        };
      if (r.url === `${URL}/questions` && r.method === 'GET')
        return { status: 200, data: { data: questions } };
      if (r.url === `${URL}/questions` && r.method === 'POST') {
        const body = String(jsonBody(r).body);
        if (body.includes('spam'))
          return {
            status: 422,
            data: { message: 'Invalid', errors: { body: ['Ask one question at a time.'] } },
          };
        questions = [...questions, question({ id: 'q-3', body, votes: 0, mine: true })];
        return { status: 201, data: { data: questions } };
      }
      if (r.url === `${URL}/questions/q-1/vote`) {
        const voted = r.method === 'PUT';
        questions = questions.map((q) => (q.id === 'q-1' ? { ...q, voted, votes: voted ? 6 : 5 } : q));
        return { status: 200, data: { data: questions } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    render();
    const list = await screen.findByRole('list', { name: 'Questions, most votes first' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'How do you roll back a release train?',
    );
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('You ·');

    const vote = within(list).getByRole('button', {
      name: 'Vote for: How do you roll back a release train?',
    });
    expect(vote).toHaveAttribute('aria-pressed', 'false');
    await user.click(vote);
    const taken = await within(list).findByRole('button', {
      name: 'Take back your vote for: How do you roll back a release train?',
    });
    expect(taken).toHaveAttribute('aria-pressed', 'true');
    expect(taken).toHaveTextContent('6');
    await user.click(taken);
    await within(list).findByRole('button', { name: 'Vote for: How do you roll back a release train?' });
    expect(server.requests.filter((r) => r.url === `${URL}/questions/q-1/vote`).map((r) => r.method)).toEqual(
      ['PUT', 'DELETE'],
    );

    const box = screen.getByRole('textbox', { name: 'Ask the speaker' });
    await user.type(box, 'spam spam');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Ask one question at a time.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.clear(box);
    await user.type(box, 'Do you ship on Fridays?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await within(list).findByText('Do you ship on Fridays?')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('plays the recording from a chapter, links the slides and resources, and takes my rating', async () => {
    let talk = pastTalk();
    server.respondWith((r) => {
      if (r.url === '/talent/api/talks/t-9') return { status: 200, data: { data: talk } };
      if (r.url === '/talent/api/talks/t-9/questions') return { status: 200, data: { data: [] } };
      if (r.url === '/talent/api/talks/t-9/rating') {
        const body = jsonBody(r) as { stars: number; comment: string };
        talk = { ...talk, my_rating: body };
        return { status: 200, data: { data: talk } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    render('/masterclass/interviewing/t-9');
    const video = (await screen.findByLabelText(
      'Recording of Interviewing without whiteboards',
    )) as HTMLVideoElement;
    // jsdom plays nothing: the seek is what the chapter does.
    video.play = () => Promise.resolve();
    const chapters = screen.getByRole('navigation', { name: 'Chapters' });
    await user.click(within(chapters).getByRole('button', { name: /12:34\s*Work samples/ }));
    expect(video.currentTime).toBe(754);
    expect(within(chapters).getByRole('button', { name: /Work samples/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('link', { name: 'Slides (PDF)' })).toHaveAttribute(
      'href',
      '/talent/api/talks/t-9/slides',
    );
    expect(screen.getByRole('link', { name: 'Reading list' })).toHaveAttribute(
      'href',
      'https://example.com/reading',
    );
    expect(screen.getByText(/31 people attended/)).toHaveTextContent('You were there.');
    expect(screen.getByText('Nobody asked a question before this talk.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send my rating' }));
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4 stars, Very good' }));
    await user.type(screen.getByRole('textbox', { name: /What stayed with you/ }), 'The work-sample rubric.');
    await user.click(screen.getByRole('button', { name: 'Send my rating' }));
    expect(await screen.findByText('“The work-sample rubric.”')).toBeInTheDocument();
    expect(jsonBody(server.requests.find((r) => r.url === '/talent/api/talks/t-9/rating'))).toEqual({
      stars: 4,
      comment: 'The work-sample rubric.',
    });
  });

  it('moves a talk reached under another category to its own address', async () => {
    server.respondWith((r) =>
      r.url === URL
        ? { status: 200, data: { data: talkDetail() } }
        : r.url === `${URL}/questions`
          ? { status: 200, data: { data: [] } }
          : undefined,
    );
    const view = render('/masterclass/career/t-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shipping React across time zones' }),
    ).toBeInTheDocument();
    expect(view.pathname()).toBe('/masterclass/engineering/t-1');
  });

  it('says when the talk does not exist', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/talks/nope' ? { status: 404, data: { message: 'Not Found' } } : undefined,
    );
    render('/masterclass/engineering/nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this talk' }),
    ).toBeInTheDocument();
  });
});
