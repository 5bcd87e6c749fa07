import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../shared/domain-error.ts';
import {
  CATEGORIES,
  categoriesOf,
  isThemePattern,
  matchesThemePattern,
  PATTERNS,
  patternsOf,
  themePatternToSqlLike,
  themePatternToSqlRegex,
} from './number-patterns.ts';

describe('patternsOf', () => {
  it.each([
    ['+12012347777', ['XXXX', 'repeater']],
    ['+12012341212', ['XYXY']],
    ['+12012341122', ['XXYY']],
    ['+12012341221', ['XYYX']],
    ['+12012342000', ['X000', 'repeater', 'year']],
    ['+12012343300', ['XXYY', 'XX00']],
    ['+12012821234', ['sequence']],
    ['+12012826543', ['sequence']],
    ['+12012228469', ['repeater']],
    ['+12012584852', ['mirror-7']],
    ['+12012014869', ['same-as-area-code']],
    ['+12012821987', ['year']],
  ])('tags %s with %j', (tn, expected) => {
    expect(patternsOf(tn)).toEqual(expected);
  });

  it('finds nothing in an ordinary number', () => {
    expect(patternsOf('+12012824869')).toEqual([]);
  });

  it('does not count a quad as a pair or a mirror, nor 0000 as round', () => {
    expect(patternsOf('+12012820000')).toEqual(['XXXX', 'repeater']);
  });

  it('wants a run of four steps of one for a sequence, without wrapping past 9', () => {
    expect(patternsOf('+12012821235')).toEqual([]);
    expect(patternsOf('+12012827890')).toEqual([]);
  });

  it('compares the exchange with the area code only for NANP numbers', () => {
    expect(patternsOf('+18008004869')).toContain('same-as-area-code');
    expect(patternsOf('2012014869')).toContain('same-as-area-code');
    expect(patternsOf('+442012014869')).not.toContain('same-as-area-code');
  });

  it('reads line patterns of UK numbers too', () => {
    expect(patternsOf('+442079467777')).toContain('XXXX');
  });

  it('labels every pattern once', () => {
    expect(new Set(PATTERNS.map((pattern) => pattern.key)).size).toBe(PATTERNS.length);
    for (const pattern of PATTERNS) expect(pattern.label).not.toBe('');
  });
});

describe('categoriesOf', () => {
  it('groups patterns into the filter categories, memorable for any pattern', () => {
    expect(categoriesOf('+12012347777', null)).toEqual(['repeating', 'memorable']);
    expect(categoriesOf('+12012341221', null)).toEqual(['mirror', 'memorable']);
    expect(categoriesOf('+12012342000', null)).toEqual(['repeating', 'round', 'memorable']);
    expect(categoriesOf('+12012821234', null)).toEqual(['sequential', 'memorable']);
    expect(categoriesOf('+12012014869', null)).toEqual(['memorable']);
  });

  it('calls a spelling of four letters or more vanity, toll-free ones also toll free vanity', () => {
    expect(categoriesOf('+12017424357', '(201) 742-HELP')).toEqual(['vanity']);
    expect(categoriesOf('+18003569377', '1-800-FLOWERS')).toEqual(['vanity', 'toll-free-vanity']);
  });

  it('does not call a three-letter spelling vanity', () => {
    expect(categoriesOf('+12017524228', '(201) 752-4-BAT')).toEqual([]);
  });

  it('lists categories in filter order', () => {
    expect(CATEGORIES.map((category) => category.label)).toEqual([
      'Repeating',
      'Sequential',
      'Mirror',
      'Round',
      'Vanity',
      'Toll Free Vanity',
      'Memorable',
    ]);
  });
});

describe('matchesThemePattern', () => {
  it('matches the same letter to the same digit and different letters to different digits', () => {
    expect(matchesThemePattern('2821122', 'XXYY')).toBe(true);
    expect(matchesThemePattern('2821111', 'XXYY')).toBe(false);
    expect(matchesThemePattern('2821123', 'XXYY')).toBe(false);
  });

  it('anchors the pattern at the end of the number', () => {
    expect(matchesThemePattern('+12012821122', 'XXYY')).toBe(true);
    expect(matchesThemePattern('+12011122282', 'XXYY')).toBe(false);
  });

  it('reads a leading star as any prefix', () => {
    expect(matchesThemePattern('+12012820777', '*777')).toBe(true);
    expect(matchesThemePattern('+12012822026', '*2026')).toBe(true);
    expect(matchesThemePattern('+12012822025', '*2026')).toBe(false);
  });

  it('mixes variables with literal digits, a letter may equal a literal', () => {
    expect(matchesThemePattern('+12013441234', 'NXX-1234')).toBe(true);
    expect(matchesThemePattern('+12013451234', 'NXX-1234')).toBe(false);
    expect(matchesThemePattern('+12011111234', 'NXX-1234')).toBe(false);
    expect(matchesThemePattern('2827000', 'X000')).toBe(true);
    expect(matchesThemePattern('2820000', 'X000')).toBe(true);
  });

  it('never matches a number shorter than the pattern', () => {
    expect(matchesThemePattern('777', 'X777')).toBe(false);
  });

  it('refuses patterns with anything but digits, capitals and a leading star', () => {
    expect(() => matchesThemePattern('2821122', 'xxyy')).toThrow(DomainError);
    expect(() => matchesThemePattern('2821122', '12*4')).toThrow(/theme pattern/);
    expect(isThemePattern('NXX-1234')).toBe(true);
    expect(isThemePattern('*')).toBe(false);
    expect(isThemePattern('12345678901')).toBe(false);
  });
});

describe('theme patterns in SQL', () => {
  it('gives a LIKE pattern that keeps the digits and leaves letters open', () => {
    expect(themePatternToSqlLike('XX00')).toBe('%__00');
    expect(themePatternToSqlLike('*2026')).toBe('%2026');
  });

  it('gives a PostgreSQL regular expression with back-references for repeated letters', () => {
    expect(themePatternToSqlRegex('XXYY')).toBe('([0-9])(?:\\1)([0-9])(?:\\2)$');
    expect(themePatternToSqlRegex('NXX-1234')).toBe('([0-9])([0-9])(?:\\2)1234$');
    expect(themePatternToSqlRegex('*777')).toBe('777$');
  });

  it('gives a regular expression that agrees with the matcher whenever one letter is involved', () => {
    const regex = new RegExp(themePatternToSqlRegex('X7X7'));
    for (const line of ['1717', '1727', '7777', '0707']) {
      expect(regex.test(`+1201282${line}`)).toBe(matchesThemePattern(line, 'X7X7'));
    }
  });
});
