import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiParams,
  paramsFromFilters,
  readFilters,
  withoutFilters,
} from './catalogue-filters.ts';

describe('the catalogue filters in the URL', () => {
  it('reads what it knows and drops the rest one by one', () => {
    const filters = readFilters(
      new URLSearchParams(
        'q=%20react%20hooks%20&skill=react&level=expert&length=2_to_5h&format=video&sort=oldest',
      ),
    );
    expect(filters).toEqual({
      q: 'react hooks',
      skill: 'react',
      level: null,
      length: '2_to_5h',
      format: 'video',
      sort: 'relevance',
    });
    expect(activeFilterCount(filters)).toBe(3);
  });

  it('writes a short canonical URL: fixed order, no empty values, no default sort', () => {
    const filters = readFilters(new URLSearchParams('sort=newest&format=quiz&q=sql&level=beginner'));
    expect(paramsFromFilters(filters).toString()).toBe('q=sql&level=beginner&format=quiz&sort=newest');
    expect(paramsFromFilters(readFilters(new URLSearchParams('sort=relevance'))).toString()).toBe('');
    expect(paramsFromFilters(withoutFilters(filters)).toString()).toBe('q=sql&sort=newest');
  });

  it('asks the API for the same list, the cursor added', () => {
    const filters = readFilters(new URLSearchParams('level=advanced'));
    expect(apiParams(filters, 'c-2')).toEqual({
      q: undefined,
      skill: undefined,
      level: 'advanced',
      length: undefined,
      format: undefined,
      sort: 'relevance',
      cursor: 'c-2',
    });
  });
});
