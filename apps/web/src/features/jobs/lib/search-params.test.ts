import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filtersFromParams,
  paramsFromFilters,
  searchHref,
  type JobFilters,
} from './search-params.ts';

describe('URL ↔ filters', () => {
  const filters: JobFilters = {
    q: 'typescript',
    work_mode: ['remote', 'hybrid'],
    country: 'PT',
    located_in: 'DE',
    eligible_only: true,
    elite_only: true,
    min_overlap: 4,
    employment_type: ['full_time'],
    seniority: ['senior', 'lead'],
    skills: ['react', 'node-js'],
    opens: 'graphql',
    min_salary: 60000,
    currency: 'EUR',
    posted_within: '7',
    sort: 'newest',
  };

  it('round-trips every filter through the URL under the contract’s names', () => {
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe(
      'q=typescript&work_mode=remote%2Chybrid&country=PT&located_in=DE&eligible_only=true&elite_only=1&min_overlap=4&employment_type=full_time&seniority=senior%2Clead&skills=react%2Cnode-js&opens=graphql&min_salary=60000&currency=EUR&posted_within=7&sort=newest',
    );
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('reads repeated parameters and comma lists alike, and drops invalid values one by one', () => {
    const parsed = filtersFromParams(
      new URLSearchParams(
        'work_mode=remote&work_mode=spaceship,onsite&min_overlap=99&country=pt&located_in=Germany&sort=best&q=%20go%20',
      ),
    );
    expect(parsed).toEqual({ q: 'go', work_mode: ['remote', 'onsite'], country: 'PT' });
    expect(filtersFromParams(new URLSearchParams('located_in=de'))).toEqual({ located_in: 'DE' });
  });

  it('leaves empty values and a false toggle out of the URL', () => {
    expect(
      paramsFromFilters({ q: '', work_mode: [], eligible_only: false, elite_only: false }).toString(),
    ).toBe('');
    expect(searchHref({})).toBe('/jobs');
    expect(searchHref({ skills: ['go'] })).toBe('/jobs?skills=go');
  });

  it('reads the elite toggle as 1 or true, and writes it as 1', () => {
    for (const value of ['1', 'true']) {
      expect(filtersFromParams(new URLSearchParams(`elite_only=${value}`))).toEqual({ elite_only: true });
    }
    expect(filtersFromParams(new URLSearchParams('elite_only=0'))).toEqual({});
    expect(filtersFromParams(new URLSearchParams('elite_only=yes'))).toEqual({});
    expect(searchHref({ elite_only: true })).toBe('/jobs?elite_only=1');
  });

  it('counts narrowing filters, not the text or the sort', () => {
    expect(activeFilterCount(filters)).toBe(15);
    expect(activeFilterCount({ q: 'x', sort: 'salary' })).toBe(0);
  });
});
