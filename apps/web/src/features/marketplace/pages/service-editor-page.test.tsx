import type { MyService, ServiceDraft } from '@talent/contract/marketplace';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { answer, FakeXhr } from '../../../test/fake-xhr.ts';
import {
  renderMarketplace,
  serviceDetail,
} from '../../../components/marketplace/testing/marketplace-kit.tsx';
import { myService } from '../testing/my-service.ts';
import SellingPages from './selling-page.tsx';

const server = stubAppApi();
const API = '/talent/api/marketplace';
const URL = `${API}/services/svc-1`;
const render = () =>
  renderMarketplace(<SellingPages title="Edit service" />, {
    path: '/marketplace/selling/svc-1',
    pattern: '/marketplace/selling/:id',
  });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const evidence = [
  { slug: 'react', name: 'React', verified: true, evidence: 'Skill badge: React, advanced' },
  {
    slug: 'typescript',
    name: 'TypeScript',
    verified: true,
    evidence: 'Course certificate: TypeScript in practice',
  },
  { slug: 'graphql', name: 'GraphQL', verified: false, evidence: null },
];

/** A server holding one service: saves are stored (or refused by `refuse`), publish judges `problems`. */
function serve(
  start: MyService,
  options: { refuse?: (draft: ServiceDraft) => { status: number; data?: unknown } | null } = {},
) {
  const state = { service: start };
  server.respondWith((r) => {
    if (r.url === `${API}/my-services`) return { status: 200, data: { data: [state.service] } };
    if (r.url === `${API}/skill-evidence`) return { status: 200, data: { data: evidence } };
    if (r.url === URL && r.method === 'PUT') {
      const draft = jsonBody(r) as ServiceDraft;
      const refused = options.refuse?.(draft);
      if (refused) return refused;
      state.service = { ...state.service, draft, updated_at: new Date().toISOString() };
      return { status: 200, data: { data: serviceDetail({ status: state.service.status }) } };
    }
    if (r.url === `${URL}/publish`) {
      if (Object.keys(state.service.problems).length > 0)
        return { status: 422, data: { message: 'Invalid', errors: state.service.problems } };
      state.service = { ...state.service, status: 'published' };
      return { status: 200, data: { data: serviceDetail() } };
    }
    if (r.url === `${URL}/pause`) {
      state.service = { ...state.service, status: 'paused' };
      return { status: 200, data: { data: serviceDetail({ status: 'paused' }) } };
    }
    return undefined;
  });
  return state;
}
const saves = () => server.requests.filter((r) => r.url === URL && r.method === 'PUT').map(jsonBody);

