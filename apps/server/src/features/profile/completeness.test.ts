import { describe, expect, it } from 'vitest';
import { COMPLETENESS_ITEMS } from '@talent/contract/profile';
import { completeness, COMPLETENESS_RULES, type CompletenessInput } from './completeness.ts';

const EMPTY: CompletenessInput = {
  hasPhoto: false,
  headline: '',
  country: null,
  timezone: null,
  skillCount: 0,
  experienceCount: 0,
  educationCount: 0,
  experienceSkipped: false,
  hasResume: false,
  hasSalary: false,
  workAuthorizationCount: 0,
  workModeCount: 0,
  employmentTypeCount: 0,
  hasAvailability: false,
  languageCount: 0,
  hasVideoResume: false,
  identityVerified: false,
};

const FULL: CompletenessInput = {
  hasPhoto: true,
  headline: 'Backend engineer',
  country: 'DE',
  timezone: 'Europe/Berlin',
  skillCount: 3,
  experienceCount: 1,
  educationCount: 0,
  experienceSkipped: false,
  hasResume: true,
  hasSalary: true,
  workAuthorizationCount: 1,
  workModeCount: 1,
  employmentTypeCount: 1,
  hasAvailability: true,
  languageCount: 1,
  hasVideoResume: true,
  identityVerified: true,
};

describe('completeness', () => {
  it('has every contract item once, with weights adding up to 100, a label, what it unlocks and where', () => {
    const result = completeness(EMPTY);
    expect(result.items.map((i) => i.key)).toEqual([...COMPLETENESS_ITEMS]);
    expect(result.items.reduce((sum, i) => sum + i.weight, 0)).toBe(100);
    for (const item of result.items) {
      expect(item.label).not.toBe('');
      expect(item.unlocks).not.toBe('');
      expect(item.href).toMatch(/^\/[a-z-]+(\/[a-z-]+)?(#[a-z-]+)?$/);
    }
    expect(COMPLETENESS_RULES.skills.unlocks).toBe('Match scores and recommended jobs');
    expect(COMPLETENESS_RULES.resume).toMatchObject({
      unlocks: 'One-click apply',
      href: '/profile/resume-upload',
    });
    expect(COMPLETENESS_RULES.identity.href).toBe('/identity-verification');
    expect(COMPLETENESS_RULES.video_resume.href).toBe('/profile/video-resume-upload');
  });

  it('is 0 with skills next for an empty profile, 100 with nothing next for a full one', () => {
    expect(completeness(EMPTY)).toMatchObject({ percent: 0, next: { key: 'skills', weight: 20 } });
    const full = completeness(FULL);
    expect(full.percent).toBe(100);
    expect(full.next).toBeNull();
    expect(full.items.every((i) => i.done)).toBe(true);
  });

  it('adds the weights of the items done and names the heaviest item left, the first of equals', () => {
    const result = completeness({ ...EMPTY, skillCount: 5, headline: 'Engineer', hasSalary: true });
    expect(result.percent).toBe(20 + 10 + 5);
    expect(result.next!.key).toBe('resume');
    // Resume done too: headline and experience weigh 10 each; identity (10) comes later in the list.
    const later = completeness({ ...EMPTY, skillCount: 5, hasResume: true });
    expect(later.next!.key).toBe('headline');
  });

  it('is concrete about done-ness', () => {
    const done = (input: Partial<CompletenessInput>, key: string) =>
      completeness({ ...EMPTY, ...input }).items.find((i) => i.key === key)!.done;
    expect(done({ skillCount: 2 }, 'skills')).toBe(false);
    expect(done({ skillCount: 3 }, 'skills')).toBe(true);
    expect(done({ headline: '   ' }, 'headline')).toBe(false);
    expect(done({ country: 'DE' }, 'location')).toBe(false);
    expect(done({ country: 'DE', timezone: 'Europe/Berlin' }, 'location')).toBe(true);
    expect(done({ workModeCount: 1, employmentTypeCount: 1 }, 'preferences')).toBe(false);
    expect(done({ workModeCount: 1, employmentTypeCount: 1, hasAvailability: true }, 'preferences')).toBe(
      true,
    );
    // Experience: a position, or (first job search) the step skipped and studies listed instead.
    expect(done({ experienceCount: 1 }, 'experience')).toBe(true);
    expect(done({ experienceSkipped: true }, 'experience')).toBe(false);
    expect(done({ experienceSkipped: true, educationCount: 1 }, 'experience')).toBe(true);
    expect(done({ educationCount: 1 }, 'experience')).toBe(false);
  });
});
