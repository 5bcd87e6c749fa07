import { describe, expect, it } from 'vitest';
import { matchesSearch, numberSearch } from './number-search.ts';

const number = { tn: '+12012340101', nickname: 'Front Desk' };

describe('the numbers search box', () => {
  it('matches nothing in particular when empty', () => {
    expect(numberSearch('  ')).toBeNull();
    expect(matchesSearch(number, numberSearch(undefined))).toBe(true);
  });

  it('finds the digits typed anywhere in the number, however they are punctuated', () => {
    expect(numberSearch('(201) 234')).toEqual({ digits: '201234', text: '(201) 234' });
    expect(matchesSearch(number, numberSearch('(201) 234'))).toBe(true);
    expect(matchesSearch(number, numberSearch('0101'))).toBe(true);
    expect(matchesSearch(number, numberSearch('9999'))).toBe(false);
  });

  it('finds text in the nickname in any case, and words with digits only there', () => {
    expect(matchesSearch(number, numberSearch('front'))).toBe(true);
    expect(numberSearch('Suite 5')).toEqual({ digits: null, text: 'Suite 5' });
    expect(matchesSearch(number, numberSearch('desk 2'))).toBe(false);
  });
});