describe('the service editor', { timeout: 30_000 }, () => {
  it('autosaves the whole draft a moment after typing stops', async () => {
    serve(myService());
    const user = userEvent.setup();
    render();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('A React code review');
    expect(screen.getByRole('heading', { level: 1, name: 'A React code review' })).toBeInTheDocument();
    await user.type(title, ' in 48 hours');
    expect(screen.getByText('Unsaved changes…')).toBeInTheDocument();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({ ...myService().draft, title: 'A React code review in 48 hours' });
    expect(await screen.findByText(/^Saved at \d\d:\d\d$/)).toBeInTheDocument();
    expect(document.title).toBe('Edit: A React code review in 48 hours | Borderless');
  });

  it('keeps what was typed when a save fails, says so, and saves it on “Try again”', async () => {
    let down = true;
    serve(myService(), { refuse: () => (down ? { status: 503, data: { message: 'Maintenance' } } : null) });
    const user = userEvent.setup();
    const view = render();
    const description = await screen.findByRole('textbox', { name: 'Description' });
    await user.type(description, 'I read your pull request like a senior reviewer would.');
    expect(
      await screen.findByText(
        /Not saved: Borderless is down for maintenance\. Please try again shortly\. What you typed is kept here\./,
      ),
    ).toBeInTheDocument();
    expect(description).toHaveValue('I read your pull request like a senior reviewer would.');

    // A reload before the server is back still finds it, and sends it.
    view.unmount();
    render();
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue(
      'I read your pull request like a senior reviewer would.',
    );
    down = false;
    await waitFor(() =>
      expect(saves().at(-1)).toMatchObject({
        description: 'I read your pull request like a senior reviewer would.',
      }),
    );
    expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
    expect(localStorage.getItem('borderless:service-draft:v1:svc-1')).toBeNull();

    down = true;
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    down = false;
    await user.click(retry);
    await waitFor(() => expect(saves().at(-1)).toMatchObject({ title: 'A React code review!' }));
    expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
  });

  it('publishes: every problem shows on its field and in a list that links to it, then it goes live', async () => {
    const state = serve(
      myService({
        problems: {
          description: ['Describe the service (at least 80 characters).'],
          'tiers.0.price_minor': ['The price is at least 5.00.'],
          'skills.0': ['Choose a skill from the list.'],
        },
      }),
    );
    const user = userEvent.setup();
    render();
    await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.queryByRole('region', { name: /Before you can publish/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const summary = await screen.findByRole('region', { name: 'Before you can publish: 3 things' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'Tier 1: price' })).toHaveAttribute(
      'href',
      '#svc-tiers-0-price_minor',
    );
    const price = screen.getByRole('textbox', { name: 'Basic: price' });
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('The price is at least 5.00.');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      expect.stringContaining('Describe the service (at least 80 characters).'),
    );
    expect(screen.getByText('Choose a skill from the list.')).toBeInTheDocument();

    state.service = { ...state.service, problems: {} };
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: buyers can order it')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Before you can publish/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Paused: hidden from browsing; running orders go on')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish again' })).toBeInTheDocument();
  });

  it('edits tiers, prices in the currency’s units, add-ons, questions and skills into the draft', async () => {
    serve(myService({ draft: { ...myService().draft, skills: [] } }));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add a Standard tier' }));
    await user.type(screen.getByRole('textbox', { name: 'Standard: name' }), 'One feature');
    await user.type(screen.getByRole('textbox', { name: 'Standard: price' }), '250.5');
    await user.type(
      screen.getByRole('textbox', { name: 'Standard: what it includes' }),
      'A feature, with a call.',
    );
    await user.type(screen.getByRole('spinbutton', { name: 'Standard: delivery time (days)' }), '4');
    await user.type(screen.getByRole('spinbutton', { name: 'Standard: revisions included' }), '2');
    expect(screen.queryByRole('button', { name: 'Remove the Basic tier' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add an add-on' }));
    await user.type(screen.getByRole('textbox', { name: 'Add-on 1: name' }), 'Express delivery');
    await user.type(screen.getByRole('textbox', { name: 'Add-on 1: price' }), '40');
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByRole('textbox', { name: 'Question 1' }), 'What should I focus on?');
    await user.click(screen.getByRole('checkbox', { name: 'Required (question 1)' }));

    const skills = screen.getByRole('group', { name: 'Skills' });
    const add = await within(skills).findByRole('button', { name: 'Add TypeScript, verified' });
    expect(add).toHaveAttribute('title', 'Course certificate: TypeScript in practice');
    await user.click(add);
    await user.click(within(skills).getByRole('button', { name: 'Add GraphQL' }));
    const chosen = within(skills).getByRole('list', { name: 'Chosen skills' });
    expect(within(chosen).getByText('TypeScript').closest('li')).toHaveTextContent('TypeScript, verified');

    await waitFor(() =>
      expect(saves().at(-1)).toMatchObject({
        skills: ['typescript', 'graphql'],
        tiers: [
          myService().draft.tiers[0],
          {
            name: 'standard',
            title: 'One feature',
            price_minor: 25_050,
            scope: 'A feature, with a call.',
            delivery_days: 4,
            revisions: 2,
          },
        ],
        addons: [{ title: 'Express delivery', price_minor: 4_000, description: '', extra_days: 0 }],
        questions: [{ prompt: 'What should I focus on?', required: false }],
      }),
    );
  });

  it('uploads gallery images with progress, refuses a wrong type, reorders and removes them', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.reset();
    document.cookie = 'XSRF-TOKEN=tok; path=/';
    serve(myService({ draft: { ...myService().draft, gallery_file_ids: ['f-1'] } }));
    const user = userEvent.setup({ applyAccept: false });
    render();
    const gallery = await screen.findByRole('group', { name: 'Gallery' });
    await user.upload(
      within(gallery).getByLabelText('Add images'),
      new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }),
    );
    expect(await within(gallery).findByText(/“deck.pdf” is not a file we accept here/)).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    await user.upload(
      within(gallery).getByLabelText('Add images'),
      new File(['png'], 'shot.png', { type: 'image/png' }),
    );
    const xhr = await waitFor(() => {
      expect(FakeXhr.sent).toHaveLength(1);
      return FakeXhr.sent[0]!;
    });
    expect((xhr.body as FormData).get('kind')).toBe('service_gallery');
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 }));
    expect(within(gallery).getByRole('progressbar', { name: 'Uploading shot.png' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    act(() =>
      answer(201, {
        data: {
          id: 'f-2',
          kind: 'service_gallery',
          name: 'shot.png',
          size: 3,
          type: 'image/png',
          url: '/talent/api/files/f-2',
          created_at: '2026-05-01T10:00:00.000Z',
        },
      })(xhr),
    );
    const images = await within(gallery).findByRole('list', { name: 'Gallery images' });
    await waitFor(() => expect(within(images).getAllByRole('listitem')).toHaveLength(2));
    await user.click(within(images).getByRole('button', { name: 'Move image 2 earlier' }));
    expect(within(images).getByRole('img', { name: 'Image 1 (cover)' })).toHaveAttribute(
      'src',
      '/talent/api/files/f-2',
    );
    await waitFor(() => expect(saves().at(-1)).toMatchObject({ gallery_file_ids: ['f-2', 'f-1'] }));
    await user.click(within(images).getByRole('button', { name: 'Remove image 2' }));
    await waitFor(() => expect(saves().at(-1)).toMatchObject({ gallery_file_ids: ['f-2'] }));
  });

  it('previews the description as buyers will read it', async () => {
    serve(myService({ draft: { ...myService().draft, description: 'I review **state** and tests.' } }));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Description preview' });
    expect(await within(preview).findByText('state')).toBeInTheDocument();
    expect(within(preview).getByText('state').tagName).toBe('STRONG');
  });

  it('says when the service is not mine or not there, and retries a failure', async () => {
    server.respondWith((r) =>
      r.url === `${API}/my-services` ? { status: 200, data: { data: [] } } : undefined,
    );
    const first = render();
    expect(
      await screen.findByRole('heading', { name: 'We could not find this service' }),
    ).toBeInTheDocument();
    first.unmount();
    server.respondWith((r) =>
      r.url === `${API}/my-services` ? { status: 500, data: { message: 'Oops' } } : undefined,
    );
    render();
    expect(await screen.findByRole('heading', { name: 'Your service did not load' })).toBeInTheDocument();
  });
});
