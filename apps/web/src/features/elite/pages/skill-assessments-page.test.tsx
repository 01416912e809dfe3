import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubAppApi } from '../../../test/app-api.ts';
import { renderApp, verifiedUser } from '../../../test/render-app.tsx';
import type { EliteSkillAssessments } from '../api/get-elite-skill-assessments.ts';
import { NOW, skillAssessmentsFixture, standingFixture, URLS, wrap } from '../testing/elite-fixtures.ts';

const server = stubAppApi();
const PATH = '/elite/onboarding/forms/skill-assessments';

function respond(data: EliteSkillAssessments) {
  server.respondWith((r) => (r.url === URLS.skills ? wrap(data) : undefined));
}

const requirement = async (label: string) =>
  (await screen.findByRole('heading', { name: label, level: 2 })).closest('li')!;
const test = (card: HTMLElement, title: string) =>
  within(card).getByRole('heading', { name: title, level: 3 }).closest('li')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('/elite/onboarding/forms/skill-assessments', () => {
  it('shows each requirement, what met it, and where I stand on each test', async () => {
    respond(skillAssessmentsFixture());
    renderApp(PATH, verifiedUser);
    expect(await screen.findByRole('heading', { name: 'Skill assessments', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Skill assessments | Borderless'));
    // The frame and its heading come before the data.
    expect(await screen.findByText('1 of 2 met')).toBeInTheDocument();

    const react = await requirement('React');
    expect(within(react).getByText('Met')).toBeInTheDocument();
    expect(
      within(react).getByText('Covered by your React badge (React — Advanced): no need to take it again.'),
    ).toBeInTheDocument();
    expect(within(react).getByRole('link', { name: /Verify the badge/ })).toHaveAttribute(
      'href',
      'https://borderless.test/credentials/badge-1',
    );
    expect(within(test(react, 'React')).getByText('40 minutes · Passed with 91%')).toBeInTheDocument();
    expect(within(react).queryByRole('link', { name: /React$/ })).not.toBeInTheDocument();

    const language = await requirement('JavaScript or TypeScript');
    expect(within(language).getByText('Not met yet')).toBeInTheDocument();
    expect(within(language).getByText('Pass any one of these tests.')).toBeInTheDocument();
    const javascript = test(language, 'JavaScript');
    expect(javascript).toHaveTextContent(
      '45 minutes · Not passed. You can retake it from 7 Dec 2026, 09:30 GMT',
    );
    expect(within(javascript).queryByRole('link')).not.toBeInTheDocument();
    const typescript = test(language, 'TypeScript');
    expect(within(typescript).getByText(/One free redo available/)).toBeInTheDocument();
    expect(within(typescript).getByRole('link', { name: 'Redo TypeScript' })).toHaveAttribute(
      'href',
      '/skill-center/tests/typescript',
    );
    expect(screen.getByRole('link', { name: 'Your application' })).toHaveAttribute(
      'href',
      '/elite/onboarding',
    );
  });

  it('starts or continues a test, and says when the stage is done', async () => {
    const data = skillAssessmentsFixture();
    const [language, react] = data.requirements;
    respond({
      ...data,
      requirements: [
        {
          ...language!,
          state: 'in_progress',
          tests: [
            { ...language!.tests[0]!, mine: standingFixture({ state: 'in_progress' }) },
            { ...language!.tests[1]!, mine: standingFixture() },
          ],
        },
        react!,
      ],
    });
    const first = renderApp(PATH, verifiedUser);
    const card = await requirement('JavaScript or TypeScript');
    expect(within(card).getByText('In progress')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Continue JavaScript' })).toHaveAttribute(
      'href',
      '/skill-center/tests/javascript',
    );
    expect(within(card).getByRole('link', { name: 'Start TypeScript' })).toHaveAttribute(
      'href',
      '/skill-center/tests/typescript',
    );
    first.unmount();

    respond({ ...data, requirements: [react!], done: true });
    renderApp(PATH, verifiedUser);
    expect(await screen.findByText('Every requirement is met: this stage is done.')).toBeInTheDocument();
  });

  it('says a portfolio track has no test', async () => {
    respond(skillAssessmentsFixture({ track: 'design', requirements: [], done: true }));
    renderApp(PATH, verifiedUser);
    expect(
      await screen.findByRole('heading', { name: 'No skill test for the Design track' }),
    ).toBeInTheDocument();
  });

  it('explains that the join form comes first when the server refuses', async () => {
    server.respondWith((r) =>
      r.url === URLS.skills
        ? { status: 409, data: { message: 'Send the join form first: your track decides the tests.' } }
        : undefined,
    );
    renderApp(PATH, verifiedUser);
    expect(
      await screen.findByText('Send the join form first: your track decides the tests.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the join form' })).toHaveAttribute(
      'href',
      '/elite/onboarding/forms/join-elite',
    );
  });

  it('explains a failed load and retries', async () => {
    let fail = true;
    server.respondWith((r) =>
      r.url === URLS.skills
        ? fail
          ? { status: 500, data: {} }
          : wrap(skillAssessmentsFixture())
        : undefined,
    );
    renderApp(PATH, verifiedUser);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByText('We could not load your skill assessments')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await requirement('React')).toBeInTheDocument();
  });
});
