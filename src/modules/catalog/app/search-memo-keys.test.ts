import { describe, expect, it } from 'vitest';
import { toCriteria } from '../domain/search-criteria.ts';
import { searchRequest } from '../domain/search-request.fixture.ts';
import { countsKey, criteriaKey } from './search-memo-keys.ts';

const criteria = (overrides: Parameters<typeof searchRequest>[0]) => toCriteria(searchRequest(overrides));

describe('countsKey', () => {
  it('is the same for every sort and every order of the filter values: a count does not depend on them', () => {
    const one = criteria({
      state: 'CA',
      city: ['Fresno', 'Vallejo'],
      price: ['5-49', '50-99'],
      sort: 'price+',
    });
    const other = criteria({
      state: 'CA',
      city: ['Vallejo', 'Fresno'],
      price: ['50-99', '5-49'],
      sort: 'tn',
    });
    expect(countsKey(other, 'facets')).toBe(countsKey(one, 'facets'));
  });

  it('differs when a filter differs', () => {
    expect(countsKey(criteria({ state: 'CA', city: ['Fresno'] }))).not.toBe(
      countsKey(criteria({ state: 'CA', city: ['Vallejo'] })),
    );
  });
});

describe('criteriaKey', () => {
  it('keeps the sort apart: the regular answer picks its sections for it', () => {
    expect(criteriaKey(criteria({ npa: '201', sort: 'tn' }))).not.toBe(
      criteriaKey(criteria({ npa: '201', sort: 'price+' })),
    );
  });
});
