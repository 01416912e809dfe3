import { describe, expect, it } from 'vitest';
import { SKILLS } from '../../reference/skills.data.ts';
import {
  findInResume,
  findSkills,
  findTitles,
  findYears,
  mergedMonths,
  parseRange,
  resumeLines,
  seniorityForYears,
} from './resume-finder.ts';

const NOW = new Date('2026-11-15T12:00:00Z');
const skills = SKILLS.map((s) => ({ slug: s.slug, name: s.name, aliases: s.aliases }));
const slugs = (text: string) => findSkills(resumeLines(text), skills).map((s) => s.slug);

describe('findSkills', () => {
  it('matches names and aliases as whole words, in any case, with the line as evidence', () => {
    const found = findSkills(resumeLines('Built APIs in typescript and postgres.\nDeployed on k8s'), skills);
    expect(found.map((s) => s.slug)).toEqual(['typescript', 'postgresql', 'kubernetes']);
    expect(found[0]).toMatchObject({
      name: 'TypeScript',
      years: null,
      evidence: 'Built APIs in typescript and postgres.',
    });
    expect(slugs('Reactive programming, Javascripty')).toEqual([]);
  });

  it('reads years from "5 years of React" and "React (3 yrs)" and keeps the largest', () => {
    const found = findSkills(
      resumeLines(
        '5 years of React, TypeScript\nGo (3 yrs)\nPython: 2 years\n7+ years of experience with React',
      ),
      skills,
    );
    const bySlug = Object.fromEntries(found.map((s) => [s.slug, s]));
    expect(bySlug.react).toMatchObject({ years: 7, evidence: '7+ years of experience with React' });
    expect(bySlug.typescript!.years).toBeNull();
    expect(bySlug.go!.years).toBe(3);
    expect(bySlug.python!.years).toBe(2);
  });

  it('does not give one skill the years written for the next one', () => {
    const found = findSkills(resumeLines('TypeScript, 3 years of React'), skills);
    expect(found.find((s) => s.slug === 'typescript')!.years).toBeNull();
    expect(found.find((s) => s.slug === 'react')!.years).toBe(3);
  });

  it('prefers the longest term: React Native is not React, Objective-C is not C, C++ is not C', () => {
    expect(slugs('Mobile apps in React Native')).toEqual(['react-native']);
    expect(slugs('Languages: Objective-C, C++, C#')).toEqual(['objective-c', 'cpp', 'csharp']);
  });

  it('finds one-letter skills only in a list, and common words only as written', () => {
    expect(slugs('Languages: C, Go, Rust')).toEqual(['c', 'go', 'rust']);
    expect(slugs('I had a C grade and will go far.')).toEqual([]);
    expect(slugs('We express interest in rust removal.')).toEqual([]);
    expect(slugs('CV')).toEqual([]);
  });
});

describe('years of experience', () => {
  it('reads year, month-name and numeric ranges, Present included', () => {
    expect(parseRange('2018', '2023', NOW, '')).toMatchObject({ start: 2018 * 12, end: 2023 * 12 });
    expect(parseRange('Jan 2019', 'Present', NOW, '')!.end).toBe(2026 * 12 + 11);
    expect(parseRange('03/2020', '12/2020', NOW, '')).toMatchObject({ start: 2020 * 12 + 2, end: 2021 * 12 });
    expect(parseRange('2019', '2019', NOW, '')).toMatchObject({ start: 2019 * 12, end: 2020 * 12 });
    expect(parseRange('2030', 'Present', NOW, '')).toBeNull();
  });

  it('merges overlapping periods', () => {
    expect(
      mergedMonths([
        { start: 0, end: 24, text: '' },
        { start: 12, end: 36, text: '' },
        { start: 48, end: 60, text: '' },
      ]),
    ).toBe(48);
  });

  it('adds up the work history, skipping studies', () => {
    const text = [
      'Experience',
      'Senior Engineer, Globex — Jan 2021 – Present',
      'Engineer at Acme, 2016 – 2021',
      'Freelance developer 2019 - 2020',
      'Education',
      'BSc Computer Science, TU Berlin, 2012 – 2016',
    ].join('\n');
    const found = findYears(resumeLines(text), NOW);
    // 2016-01 .. 2026-11 (the freelance year overlaps): 10 years and 11 months.
    expect(found).toMatchObject({ years: 10 });
    expect(found!.evidence).toContain('Jan 2021 – Present');
    expect(found!.evidence).not.toContain('2012');
  });

  it('does not count projects, and reads jobs after a summary with no experience heading', () => {
    const text = [
      'Summary',
      'Designer turned developer.',
      'Acme, Frontend Developer, 2020 - 2024',
      'Projects',
      'Open-source charts library 2012 - 2024',
    ].join('\n');
    expect(findYears(resumeLines(text), NOW)).toMatchObject({ years: 4, evidence: '2020 - 2024' });
  });

  it('reads "since" as a period running to today', () => {
    const found = findYears(resumeLines('Platform Engineer at Initech since March 2020'), NOW);
    expect(found).toMatchObject({ years: 6, evidence: 'since March 2020' });
    expect(
      findTitles(resumeLines('Ana\nPlatform Engineer at Initech since March 2020')).map((t) => t.title),
    ).toEqual(['Platform Engineer']);
  });

  it('finds nothing without dates', () => {
    expect(findYears(resumeLines('Engineer who likes APIs'), NOW)).toBeNull();
  });

  it('maps years to a level: under 2 junior, 2–5 mid, 5–8 senior, 8+ lead', () => {
    expect([0, 1, 2, 4, 5, 7, 8, 20].map(seniorityForYears)).toEqual([
      'junior',
      'junior',
      'mid',
      'mid',
      'senior',
      'senior',
      'lead',
      'lead',
    ]);
  });
});

describe('findTitles', () => {
  it('takes the headline under the name and titles next to dates', () => {
    const lines = resumeLines(
      [
        'Ana Lima',
        'Senior Backend Engineer',
        'ana@example.com',
        'Experience',
        'Staff Engineer at Globex',
        'Jan 2021 – Present',
        'Acme | Software Developer | 2016 – 2021',
        'Education',
        'Master of Science, University of Porto, 2014 – 2016',
      ].join('\n'),
    );
    expect(findTitles(lines).map((t) => t.title)).toEqual([
      'Senior Backend Engineer',
      'Staff Engineer',
      'Software Developer',
    ]);
  });

  it('does not take prose or headings for titles', () => {
    expect(findTitles(resumeLines('Ana Lima\nI love building things\nExperience\n2019 - 2020'))).toEqual([]);
  });
});

describe('findInResume', () => {
  it('puts it together', () => {
    const found = findInResume(
      'Ana Lima\nData Scientist\nPython (4 yrs), SQL\n2020 – 2024 Data Scientist, Initech',
      skills,
      NOW,
    );
    expect(found.titles.map((t) => t.title)).toEqual(['Data Scientist']);
    expect(found.skills.map((s) => [s.slug, s.years])).toEqual([
      ['python', 4],
      ['sql', null],
    ]);
    expect(found.years).toMatchObject({ years: 4 });
  });
});
