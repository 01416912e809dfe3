import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComplianceState, EliteApplication } from '@talent/contract/elite';
import type Pusher from 'pusher-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEcho, startRealtime, stopRealtime } from '../../../lib/realtime/index.ts';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import type { RecordedRequest, StubResponse } from '../../../test/stub-adapter.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { shortHash } from '../lib/compliance.ts';
import {
  application,
  complianceState,
  COUNTRIES,
  documentsFor,
  hash,
  savedDetails,
  signedEntry,
} from '../testing/compliance-fixtures.ts';

vi.setConfig({ testTimeout: 30_000 });

const server = stubAppApi();
const PATH = '/elite/onboarding/forms/contract-compliance';
const API = '/talent/api/elite/compliance';

interface World {
  state: ComplianceState;
  documents: ReturnType<typeof documentsFor>;
  application: EliteApplication | null;
}

function world(overrides: Partial<World> = {}): World {
  return { state: complianceState(), documents: documentsFor(), application: application(), ...overrides };
}

/** The compliance API as the contract describes it, over the world the test holds; `extra` answers first. */
function serve(w: World, extra?: (r: RecordedRequest) => StubResponse | undefined) {
  server.respondWith((r) => {
    const answer = extra?.(r);
    if (answer) return answer;
    if (r.method === 'GET' && r.url === API) return { status: 200, data: { data: w.state } };
    if (r.method === 'GET' && r.url === `${API}/documents`)
      return { status: 200, data: { data: w.documents } };
    if (r.method === 'PUT' && r.url === `${API}/draft`) {
      w.state = { ...w.state, draft: jsonBody(r), draft_saved_at: '2026-11-25T10:00:00.000Z' };
      return { status: 200, data: { data: w.state } };
    }
    if (r.method === 'GET' && r.url === '/talent/api/elite/application') {
      return w.application
        ? { status: 200, data: { data: w.application } }
        : { status: 404, data: { message: 'No application.' } };
    }
    if (r.url === '/shared/api/countries') return { status: 200, data: { data: COUNTRIES } };
    return undefined;
  });
}

const requests = (method: string, url: string) =>
  server.requests.filter((r) => r.method === method && r.url === url);
const drafts = () => requests('PUT', `${API}/draft`).map(jsonBody);

async function fillDetails(user: UserEvent) {
  await user.type(await screen.findByLabelText('Tax identification number'), 'GB123456789');
  await user.type(screen.getByLabelText('Date of birth'), '1990-12-10');
  await user.type(screen.getByLabelText('Street and number'), '12 Analytical Row');
  await user.click(screen.getByRole('radio', { name: 'Wise' }));
  await user.type(screen.getByLabelText('Wise account email'), 'ada@example.com');
}

