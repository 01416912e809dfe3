import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { applicantDetail, consoleRecruiter } from '../testing/console-fixtures.ts';

const server = stubAppApi();
const DETAIL = '/recruiter/api/applications/app-1';

describe('the applicant’s course certificates', () => {
  it('lists each with its skills and the public page that verifies it, and shows no section without any', async () => {
    let detail = applicantDetail({
      certificates: [
        {
          id: 'cert-1',
          course_title: 'SQL that answers real questions',
          skills: [
            { slug: 'sql', name: 'SQL' },
            { slug: 'postgresql', name: 'PostgreSQL' },
          ],
          issued_at: '2026-10-02T10:00:00.000Z',
          verify_url: 'https://borderless.example/credentials/cert-1',
        },
      ],
    });
    server.respondWith((r) => (r.url === DETAIL ? { status: 200, data: { data: detail } } : undefined));
    const first = renderApp('/recruiter/applications/app-1', consoleRecruiter);
    const section = await screen.findByRole('region', { name: 'Course certificates' }, { timeout: 12_000 });
    const item = within(section).getByRole('listitem');
    expect(item).toHaveTextContent('SQL that answers real questions');
    expect(item).toHaveTextContent('SQL, PostgreSQL');
    expect(
      within(item).getByRole('link', { name: /Verify the certificate for SQL that answers real questions/ }),
    ).toHaveAttribute('href', 'https://borderless.example/credentials/cert-1');
    first.unmount();

    detail = applicantDetail({ certificates: [] });
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    await screen.findByRole('region', { name: 'Skill results' }, { timeout: 12_000 });
    expect(screen.queryByRole('region', { name: 'Course certificates' })).toBeNull();
  });
});
