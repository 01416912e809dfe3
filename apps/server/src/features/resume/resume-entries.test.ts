import { describe, expect, it } from 'vitest';
import { countryCodeForName } from '../profile/location.ts';
import { SAMPLE_RESUME } from '../../test/test-resumes.ts';
import { findEducation, findLocation, findPositions } from './resume-entries.ts';
import { resumeLines, seniorityInTitle } from './resume-finder.ts';

const lines = (text: string[]) => resumeLines(text.join('\n'));

describe('findPositions', () => {
  it('reads title, company, months and the lines under each position', () => {
    expect(findPositions(lines(SAMPLE_RESUME))).toEqual([
      {
        title: 'Staff Engineer',
        company: 'Globex',
        start_month: '2021-01',
        end_month: null,
        location: '',
        description: 'Built payment APIs in TypeScript and Node.js on PostgreSQL; 5 years of React.',
      },
      {
        title: 'Software Developer',
        company: 'Initech',
        start_month: '2016-01',
        end_month: '2021-12',
        location: '',
        description: 'Python (3 yrs), Docker, Kubernetes',
      },
    ]);
  });

  it('takes a title two lines above its dates, and ignores studies and projects', () => {
    const found = findPositions(
      lines([
        'Experience',
        'Product Designer',
        'Acme | Berlin',
        'Since May 2022',
        '• Designed the onboarding',
        'Projects',
        'Lead Developer of a side project, 2020 - 2021',
        'Education',
        'MSc Design, Aalto University, 2018 - 2020',
      ]),
    );
    expect(found).toEqual([
      {
        title: 'Product Designer',
        company: 'Acme',
        start_month: '2022-05',
        end_month: null,
        location: '',
        description: 'Designed the onboarding',
      },
    ]);
  });
});

describe('findEducation', () => {
  it('reads school, degree, field and years, also from a degree line under its school', () => {
    expect(findEducation(lines(SAMPLE_RESUME))).toEqual([
      {
        school: 'University of Porto',
        degree: 'BSc',
        field: 'Computer Science',
        start_year: 2012,
        end_year: 2016,
      },
    ]);
    expect(
      findEducation(
        lines(['Education', 'University of Lagos', 'Bachelor of Science in Physics, 2011 - 2015']),
      ),
    ).toEqual([
      {
        school: 'University of Lagos',
        degree: 'Bachelor of Science',
        field: 'Physics',
        start_year: 2011,
        end_year: 2015,
      },
    ]);
  });
});

describe('findLocation', () => {
  it('finds "City, Country" at the top, by the country name', () => {
    expect(findLocation(lines(['Chidi', 'Lagos, Nigeria | chidi@example.com']), countryCodeForName)).toEqual({
      country: 'NG',
      city: 'Lagos',
    });
    expect(
      findLocation(
        lines(['Ana', 'Remote - ana@example.com', 'Experience', 'Paris, France']),
        countryCodeForName,
      ),
    ).toBeNull();
  });
});

describe('seniorityInTitle', () => {
  it('reads the level a title states', () => {
    expect(seniorityInTitle('Senior Frontend Developer')).toBe('senior');
    expect(seniorityInTitle('Sr. Engineer')).toBe('senior');
    expect(seniorityInTitle('Senior Tech Lead')).toBe('lead');
    expect(seniorityInTitle('Junior Analyst')).toBe('junior');
    expect(seniorityInTitle('Frontend Developer')).toBeNull();
  });
});
