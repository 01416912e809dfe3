import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../test/render-app.tsx';

stubAppApi();

describe('the elite onboarding layout', () => {
  it('shows the stages in their order, marks the form open now, ticks nothing, and exits to the tracker', async () => {
    renderApp('/elite/onboarding/forms/work-preference', verifiedUser);
    const bar = await screen.findByRole('navigation', { name: 'Elite programme progress' });
    const steps = within(bar)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/Step \d of \d: |\s*\((current step|completed)\)/g, ''));
    expect(steps).toEqual([
      'Join',
      'Work preferences',
      'Skill assessments',
      'Contract & compliance',
      'Review and decision',
    ]);
    expect(
      within(bar)
        .getByText(/current step/)
        .closest('[aria-current]'),
    ).toHaveTextContent('Work preferences');
    // The pages know what is done; the bar does not pretend to.
    expect(within(bar).queryByText(/completed/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Save and exit' })).toHaveAttribute('href', '/elite/onboarding');
  });

  it('shows no step bar on the tracker, whose exit goes to the programme page', async () => {
    renderApp('/elite/onboarding', verifiedUser);
    expect(await screen.findByRole('link', { name: 'Save and exit' })).toHaveAttribute('href', '/elite');
    expect(screen.queryByRole('navigation', { name: 'Elite programme progress' })).toBeNull();
  });
});
