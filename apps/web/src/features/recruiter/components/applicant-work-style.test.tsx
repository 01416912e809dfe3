import type { ShownWorkStyle } from '@talent/contract/work-style';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { applicantDetail, consoleRecruiter } from '../testing/console-fixtures.ts';
import { ApplicantWorkStyle } from './applicant-work-style.tsx';

const shown: ShownWorkStyle = {
  taken_at: '2026-03-02T10:00:00.000Z',
  scores: { ideas: 4.2, strategy: 8.5, delivery: 7.9, polish: 3, people: 6.1 },
  top: ['strategy', 'delivery'],
};

describe('the applicant’s work style', () => {
  it('shows the top two with a sentence each, the five scores as numbers, and says it is not a hiring test', () => {
    render(<ApplicantWorkStyle workStyle={shown} name="Ada Lovelace" timeZone="Europe/Berlin" />);
    const block = screen.getByTestId('applicant-work-style');
    expect(block).toHaveTextContent(
      'Ada Lovelace answered our self-reported work-style questionnaire on 2 Mar 2026 and chose to show the result.',
    );
    expect(block).toHaveTextContent('it is not a hiring test, and there are no good or bad results.');

    // The two strongest, highest first, each with one sentence about the candidate (not the "you" of their own page).
    const top = within(block).getAllByRole('heading', { level: 3 });
    expect(top.map((h) => h.textContent)).toEqual(['Navigator', 'Builder']);
    expect(block).toHaveTextContent('Strongest · Strategy');
    expect(block).toHaveTextContent('Second · Delivery');
    expect(block).toHaveTextContent('Most at home seeing where things are heading');
    expect(block).not.toHaveTextContent(/\bYou\b/);

    // All five, in a fixed order, each readable as "name (short) score / 10" without the bar.
    const chart = within(block).getByRole('figure', { name: 'All five styles, each scored from 0 to 10' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Originator (New ideas)4.2 / 10',
      'Navigator (Strategy)8.5 / 10',
      'Builder (Delivery)7.9 / 10',
      'Refiner (Polishing)3.0 / 10',
      'Connector (People)6.1 / 10',
    ]);
  });
});

describe('the applicant page', () => {
  const server = stubAppApi();
  const DETAIL = '/recruiter/api/applications/app-1';

  it('shows the work style when the candidate shows it, and no trace of it otherwise', async () => {
    let detail = applicantDetail({ work_style: shown });
    server.respondWith((r) => (r.url === DETAIL ? { status: 200, data: { data: detail } } : undefined));
    const first = renderApp('/recruiter/applications/app-1', consoleRecruiter);
    const section = await screen.findByRole('region', { name: 'Work style' }, { timeout: 12_000 });
    expect(within(section).getByTestId('applicant-work-style')).toHaveTextContent('not a hiring test');
    first.unmount();

    detail = applicantDetail({ work_style: null });
    renderApp('/recruiter/applications/app-1', consoleRecruiter);
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, { timeout: 12_000 });
    expect(screen.queryByRole('region', { name: 'Work style' })).toBeNull();
    expect(screen.queryByText(/work-style/)).toBeNull();
  }, 30_000);
});
