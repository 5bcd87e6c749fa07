import { describe, expect, it } from 'vitest';
import { toCriteria } from '../../domain/search-criteria.ts';
import { searchRequest } from '../../domain/search-request.fixture.ts';
import { searchConditions } from './search-sql.ts';

const context = { now: new Date('2026-11-22T12:00:00Z'), basketUuid: null };
const conditionsFor = (search: string) =>
  searchConditions(toCriteria(searchRequest({ search, searchBy: 'endsWith', sort: 'price+' })), context);

describe('an ending in price order', () => {
  it('matches the last four digits by equality, which the last-four-digits index walks in price order', () => {
    const where = conditionsFor('7777');
    expect(where.sql()).toContain('right(n.digits, 4) = $');
    expect(where.params).toContain('7777');
  });

  // A LIKE on the digits lets the planner gather every match through a trigram index and sort them.
  it('offers the trigram indexes nothing to serve, however long the ending', () => {
    for (const ending of ['7777', '57777', '5557777'])
      expect(conditionsFor(ending).sql()).not.toMatch(/like/i);
  });

  it('checks endings longer than four digits in full', () => {
    const where = conditionsFor('5557777');
    expect(where.sql()).toContain('right(n.digits, 7) = $');
    expect(where.params).toEqual(expect.arrayContaining(['7777', '5557777']));
  });
});
