import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import { completeness, emptyProfile, fullProfile } from '../../../test/profile-fixtures.ts';

const server = stubAppApi();

const COUNTRIES = {
  data: [
    { code: 'DE', name: 'Germany', region: 'Europe' },
    { code: 'PT', name: 'Portugal', region: 'Europe' },
  ],
};

// The first render loads the page's lazy chunk and every section; a busy machine needs more than 5 s.
describe('profile page', { timeout: 15_000 }, () => {
  it('shows the profile, the verified badge and the completeness meter with what to do next', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/profile' ? { status: 200, data: { data: fullProfile() } } : undefined,
    );
    renderApp('/profile', verifiedUser);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Backend engineer · TypeScript and PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();

    const meter = screen.getByRole('meter', { name: 'Profile complete' });
    expect(meter).toHaveAttribute('aria-valuenow', '85');
    expect(meter).toHaveAttribute('aria-valuetext', '85% complete, 2 of 4 done');
    const strength = screen.getByRole('region', { name: 'Profile strength' });
    expect(within(strength).getByText('Next step')).toBeInTheDocument();
    expect(within(strength).getAllByRole('link', { name: /Add your skills/ })[0]).toHaveAttribute(
      'href',
      '/profile#skills',
    );
    expect(screen.getByText('Match scores on every job')).toBeInTheDocument();
    const checklist = screen.getByRole('list', { name: 'Profile checklist' });
    expect(within(checklist).getByRole('link', { name: /Upload your resume/ })).toHaveAttribute(
      'href',
      '/profile/resume-upload',
    );

    const experience = screen.getByRole('region', { name: 'Experience' });
    expect(within(experience).getByText('Senior Engineer')).toBeInTheDocument();
    expect(within(experience).getByText('Mar 2021 – Present')).toBeInTheDocument();
    expect(screen.getByText('€90,000 per year')).toBeInTheDocument();
    // Not an elite member: no elite badge.
    expect(screen.queryByText(/^Elite/)).toBeNull();
  });

  it('shows the elite badge with the track to an elite member', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/profile'
        ? {
            status: 200,
            data: { data: { ...fullProfile(), elite: { since: '2026-10-01T00:00:00Z', track: 'backend' } } },
          }
        : undefined,
    );
    renderApp('/profile', verifiedUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Elite · Backend')).toBeInTheDocument();
  });

  it('greets a brand-new profile with a prompt in every section and a link to verify the identity', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/profile' ? { status: 200, data: { data: emptyProfile() } } : undefined,
    );
    renderApp('/profile', verifiedUser);

    const skills = await screen.findByRole('region', { name: 'Skills' });
    expect(within(skills).getByText(/drive your match score/)).toBeInTheDocument();
    expect(within(skills).getByRole('button', { name: 'Add skills' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resume' })).toHaveTextContent(/Upload your resume/);
    expect(
      screen.getByRole('link', { name: /Identity not verified · Verify your identity/ }),
    ).toHaveAttribute('href', '/identity-verification');
    expect(screen.getByRole('meter', { name: 'Profile complete' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('saves one section with a PATCH of just its keys and shows the new completeness', async () => {
    let profile = emptyProfile();
    server.respondWith((r) => {
      if (r.url === '/talent/api/profile' && r.method === 'GET')
        return { status: 200, data: { data: profile } };
      if (r.url === '/talent/api/profile' && r.method === 'PATCH') {
        profile = {
          ...profile,
          ...(jsonBody(r) as object),
          completeness: completeness({ percent: 40 }),
        };
        return { status: 200, data: { data: profile } };
      }
      return undefined;
    });
    renderApp('/profile', verifiedUser);
    const user = userEvent.setup();

    const links = await screen.findByRole('region', { name: 'Links' });
    await user.click(within(links).getByRole('button', { name: 'Add links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Links' });
    // The form loads after the page (a moment after the dialog opens here).
    await user.type(await within(dialog).findByRole('textbox', { name: 'GitHub' }), 'https://github.com/ada');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('link', { name: 'https://github.com/ada' })).toBeInTheDocument();
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(jsonBody(patch)).toEqual({
      links: { github: 'https://github.com/ada', linkedin: null, portfolio: null },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Profile complete' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('checks a link in the browser before sending it', async () => {
    server.respondWith((r) =>
      r.url === '/talent/api/profile' ? { status: 200, data: { data: emptyProfile() } } : undefined,
    );
    renderApp('/profile', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Links' });
    await user.type(within(dialog).getByRole('textbox', { name: 'LinkedIn' }), 'linkedin.com/in/ada');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a full link starting with https://')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('puts the server’s 422 on the input it names (experience.0.title) and keeps the dialog open', async () => {
    server.respondWith((r) => {
      if (r.url === '/talent/api/profile' && r.method === 'GET') {
        return { status: 200, data: { data: fullProfile() } };
      }
      if (r.url === '/talent/api/profile' && r.method === 'PATCH') {
        return {
          status: 422,
          data: {
            message: 'The title is not allowed.',
            errors: { 'experience.0.title': ['The title is not allowed.'] },
          },
        };
      }
      return undefined;
    });
    renderApp('/profile', verifiedUser);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Edit Senior Engineer at Analytical Engines' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit position' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Chief Everything Officer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('The title is not allowed.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('The title is not allowed.');
    const sent = jsonBody(server.requests.find((r) => r.method === 'PATCH'));
    expect(sent).toEqual({
      experience: [
        {
          company: 'Analytical Engines',
          title: 'Chief Everything Officer',
          start_month: '2021-03',
          end_month: null,
          location: 'Remote',
          description: 'Led the payments API.',
        },
      ],
    });
  });

  it('maps a 422 on a nested field (salary.amount) and a country list from the shared API', async () => {
    server.respondWith((r) => {
      if (r.url === '/talent/api/profile' && r.method === 'GET')
        return { status: 200, data: { data: fullProfile() } };
      if (r.url === '/shared/api/countries') return { status: 200, data: COUNTRIES };
      if (r.url === '/shared/api/currencies') {
        return { status: 200, data: { data: [{ code: 'EUR', name: 'Euro', per_usd: 0.9 }] } };
      }
      if (r.url === '/talent/api/profile' && r.method === 'PATCH') {
        return {
          status: 422,
          data: { message: 'Too much.', errors: { 'salary.amount': ['Enter an amount we can store.'] } },
        };
      }
      return undefined;
    });
    renderApp('/profile', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit salary expectation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salary expectation' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount' });
    expect(await within(dialog).findByText('Enter an amount we can store.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit location and time zone' }));
    const location = await screen.findByRole('dialog', { name: 'Location & time zone' });
    expect(await within(location).findByRole('option', { name: 'Germany' })).toBeInTheDocument();
    expect(within(location).getByRole('combobox', { name: 'Country you live in' })).toHaveValue('PT');
  });

  it('suggests the time zone of the country chosen in the location form', async () => {
    server.respondWith((r) => {
      if (r.url === '/talent/api/profile') return { status: 200, data: { data: fullProfile() } };
      if (r.url === '/shared/api/countries')
        return {
          status: 200,
          data: { data: [...COUNTRIES.data, { code: 'NG', name: 'Nigeria', region: 'Africa' }] },
        };
      if (r.url === '/talent/api/profile/time-zone-suggestion') {
        const { country } = r.params as { country: string };
        const zone = country === 'NG' ? 'Africa/Lagos' : null;
        return { status: 200, data: { data: { timezone: zone, zones: zone ? [zone] : [] } } };
      }
      return undefined;
    });
    renderApp('/profile', verifiedUser);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit location and time zone' }));
    const location = await screen.findByRole('dialog', { name: 'Location & time zone' });
    await within(location).findByRole('option', { name: 'Nigeria' });
    await user.selectOptions(within(location).getByRole('combobox', { name: 'Country you live in' }), 'NG');
    await waitFor(() =>
      expect(within(location).getByRole('combobox', { name: 'Time zone' })).toHaveValue('Africa/Lagos'),
    );
  });

  it('has an error state with a retry', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === '/talent/api/profile'
        ? fail
          ? { status: 400, data: { message: 'Something broke' } }
          : { status: 200, data: { data: fullProfile() } }
        : undefined,
    );
    renderApp('/profile', verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'We could not load your profile' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
