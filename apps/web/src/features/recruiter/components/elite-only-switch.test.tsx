import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { consoleRecruiter, counts, recruiterJob } from '../testing/console-fixtures.ts';

const server = stubAppApi();
const JOBS = '/recruiter/api/jobs';

describe('elite members only, on a posted job', { timeout: 20_000 }, () => {
  it('turns it on and off from the job’s page, and the jobs list shows it', async () => {
    let job = recruiterJob({ counts: counts() });
    let fail = false;
    server.respondWith((r) => {
      if (r.url === JOBS) return { status: 200, data: { data: [job] } };
      if (r.url === `${JOBS}/job-1` && r.method === 'PATCH') {
        if (fail) return { status: 404, data: { message: 'Not Found' } };
        job = { ...job, ...(jsonBody(r) as { elite_only: boolean }) };
        return { status: 200, data: { data: job } };
      }
      if (r.url === `${JOBS}/job-1/applications`)
        return { status: 200, data: { data: [], meta: { counts: counts(), next_cursor: null } } };
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp('/recruiter/jobs/job-1', consoleRecruiter);
    const main = await screen.findByRole('main');
    const toggle = await within(main).findByRole('switch', { name: 'Elite members only' });
    expect(toggle).not.toBeChecked();
    expect(within(main).queryByText('Elite only')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(await within(main).findByText('Elite only')).toBeInTheDocument();
    expect(jsonBody(server.requests.find((r) => r.method === 'PATCH'))).toEqual({ elite_only: true });
    await waitFor(() =>
      expect(within(main).getByRole('switch', { name: 'Elite members only' })).toBeChecked(),
    );

    await router.navigate('/recruiter/jobs');
    const row = await screen.findByTestId('recruiter-job-row');
    expect(within(row).getByText('Elite only')).toBeInTheDocument();

    await router.navigate('/recruiter/jobs/job-1');
    fail = true;
    await user.click(await screen.findByRole('switch', { name: 'Elite members only' }));
    // Refused: the switch shows the job as it is.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Elite members only' })).toBeChecked());
    expect(server.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2);
  });
});