afterEach(() => {
  vi.unstubAllGlobals();
  stopRealtime();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('contract and compliance: details', () => {
  it('prefills the verified name and the place, and says which tax form fits and why', async () => {
    serve(world());
    renderApp(PATH, verifiedUser);
    const user = userEvent.setup();

    const name = await screen.findByLabelText('Full legal name');
    expect(name).toHaveValue('Ada Lovelace');
    expect(name).toHaveAccessibleDescription('Must match your verified ID: Ada Lovelace');
    expect(screen.getByLabelText('Country of tax residence')).toHaveValue('GB');
    expect(screen.getByLabelText('City')).toHaveValue('London');
    expect(screen.getByLabelText('Country')).toHaveValue('GB');
    // Tax residence, citizenship and the address each list the countries.
    expect(await screen.findAllByRole('option', { name: 'United Kingdom' })).toHaveLength(3);
    expect(screen.getByLabelText('Country of citizenship')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Same as tax residence' })).toBeInTheDocument();
    expect(
      screen.getByText('You live outside the US and sign as an individual: W-8BEN.'),
    ).toBeInTheDocument();
    // Nothing to read or sign before the details are saved.
    expect(screen.getByText(/Your documents appear here once your details are saved/)).toBeInTheDocument();
    expect(requests('GET', `${API}/documents`)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'A company I own' }));
    expect(screen.getByText('You live outside the US and sign for a company: W-8BEN-E.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Date of birth')).not.toBeInTheDocument();

    await user.click(
      screen.getByRole('checkbox', { name: /I am a US citizen or US resident for tax purposes/ }),
    );
    expect(
      screen.getByText('You are a US citizen or US resident for tax purposes: W-9.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('US taxpayer identification number (SSN or EIN)')).toBeInTheDocument();
  });

  it('resumes from the server draft over the prefill', async () => {
    serve(
      world({
        state: complianceState({
          draft: {
            entity_type: 'company',
            company_name: 'Engines Ltd',
            address: { line1: '1 Draft Street', city: 'Leeds' },
          },
        }),
      }),
    );
    renderApp(PATH, verifiedUser);
    expect(await screen.findByLabelText('Company name')).toHaveValue('Engines Ltd');
    expect(screen.getByLabelText('Street and number')).toHaveValue('1 Draft Street');
    expect(screen.getByLabelText('City')).toHaveValue('Leeds');
    expect(screen.getByRole('radio', { name: 'A company I own' })).toBeChecked();
  });

  it('autosaves a draft once typing pauses, never with the tax ID, and retries a failed save', async () => {
    let fail = true;
    serve(world(), (r) =>
      r.method === 'PUT' && fail ? { status: 500, data: { message: 'Server Error' } } : undefined,
    );
    renderApp(PATH, verifiedUser);
    const user = userEvent.setup();
    expect(await screen.findByText('Your draft saves as you type.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Tax identification number'), 'GB123456789');
    await user.type(screen.getByLabelText('Street and number'), '12 Analytical Row');
    expect(await screen.findByText('Couldn’t save your draft.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Draft saved \d\d:\d\d/)).toBeInTheDocument();

    const last = drafts().at(-1)!;
    expect(last).toMatchObject({
      legal_name: 'Ada Lovelace',
      tax_residence: 'GB',
      address: { line1: '12 Analytical Row', city: 'London', country: 'GB' },
    });
    expect(last).not.toHaveProperty('tax_id');
    expect(last).not.toHaveProperty('payout_account');
    expect(drafts().every((draft) => !('tax_id' in draft))).toBe(true);
  });

  it('sends a waiting draft with keepalive when the tab goes away', async () => {
    serve(world());
    renderApp(PATH, verifiedUser);
    const user = userEvent.setup();
    const street = await screen.findByLabelText('Street and number');
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    document.cookie = 'XSRF-TOKEN=tok; path=/';
    await user.type(street, '9');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledWith(
      `${API}/draft`,
      expect.objectContaining({ method: 'PUT', keepalive: true }),
    );
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as {
      address: { line1: string };
    };
    expect(body.address.line1).toBe('9');
  });

  it('checks the form, saves the details, then shows them masked with an Edit action', async () => {
    const w = world();
    serve(w, (r) => {
      if (r.method === 'POST' && r.url === `${API}/details`) {
        w.state = complianceState({ status: 'details_saved', details: savedDetails(), tax_form: 'w8ben' });
        return { status: 200, data: { data: w.state } };
      }
      return undefined;
    });
    renderApp(PATH, verifiedUser);
    const user = userEvent.setup();

    await user.clear(await screen.findByLabelText('Full legal name'));
    await user.type(screen.getByLabelText('Full legal name'), 'Ada Byron');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText('Use your name exactly as on your verified ID: Ada Lovelace.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Full legal name')).toHaveFocus();
    expect(screen.getByText('Enter your tax identification number.')).toBeInTheDocument();
    expect(screen.getByText('Enter your date of birth.')).toBeInTheDocument();
    expect(screen.getByText('Choose how you want to be paid.')).toBeInTheDocument();
    expect(requests('POST', `${API}/details`)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Full legal name'));
    await user.type(screen.getByLabelText('Full legal name'), 'ada  lovelace');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    const summary = await screen.findByLabelText('Your saved details');
    expect(jsonBody(requests('POST', `${API}/details`)[0])).toEqual({
      legal_name: 'ada  lovelace',
      tax_residence: 'GB',
      citizenship: '',
      us_person: false,
      entity_type: 'individual',
      company_name: '',
      tax_id: 'GB123456789',
      date_of_birth: '1990-12-10',
      address: {
        line1: '12 Analytical Row',
        line2: '',
        city: 'London',
        postal_code: '',
        region: '',
        country: 'GB',
      },
      payout_method: 'wise',
      payout_account: 'ada@example.com',
    });
    expect(within(summary).getByText('•••• 6789')).toBeInTheDocument();
    expect(within(summary).getByText('•••• .com')).toBeInTheDocument();
    expect(within(summary).queryByText('GB123456789')).not.toBeInTheDocument();
    expect(within(summary).getByText('United Kingdom', { selector: 'dd' })).toBeInTheDocument();
    // The next step takes the focus, with the documents written from the details.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Read the documents' })).toHaveFocus());
    expect(
      await screen.findByRole('heading', { name: 'Contractor agreement', level: 3 }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(screen.getByLabelText('Tax identification number')).toHaveValue('');
    expect(screen.getByLabelText('Tax identification number')).toHaveAccessibleDescription(
      'Saved as •••• 6789. We never show it in full: enter it again to save changes.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Your saved details')).toBeInTheDocument();
  });

  it('shows the server’s 422 on its fields, focuses the first, and keeps what was typed', async () => {
    serve(world(), (r) =>
      r.method === 'POST' && r.url === `${API}/details`
        ? {
            status: 422,
            data: {
              message: 'The given data was invalid.',
              errors: {
                tax_id: ['This does not look like a UK tax reference.'],
                'address.line1': ['Enter a street address, not a PO box.'],
              },
            },
          }
        : undefined,
    );
    renderApp(PATH, verifiedUser);
    const user = userEvent.setup();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    const taxId = screen.getByLabelText('Tax identification number');
    await waitFor(() =>
      expect(taxId).toHaveAccessibleDescription(/This does not look like a UK tax reference\./),
    );
    expect(taxId).toHaveAttribute('aria-invalid', 'true');
    expect(taxId).toHaveFocus();
    expect(screen.getByLabelText('Street and number')).toHaveAccessibleDescription(
      'Enter a street address, not a PO box.',
    );
    expect(taxId).toHaveValue('GB123456789');
    expect(screen.getByLabelText('Street and number')).toHaveValue('12 Analytical Row');
    // What was typed goes back into the draft (without the secrets).
    await waitFor(() => expect(drafts().at(-1)).toMatchObject({ address: { line1: '12 Analytical Row' } }));
    expect(drafts().at(-1)).not.toHaveProperty('payout_account');
  });

  it('asks for the identity check first when no identity is verified', async () => {
    serve(world({ state: complianceState({ prefill: { verified_name: null, country: 'GB', city: '' } }) }));
    renderApp(PATH, verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Verify your identity first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/identity-verification',
    );
    expect(screen.queryByLabelText('Full legal name')).not.toBeInTheDocument();
  });
});

describe('contract and compliance: documents and signing', () => {
  const details = savedDetails();
  const ready = () =>
    world({ state: complianceState({ status: 'details_saved', details, tax_form: 'w8ben' }) });

  it('shows each document in full with its fingerprint, signs with the bundle hash and the typed name', async () => {
    const w = ready();
    const signed = [
      signedEntry('contractor_agreement'),
      signedEntry('nda_ip'),
      signedEntry('code_of_conduct'),
      signedEntry('w8ben', '2026-11-25T10:00:00.000Z', '2029-12-31T23:59:59.999Z'),
    ];
    serve(w, (r) => {
      if (r.method === 'POST' && r.url === `${API}/sign`) {
        w.state = complianceState({ status: 'signed', details, tax_form: 'w8ben', signed });
        w.documents = documentsFor(details, { signed });
        return { status: 200, data: { data: w.state } };
      }
      return undefined;
    });
    renderApp(PATH, verifiedUser);
    const user = userEvent.setup();

    const titles = [
      'Contractor agreement',
      'Non-disclosure and IP assignment',
      'Code of conduct',
      'Tax form W-8BEN (individual outside the US)',
    ];
    for (const title of titles) {
      expect(await screen.findByRole('heading', { name: title, level: 3 })).toBeInTheDocument();
      const region = screen.getByRole('region', { name: `${title}, full text` });
      expect(region).toHaveAttribute('tabindex', '0');
    }
    const agreement = screen.getByRole('region', { name: 'Contractor agreement, full text' });
    expect(within(agreement).getByRole('heading', { name: '1. Terms' })).toBeInTheDocument();
    expect(
      within(agreement).getByText('The terms of the contractor_agreement document.'),
    ).toBeInTheDocument();
    const full = hash('contractor_agreement2026-01');
    expect(screen.getByText(shortHash(full))).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Copy the full SHA-256 fingerprint of the Contractor agreement' }),
    );
    expect(await navigator.clipboard.readText()).toBe(full);
    expect(screen.getAllByText('Not signed yet')).toHaveLength(4);

    // The form checks the name and the consent before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Sign 4 documents' }));
    expect(await screen.findByText('Type your full legal name to sign.')).toBeInTheDocument();
    expect(screen.getByText('Agree to sign electronically.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Type your full legal name to sign'), 'Ada Byron');
    await user.click(screen.getByRole('button', { name: 'Sign 4 documents' }));
    expect(
      await screen.findByText('Type your legal name as in your details: Ada Lovelace.'),
    ).toBeInTheDocument();
    expect(requests('POST', `${API}/sign`)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Type your full legal name to sign'));
    await user.type(screen.getByLabelText('Type your full legal name to sign'), 'Ada Lovelace');
    await user.click(
      screen.getByRole('checkbox', { name: /I agree to sign these documents electronically/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign 4 documents' }));

    const done = await screen.findByRole('heading', {
      name: 'Signed. Your contract and compliance step is done',
    });
    await waitFor(() => expect(done).toHaveFocus());
    expect(jsonBody(requests('POST', `${API}/sign`)[0])).toEqual({
      typed_name: 'Ada Lovelace',
      consent_electronic: true,
      bundle_sha256: hash('bundle2026-01'),
    });
    const list = screen.getByRole('list', { name: 'Signed documents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(list).getByRole('link', {
        name: 'Download signed PDF of the Tax form W-8BEN (individual outside the US)',
      }),
    ).toHaveAttribute('href', `${API}/documents/w8ben/pdf`);
    expect(within(list).getByText(/valid until 31 Dec 2029/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your application' })).toHaveAttribute(
      'href',
      '/elite/onboarding',
    );
    // The documents come back with their signatures.
    expect(await screen.findAllByText('Signed', { selector: 'span' })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Sign 4 documents' })).not.toBeInTheDocument();
  });

  it('reloads the documents and says so when they changed since they were read (409)', async () => {
    const w = ready();
    let refused = false;
    serve(w, (r) => {
      if (r.method === 'POST' && r.url === `${API}/sign` && !refused) {
        refused = true;
        w.documents = documentsFor(details, { version: '2026-02' });
        return { status: 409, data: { message: 'The documents changed since you read them.' } };
      }
      if (r.method === 'POST' && r.url === `${API}/sign`) {
        w.state = complianceState({
          status: 'signed',
          details,
          signed: [signedEntry('contractor_agreement')],
        });
        return { status: 200, data: { data: w.state } };
      }
      return undefined;
    });
    renderApp(PATH, verifiedUser);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Type your full legal name to sign'), 'Ada Lovelace');
    await user.click(
      screen.getByRole('checkbox', { name: /I agree to sign these documents electronically/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign 4 documents' }));

    expect(
      await screen.findByText(
        /The documents changed since you opened them, so we loaded the new versions above/,
      ),
    ).toBeInTheDocument();
    expect(requests('GET', `${API}/documents`)).toHaveLength(2);
    expect((await screen.findAllByText('Template version 2026-02')).length).toBe(4);
    expect(
      screen.getByRole('checkbox', { name: /I agree to sign these documents electronically/ }),
    ).not.toBeChecked();
    expect(screen.getByLabelText('Type your full legal name to sign')).toHaveValue('Ada Lovelace');

    await user.click(
      screen.getByRole('checkbox', { name: /I agree to sign these documents electronically/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign 4 documents' }));
    await screen.findByRole('heading', { name: 'Signed. Your contract and compliance step is done' });
    expect(jsonBody(requests('POST', `${API}/sign`)[1])).toMatchObject({
      bundle_sha256: hash('bundle2026-02'),
    });
  });

  it('shows a 422 from signing on its field', async () => {
    serve(ready(), (r) =>
      r.method === 'POST' && r.url === `${API}/sign`
        ? {
            status: 422,
            data: {
              message: 'Invalid',
              errors: { typed_name: ['Type your name exactly as in your details.'] },
            },
          }
        : undefined,
    );
    renderApp(PATH, verifiedUser);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Type your full legal name to sign'), 'ada lovelace');
    await user.click(
      screen.getByRole('checkbox', { name: /I agree to sign these documents electronically/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign 4 documents' }));
    const typed = screen.getByLabelText('Type your full legal name to sign');
    await waitFor(() =>
      expect(typed).toHaveAccessibleDescription(/Type your name exactly as in your details\./),
    );
    expect(typed).toHaveFocus();
  });

  it('offers a retry when the documents do not load', async () => {
    let fail = true;
    serve(ready(), (r) =>
      r.method === 'GET' && r.url === `${API}/documents` && fail
        ? { status: 400, data: { message: 'The documents could not be written.' } }
        : undefined,
    );
    renderApp(PATH, verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'We could not load your documents' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The documents could not be written.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign 4 documents' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Contractor agreement', level: 3 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign 4 documents' })).toBeInTheDocument();
  });

  it('asks to sign the W-8BEN again when its renewal is due, urgently once it expired', async () => {
    const signed = [
      signedEntry('contractor_agreement', '2026-11-25T10:00:00.000Z'),
      signedEntry('nda_ip', '2026-11-25T10:00:00.000Z'),
      signedEntry('code_of_conduct', '2026-11-25T10:00:00.000Z'),
      signedEntry('w8ben', '2026-11-25T10:00:00.000Z', '2029-12-31T23:59:59.999Z'),
    ];
    const w = world({
      state: complianceState({
        status: 'renewal_due',
        details,
        tax_form: 'w8ben',
        signed,
        renew_by: '2029-12-31T23:59:59.999Z',
      }),
      documents: documentsFor(details, { signed }),
    });
    serve(w);
    const { unmount } = renderApp(PATH, verifiedUser);
    const user = userEvent.setup();

    const notice = await screen.findByText('Your W-8BEN expires on 31 Dec 2029: sign it again');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Sign 4 documents' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign it again' }));
    expect(screen.getByRole('heading', { name: 'Sign', level: 2 })).toHaveFocus();
    unmount();

    w.state = { ...w.state, status: 'expired' };
    renderApp(PATH, verifiedUser);
    const alert = await screen.findByText('Your W-8BEN expired on 31 Dec 2029: sign it again');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(
      screen.getByText(/Until you do, your contract and compliance step is not complete/),
    ).toBeInTheDocument();
  });

  it('tells whether a pasted copy is a document the candidate signed', async () => {
    const signed = [signedEntry('nda_ip')];
    serve(
      world({
        state: complianceState({ status: 'signed', details, signed }),
        documents: documentsFor(details, { signed }),
      }),
      (r) => {
        if (r.method !== 'POST' || r.url !== `${API}/verify`) return undefined;
        const matches = (jsonBody(r).text as string).startsWith('# Non-disclosure');
        return {
          status: 200,
          data: {
            data: {
              matches,
              kind: matches ? 'nda_ip' : null,
              sha256: hash(matches ? 'nda' : 'other'),
              signed_at: matches ? '2026-11-25T10:00:00.000Z' : null,
            },
          },
        };
      },
    );
    renderApp(PATH, verifiedUser);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Text of the document');
    await user.click(screen.getByRole('button', { name: 'Check this text' }));
    expect(field).toHaveAccessibleDescription('Paste the text of a document first.');

    await user.click(field);
    await user.paste('# Non-disclosure and IP assignment');
    await user.click(screen.getByRole('button', { name: 'Check this text' }));
    expect(
      await screen.findByText('Matches your signed Non-disclosure and IP assignment from 25 Nov 2026.', {
        normalizer: (text) => text.replace(/\s+/g, ' ').trim(),
      }),
    ).toBeInTheDocument();
    expect(jsonBody(requests('POST', `${API}/verify`)[0])).toEqual({
      text: '# Non-disclosure and IP assignment',
    });

    await user.clear(field);
    await user.paste('Something else');
    await user.click(screen.getByRole('button', { name: 'Check this text' }));
    expect(await screen.findByText(/Does not match any document you signed/)).toBeInTheDocument();
  });
});

describe('contract and compliance: closed and live', () => {
  it('is locked up front until work preferences are submitted', async () => {
    serve(world({ application: application({}, 'locked') }));
    renderApp(PATH, verifiedUser);
    expect(
      await screen.findByText(
        'Submit your work preferences first: contract and compliance opens after them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your application' })).toHaveAttribute(
      'href',
      '/elite/onboarding',
    );
    expect(screen.getByLabelText('Full legal name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeDisabled();
  });

  it('turns read-only with the server’s reason when a save answers 409', async () => {
    serve(world(), (r) =>
      r.method === 'PUT'
        ? { status: 409, data: { message: 'Your application is with our team: it can no longer change.' } }
        : undefined,
    );
    renderApp(PATH, verifiedUser);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Street and number'), '1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your application is with our team: it can no longer change.');
    expect(within(alert).getByRole('link', { name: 'Go to your application' })).toHaveAttribute(
      'href',
      '/elite/onboarding',
    );
    expect(screen.getByLabelText('Street and number')).toBeDisabled();
    // The state still shows.
    expect(screen.getByLabelText('Full legal name')).toHaveValue('Ada Lovelace');
  });

  it('treats a 409 from signing with unchanged documents as closed, not as new text', async () => {
    const details = savedDetails();
    serve(world({ state: complianceState({ status: 'details_saved', details }) }), (r) =>
      r.method === 'POST' && r.url === `${API}/sign`
        ? { status: 409, data: { message: 'Your application is under review: forms are read-only.' } }
        : undefined,
    );
    renderApp(PATH, verifiedUser);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Type your full legal name to sign'), 'Ada Lovelace');
    await user.click(
      screen.getByRole('checkbox', { name: /I agree to sign these documents electronically/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign 4 documents' }));
    expect(
      await screen.findByText('Your application is under review: forms are read-only.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The documents changed since you opened them/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Type your full legal name to sign')).toBeDisabled();
  });

  it('says so when the stage is not open at all (409 on the state)', async () => {
    serve(world(), (r) =>
      r.method === 'GET' && r.url === API
        ? { status: 409, data: { message: 'Submit your work preferences first.' } }
        : undefined,
    );
    renderApp(PATH, verifiedUser);
    expect(await screen.findByRole('heading', { name: 'This step is not open yet' })).toBeInTheDocument();
    expect(screen.getByText('Submit your work preferences first.')).toBeInTheDocument();
  });

  it('offers a retry when the state does not load', async () => {
    let fail = true;
    serve(world(), (r) =>
      r.method === 'GET' && r.url === API && fail
        ? { status: 400, data: { message: 'Bad request.' } }
        : undefined,
    );
    renderApp(PATH, verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'We could not load your contract and compliance step' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Full legal name')).toBeInTheDocument();
  });

  it('refetches when EliteChanged (compliance) arrives on the user channel', async () => {
    const w = world();
    serve(w);
    renderApp(PATH, verifiedUser);
    await screen.findByLabelText('Full legal name');
    // Nothing listens on port 9: the client keeps trying, which is enough to deliver frames by hand.
    await startRealtime(verifiedUser.id, {
      broadcaster: 'reverb',
      key: 'k',
      host: '127.0.0.1',
      port: 9,
      scheme: 'http',
    });
    const pusher = getEcho()!.connector.pusher as Pusher;
    const channel = () => pusher.channel(`private-App.Models.User.${verifiedUser.id}`);
    await waitFor(() =>
      expect(channel()?.callbacks.get('App\\Events\\EliteChanged')?.length ?? 0).toBeGreaterThan(0),
    );

    const before = requests('GET', API).length;
    w.state = complianceState({ status: 'details_saved', details: savedDetails() });
    act(() => {
      channel()!.emit('App\\Events\\EliteChanged', {
        application_id: 'app-1',
        status: 'in_progress',
        kind: 'compliance',
      });
    });
    await waitFor(() => expect(requests('GET', API).length).toBe(before + 1));
  });
});
