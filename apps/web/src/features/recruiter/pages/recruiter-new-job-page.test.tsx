import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { consoleRecruiter, counts, recruiterJob } from '../testing/console-fixtures.ts';

const server = stubAppApi();
const JOBS = '/recruiter/api/jobs';

function reference(url: string) {
  if (url === '/shared/api/countries')
    return { status: 200, data: { data: [{ code: 'DE', name: 'Germany', region: 'Europe' }] } };
  if (url === '/shared/api/currencies')
    return { status: 200, data: { data: [{ code: 'EUR', name: 'Euro', per_usd: 0.9 }] } };
  if (url === '/shared/api/skills')
    return {
      status: 200,
      data: { data: [{ slug: 'typescript', name: 'TypeScript', category: 'Languages', aliases: [] }] },
    };
  return undefined;
}

async function fillValidJob(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Senior TypeScript Engineer');
  await user.type(
    screen.getByRole('textbox', { name: 'Description' }),
    'Build the hiring platform with us, remote-first.',
  );
  await user.type(screen.getByRole('textbox', { name: 'From' }), '90000');
  await user.type(screen.getByRole('textbox', { name: 'To' }), '110000');
  await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'type');
  await user.click(await screen.findByRole('option', { name: /TypeScript/ }));
}

describe('post a job', () => {
  it('checks the form before sending: title, description, skills, salary range, office for on-site', async () => {
    server.respondWith((r) => reference(r.url));
    renderApp('/recruiter/jobs/new', consoleRecruiter);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'From' }), '120000');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '100000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Work mode' }), 'onsite');
    await user.click(screen.getByRole('button', { name: 'Post the job' }));
    expect(await screen.findByText('Give the job a title.')).toBeInTheDocument();
    expect(screen.getByText('Describe the job in at least 20 characters.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one skill.')).toBeInTheDocument();
    expect(screen.getByText('The top of the range is below its bottom.')).toBeInTheDocument();
    expect(screen.getByText('Choose the office’s country for on-site and hybrid work.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.posted(JOBS)).toHaveLength(0);
  }, 20_000);

  it('shows the server’s 422 on the fields it names, then posts and opens the job', async () => {
    let attempt = 0;
    server.respondWith((r) => {
      if (r.url === JOBS && r.method === 'POST') {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 422,
            data: {
              message: 'The given data was invalid.',
              errors: {
                title: ['A job with this title is already open.'],
                'salary.max': ['The range is too wide.'],
                'skills.0': ['Unknown skill.'],
              },
            },
          };
        return { status: 201, data: { data: recruiterJob({ id: 'job-9', counts: counts() }) } };
      }
      if (r.url === JOBS)
        return { status: 200, data: { data: [recruiterJob({ id: 'job-9', counts: counts() })] } };
      if (r.url === '/recruiter/api/jobs/job-9/applications')
        return { status: 200, data: { data: [], meta: { counts: counts(), next_cursor: null } } };
      return reference(r.url);
    });
    const { router } = renderApp('/recruiter/jobs/new', consoleRecruiter);
    const user = userEvent.setup();
    await fillValidJob(user);
    await user.click(screen.getByRole('button', { name: 'Post the job' }));

    expect(await screen.findByText('A job with this title is already open.')).toBeInTheDocument();
    expect(screen.getByText('The range is too wide.')).toBeInTheDocument();
    expect(screen.getByText('Unknown skill.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();

    const body = jsonBody(server.posted(JOBS)[0]);
    expect(body).toMatchObject({
      title: 'Senior TypeScript Engineer',
      seniority: 'senior',
      employment_type: 'full_time',
      work_mode: 'remote',
      eligible_anywhere: true,
      eligible_countries: [],
      timezone: 'Europe/Berlin',
      min_overlap_hours: 4,
      salary: { min: 90000, max: 110000, currency: 'EUR', period: 'year' },
      benefits: [],
      skills: ['typescript'],
      response_days: 7,
      elite_only: false,
    });
    expect(body).not.toHaveProperty('office_country');

    await user.click(screen.getByRole('button', { name: 'Post the job' }));
    await waitFor(() => expect(server.posted(JOBS)).toHaveLength(2));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter/jobs/job-9'));
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Senior TypeScript Engineer' }),
    ).toBeInTheDocument();
    expect(await within(main).findByText('No applicants yet')).toBeInTheDocument();
  }, 25_000);

  it('posts a job for elite members only when the recruiter ticks it, saying what that means', async () => {
    server.respondWith((r) => {
      if (r.url === JOBS && r.method === 'POST') {
        return {
          status: 201,
          data: { data: recruiterJob({ id: 'job-9', elite_only: true, counts: counts() }) },
        };
      }
      if (r.url === JOBS)
        return {
          status: 200,
          data: { data: [recruiterJob({ id: 'job-9', elite_only: true, counts: counts() })] },
        };
      if (r.url === '/recruiter/api/jobs/job-9/applications')
        return { status: 200, data: { data: [], meta: { counts: counts(), next_cursor: null } } };
      return reference(r.url);
    });
    renderApp('/recruiter/jobs/new', consoleRecruiter);
    const user = userEvent.setup();
    await fillValidJob(user);
    const elite = screen.getByRole('checkbox', { name: 'Elite members only' });
    expect(elite).not.toBeChecked();
    expect(elite).toHaveAccessibleDescription(/only members of our elite programme .* may apply/);
    await user.click(elite);
    await user.click(screen.getByRole('button', { name: 'Post the job' }));
    await waitFor(() => expect(server.posted(JOBS)).toHaveLength(1));
    expect(jsonBody(server.posted(JOBS)[0])).toMatchObject({ elite_only: true });
    // The job's page says so, with the switch to change it.
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Elite only')).toBeInTheDocument();
    expect(within(main).getByRole('switch', { name: 'Elite members only' })).toBeChecked();
  }, 25_000);
});
