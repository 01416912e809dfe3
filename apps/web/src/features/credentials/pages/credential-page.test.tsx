import type { Verification } from '@talent/contract/badges';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const server = stubAppApi();
const ID = '3f0c1b2a-9d8e-4f7a-8b6c-5d4e3f2a1b0c';

const checks = (failing: Verification['checks'][number]['name'] | null = null): Verification['checks'] =>
  (['format', 'signature', 'issuer', 'dates', 'status'] as const).map((name) => ({
    name,
    ok: name !== failing,
    message: name === failing ? `The ${name} check failed.` : `The ${name} check passed.`,
  }));

const verification = (overrides: Partial<Verification> = {}): Verification => ({
  status: 'valid',
  checks: checks(),
  credential: {
    id: `urn:uuid:${ID}`,
    issuer: {
      id: 'https://borderless.test/credentials/issuer',
      name: 'Borderless',
      url: 'https://borderless.test',
    },
    achievement: {
      name: 'React — Advanced',
      description: 'Shows React skills at the Advanced level.',
      criteria: 'Pass the timed React skill test at the Advanced level.',
    },
    subject_name: 'Ada Lovelace',
    level: 'advanced',
    issued_at: '2026-03-02T10:00:00.000Z',
    expires_at: '2028-03-01T10:00:00.000Z',
  },
  checked_at: '2026-04-01T10:00:00.000Z',
  ...overrides,
});

afterEach(() => sessionStorage.clear());

describe('credential page', { timeout: 20_000 }, () => {
  it('shows a valid badge: the verdict, the achievement, the issuer, the dates and each check', async () => {
    server.respondWith((r) =>
      r.url === `/shared/api/credentials/${ID}` ? { status: 200, data: { data: verification() } } : undefined,
    );
    renderApp(`/credentials/${ID}`, null);
    const result = await screen.findByTestId('verification');
    expect(within(result).getByRole('heading', { name: 'Valid credential' })).toBeInTheDocument();
    expect(result).toHaveTextContent('React — Advanced');
    expect(result).toHaveTextContent('Awarded toAda Lovelace');
    expect(result).toHaveTextContent('LevelAdvanced');
    expect(result).toHaveTextContent('Issued byBorderlesshttps://borderless.test');
    expect(result).toHaveTextContent(/Issued2 Mar 2026/);
    expect(result).toHaveTextContent(/Valid until1 Mar 2028/);
    expect(within(result).getByTestId('check-signature')).toHaveTextContent('Signature: passed.');
    expect(screen.getByRole('link', { name: /Download the issuer’s public key/ })).toHaveAttribute(
      'href',
      '/.well-known/jwks.json',
    );
  });

  it.each([
    ['expired', 'Expired credential', 'dates'],
    ['revoked', 'Revoked credential', 'status'],
  ] as const)('says clearly when the badge is %s', async (status, heading, failing) => {
    server.respondWith((r) =>
      r.url === `/shared/api/credentials/${ID}`
        ? { status: 200, data: { data: verification({ status, checks: checks(failing) }) } }
        : undefined,
    );
    renderApp(`/credentials/${ID}`, null);
    const result = await screen.findByTestId('verification');
    expect(within(result).getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(within(result).getByTestId(`check-${failing}`)).toHaveTextContent('failed.');
  });

  it('says when no credential has this id, and offers a retry when the check failed to load', async () => {
    server.respondWith(() => undefined);
    const view = renderApp(`/credentials/${ID}`, null);
    expect(await screen.findByRole('heading', { name: 'No credential with this link' })).toBeInTheDocument();
    view.unmount();

    let calls = 0;
    server.respondWith((r) => {
      if (r.url !== `/shared/api/credentials/${ID}`) return undefined;
      calls += 1;
      return calls === 1
        ? { status: 429, data: { message: 'Too Many Attempts.' } }
        : { status: 200, data: { data: verification() } };
    });
    renderApp(`/credentials/${ID}`, null);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The credential could not be checked');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Valid credential' })).toBeInTheDocument();
  });

  it('verifies a pasted credential, and shows an invalid one as invalid; an empty paste is a field error', async () => {
    server.respondWith((r) => {
      if (r.url === `/shared/api/credentials/${ID}`) return { status: 200, data: { data: verification() } };
      if (r.url === '/shared/api/credentials/verify') {
        return {
          status: 200,
          data: { data: verification({ status: 'invalid', checks: checks('signature'), credential: null }) },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/credentials/${ID}`, null);
    await screen.findByTestId('verification');
    const box = screen.getByRole('textbox', { name: 'Credential (VC-JWT)' });

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(box).toHaveAccessibleDescription(/Paste the credential\./);
    expect(server.posted('/shared/api/credentials/verify')).toHaveLength(0);

    await user.type(box, 'eyJ.tampered.sig');
    // The paste is kept for the tab.
    expect(sessionStorage.getItem('credential-verify-draft')).toBe('eyJ.tampered.sig');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const results = await screen.findAllByTestId('verification');
    const pasted = results.at(-1)!;
    expect(within(pasted).getByRole('heading', { name: 'Not a valid credential' })).toBeInTheDocument();
    expect(within(pasted).getByTestId('check-signature')).toHaveTextContent('Signature: failed.');
    expect(jsonBody(server.posted('/shared/api/credentials/verify')[0])).toEqual({
      credential: 'eyJ.tampered.sig',
    });
  });

  it('shows the server’s field error for a paste it refuses', async () => {
    server.respondWith((r) => {
      if (r.url === `/shared/api/credentials/${ID}`) return { status: 200, data: { data: verification() } };
      if (r.url === '/shared/api/credentials/verify') {
        return {
          status: 422,
          data: {
            message: 'This is longer than any credential we issue.',
            errors: { credential: ['This is longer than any credential we issue.'] },
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/credentials/${ID}`, null);
    await screen.findByTestId('verification');
    const box = screen.getByRole('textbox', { name: 'Credential (VC-JWT)' });
    await user.type(box, 'abc');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This is longer than any credential we issue.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks to wait when the checks are throttled', async () => {
    server.respondWith((r) => {
      if (r.url === `/shared/api/credentials/${ID}`) return { status: 200, data: { data: verification() } };
      if (r.url === '/shared/api/credentials/verify') {
        return { status: 429, headers: { 'retry-after': '42' }, data: { message: 'Too Many Attempts.' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/credentials/${ID}`, null);
    await screen.findByTestId('verification');
    await user.type(screen.getByRole('textbox', { name: 'Credential (VC-JWT)' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That is a lot of checks in a short time. Try again in 42 seconds.',
    );
  });
});
