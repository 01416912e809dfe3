import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { application } from '../../../test/application-fixtures.ts';
import { StageTrack } from './application-facts.tsx';

const stages = () =>
  within(screen.getByRole('list', { name: 'Stages' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('stage track', () => {
  it('shows a stage the application skipped neither as done nor at all', () => {
    render(
      <StageTrack
        application={application({
          status: 'interviewing',
          stages_reached: ['submitted', 'in_review', 'interviewing'],
        })}
      />,
    );
    expect(stages()).toEqual(['Done: Applied', 'Done: In review', 'Interviews', 'Offer', 'Hired']);
    expect(screen.getByText('Interviews').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('marks every stage it went through as done', () => {
    render(
      <StageTrack
        application={application({
          status: 'offer',
          stages_reached: ['submitted', 'in_review', 'assessment', 'interviewing', 'offer'],
        })}
      />,
    );
    expect(stages()).toEqual([
      'Done: Applied',
      'Done: In review',
      'Done: Assessment',
      'Done: Interviews',
      'Offer',
      'Hired',
    ]);
  });
});
