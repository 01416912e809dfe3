import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Certificate } from '@talent/contract/courses';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../../test/app-api.ts';
import { fullProfile } from '../../../../test/profile-fixtures.ts';
import { renderApp, verifiedUser } from '../../../../test/render-app.tsx';

const server = stubAppApi();

function certificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: 'cert-1',
    course: { id: 'c-react', title: 'React from the ground up' },
    skills: [{ slug: 'react', name: 'React' }],
    issued_at: '2026-11-21T10:00:00.000Z',
    status: 'valid',
    verify_url: 'https://borderless.test/credentials/cert-1',
    pdf_url: '/talent/api/certificates/cert-1/pdf',
    ...overrides,
  };
}

function respond(certificates: { status: number; data?: unknown }, visible = true) {
  server.respondWith((r) => {
    if (r.url === '/talent/api/profile')
      return { status: 200, data: { data: { ...fullProfile(), visible_to_recruiters: visible } } };
    if (r.url === '/talent/api/certificates') return certificates;
    return undefined;
  });
}

const section = async () =>
  (await screen.findByRole('heading', { name: 'Course certificates' }, { timeout: 10_000 })).closest(
    'section',
  )!;

describe('profile: course certificates', { timeout: 15_000 }, () => {
  it('lists my valid certificates with their verification page and PDF, and who sees them', async () => {
    respond({
      status: 200,
      data: {
        data: [
          certificate(),
          certificate({ id: 'cert-2', course: { id: 'c-old', title: 'Old course' }, status: 'revoked' }),
        ],
      },
    });
    renderApp('/profile', verifiedUser);
    const certificates = await section();
    const react = await within(certificates).findByRole('article', {
      name: 'Certificate: React from the ground up',
    });
    expect(react).toHaveTextContent('Certificate of completion · issued 21 Nov 2026');
    expect(
      within(react).getByRole('link', { name: 'Verify the certificate for React from the ground up' }),
    ).toHaveAttribute('href', 'https://borderless.test/credentials/cert-1');
    expect(
      within(react).getByRole('link', {
        name: 'Download the certificate for React from the ground up (PDF)',
      }),
    ).toHaveAttribute('href', '/talent/api/certificates/cert-1/pdf');
    expect(within(certificates).queryByText('Old course')).not.toBeInTheDocument();
    expect(certificates).toHaveTextContent('recruiters who find your profile, and employers you apply to');
  });

  it('follows the profile’s privacy', async () => {
    respond({ status: 200, data: { data: [certificate()] } }, false);
    renderApp('/profile', verifiedUser);
    const certificates = await section();
    expect(
      await within(certificates).findByText(
        /employers you apply to \(your profile is hidden from recruiters\)/,
      ),
    ).toBeInTheDocument();
  });

  it('points to the courses when there is no certificate yet', async () => {
    respond({ status: 200, data: { data: [] } });
    renderApp('/profile', verifiedUser);
    const certificates = await section();
    expect(await within(certificates).findByText(/No certificates yet/)).toBeInTheDocument();
    expect(within(certificates).getByRole('link', { name: 'course' })).toHaveAttribute('href', '/courses');
  });

  it('says when the certificates did not load and tries again', async () => {
    respond({ status: 404, data: { message: 'Not Found' } });
    renderApp('/profile', verifiedUser);
    const certificates = await section();
    expect(await within(certificates).findByRole('alert')).toHaveTextContent(/did not load/);
    respond({ status: 200, data: { data: [certificate()] } });
    await userEvent.click(within(certificates).getByRole('button', { name: 'Try again' }));
    expect(await within(certificates).findByText('React from the ground up')).toBeInTheDocument();
  });
});
