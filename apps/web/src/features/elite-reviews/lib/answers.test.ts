import { describe, expect, it } from 'vitest';
import { joinAnswers, webLink, workPreferenceAnswers } from './answers.ts';

describe('form answers for the reviewer', () => {
  it('links web addresses only', () => {
    expect(webLink('https://ada.dev')).toEqual({ kind: 'link', href: 'https://ada.dev/' });
    expect(webLink('http://ada.dev/x?y=1')).toEqual({ kind: 'link', href: 'http://ada.dev/x?y=1' });
    expect(webLink('javascript:alert(1)')).toEqual({ kind: 'text', text: 'javascript:alert(1)' });
    expect(webLink('data:text/html,<b>x</b>')).toEqual({ kind: 'text', text: 'data:text/html,<b>x</b>' });
    expect(webLink('')).toEqual({ kind: 'text', text: 'Not given' });
  });

  it('keeps the form’s order, reads values in words, and still shows keys it does not know', () => {
    const answers = joinAnswers({
      extra_field: 'kept',
      english_level: 'native',
      track: 'devops',
      years_experience: 1,
      top_skills: ['Go', 3],
    });
    expect(answers.map((a) => [a.label, a.value])).toEqual([
      ['Track', { kind: 'text', text: 'DevOps' }],
      ['Experience', { kind: 'text', text: '1 year' }],
      ['Top skills', { kind: 'list', items: ['Go', '3'] }],
      ['English', { kind: 'text', text: 'Native or bilingual' }],
      ['Extra field', { kind: 'text', text: 'kept' }],
    ]);
  });

  it('shows a value of an unexpected shape as sent rather than dropping it', () => {
    const [overlap, rate, notice] = workPreferenceAnswers({
      min_rate: 'a lot',
      min_overlap_hours: 0,
      notice_period_weeks: 0,
    });
    expect(rate?.value).toEqual({ kind: 'text', text: 'a lot' });
    expect(overlap?.value).toEqual({ kind: 'text', text: 'None needed' });
    expect(notice?.value).toEqual({ kind: 'text', text: 'None' });
  });
});
