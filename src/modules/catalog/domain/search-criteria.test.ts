import { describe, expect, it } from 'vitest';
import { countCriteria, exactNumber, searchStyle, toCriteria } from './search-criteria.ts';
import { searchRequest } from './search-request.fixture.ts';

const request = searchRequest;

describe('search criteria', () => {
  it('needs two criteria or a spelling length, not counting paging or sorting', () => {
    expect(countCriteria(new URLSearchParams('type=local&sort=tn&$limit=12'))).toBe(1);
    expect(searchStyle(request(), 1)).toBe('noCriteria');
    expect(searchStyle(request({ spellingLength: 4 }), 1)).toBe('regular');
    expect(countCriteria(new URLSearchParams('type=local&npa=201'))).toBe(2);
    expect(searchStyle(request({ npa: '201' }), 2)).toBe('regular');
    expect(searchStyle(request({ npa: '201', moreResults: true }), 2)).toBe('more');
  });

  it('counts the UK default of a global search as a criterion', () => {
    expect(countCriteria(new URLSearchParams('type=global'))).toBe(2);
  });

  it('does not count switches that are off', () => {
    expect(countCriteria(new URLSearchParams('type=local&saleOnly=false&getItNow=0'))).toBe(1);
  });

  it('treats a full number, or 7 characters with a known area code, as an exact search', () => {
    expect(exactNumber(request({ fqtnSearch: '+12012345678' }))).toBe('+12012345678');
    expect(exactNumber(request({ search: '(201) 234-5678' }))).toBe('+12012345678');
    expect(exactNumber(request({ npa: '800', search: 'FLOWERS', type: 'tollfree' }))).toBe('+18003569377');
    expect(exactNumber(request({ search: 'FLOWERS' }))).toBeNull();
    expect(searchStyle(request({ search: '2012345678' }), 1)).toBe('fqtn');
  });

  it('turns words into keypad digits and keeps the word for the spelling', () => {
    const criteria = toCriteria(request({ search: 'cars', npa: '201' }));
    expect(criteria).toMatchObject({ digits: '2277', word: 'CARS', npa: '201' });
  });

  it('ignores a block size below 2 and sorts blocks by number', () => {
    expect(toCriteria(request({ consecutive: 1 })).consecutive).toBeNull();
    expect(toCriteria(request({ consecutive: 10 }))).toMatchObject({ consecutive: 10, sort: 'tn' });
  });

  it('narrows to sale or licence only when exactly one is asked', () => {
    expect(toCriteria(request({ saleOnly: true })).ownership).toBe('sale');
    expect(toCriteria(request({ licenseOnly: true })).ownership).toBe('license');
    expect(toCriteria(request({ saleOnly: true, licenseOnly: true })).ownership).toBe('any');
  });

  it('defaults global searches to the UK and any toll-free prefix for 8**', () => {
    expect(toCriteria(request({ type: 'global' })).country).toBe('GB');
    expect(toCriteria(request({ type: 'tollfree', npa: '8**' })).npa).toBeNull();
  });
});
