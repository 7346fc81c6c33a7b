import { describe, expect, it } from 'vitest';
import { apiQuery, changeFilter, filtersToParams, pageList, readFilters } from './searchParams';

const ALL = ['gender', 'country', 'countryregion', 'min_age', 'max_age'];

describe('search parameters', () => {
  it('reads only the site’s search fields with valid values, and never sexuality', () => {
    const params = new URLSearchParams(
      'gender=female&country=nl&countryregion=5&min_age=25&max_age=40&page=3&sexuality=gay&foo=1',
    );
    const filters = readFilters(params, ALL);
    expect(filters).toEqual({
      gender: 'female',
      country: 'NL',
      countryregion: '5',
      min_age: '25',
      max_age: '40',
      page: 3,
    });
    expect(filtersToParams(filters).toString()).toBe(
      'gender=female&country=NL&countryregion=5&min_age=25&max_age=40&page=3',
    );
    expect(apiQuery(filters)).toEqual({
      gender: 'female',
      country: 'NL',
      countryregion: '5',
      min_age: '25',
      max_age: '40',
      page: 3,
    });
    expect(JSON.stringify(apiQuery({ ...filters, sexuality: 'gay' } as never))).not.toContain('sexuality');
  });

  it('drops fields the site does not search on, bad values and a region without a country', () => {
    const params = new URLSearchParams('gender=female&min_age=17&max_age=abc&countryregion=5');
    expect(readFilters(params, ['min_age', 'max_age', 'countryregion'])).toEqual({ page: 1 });
  });

  it('uses the member’s seeking as the default gender; "all" clears it for the API', () => {
    expect(readFilters(new URLSearchParams(''), ALL, 'male').gender).toBe('male');
    const any = readFilters(new URLSearchParams('gender=all'), ALL, 'male');
    expect(any.gender).toBe('all');
    expect(apiQuery(any)).toEqual({ page: 1 });
  });

  it('a changed filter goes back to page 1, a new country drops the region, ages stay in order', () => {
    const base = { country: 'NL', countryregion: '5', min_age: '30', page: 4 };
    expect(changeFilter(base, 'country', 'BE')).toEqual({ country: 'BE', min_age: '30', page: 1 });
    expect(changeFilter(base, 'max_age', '25')).toMatchObject({ min_age: '25', max_age: '25', page: 1 });
  });

  it('keeps landing-page tracking in the URL and sends it to the API', () => {
    const keep = new URLSearchParams('network=ads&ref=x1&sexuality=bi');
    expect(filtersToParams({ page: 1 }, keep).toString()).toBe('network=ads&ref=x1');
    expect(apiQuery({ page: 1 }, { network: 'ads' })).toEqual({ page: 1, network: 'ads' });
  });

  it('lists pages around the current one', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageList(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
