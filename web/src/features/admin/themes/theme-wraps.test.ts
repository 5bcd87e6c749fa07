import { describe, expect, it } from 'vitest';
import { formatWrap, normalizePattern, themeWraps } from './theme-wraps.ts';

/** The server's reading of a pattern (catalog/domain/number-patterns.ts), restated for the samples. */
function matches(digits: string, pattern: string): boolean {
  const symbols = pattern.replace('*', '');
  const tail = digits.slice(-symbols.length);
  const bound = new Map<string, string>();
  return [...symbols].every((symbol, index) => {
    const digit = tail[index]!;
    if (/\d/.test(symbol)) return symbol === digit;
    if (!bound.has(symbol)) {
      if ([...bound.values()].includes(digit)) return false;
      bound.set(symbol, digit);
    }
    return bound.get(symbol) === digit;
  });
}

describe('theme wraps', () => {
  it('makes four ten-digit samples that match the theme’s patterns, taking them in turn', () => {
    const wraps = themeWraps(['XXYY', '*777']);
    expect(wraps.map((wrap) => wrap.pattern)).toEqual(['XXYY', '*777', 'XXYY', '*777']);
    for (const wrap of wraps) {
      const digits = wrap.lead + wrap.tail;
      expect(digits).toMatch(/^\d{10}$/);
      expect(matches(digits, wrap.pattern), digits).toBe(true);
    }
    expect(new Set(wraps.map((wrap) => wrap.lead + wrap.tail)).size).toBe(4);
  });

  it('makes none for a theme without patterns', () => {
    expect(themeWraps([])).toEqual([]);
  });

  it('reads patterns as the server stores them: upper case, without spaces or dashes', () => {
    expect(normalizePattern(' nxx-1234 ')).toBe('NXX1234');
    expect(normalizePattern('12*3')).toBeNull();
    expect(normalizePattern('')).toBeNull();
  });

  it('writes a sample as a NANP number with the pattern’s digits marked', () => {
    expect(formatWrap({ pattern: 'XXYY', lead: '212555', tail: '7733' })).toEqual({
      before: '(212) 555-',
      marked: '7733',
    });
    expect(formatWrap({ pattern: 'NXX7733', lead: '212', tail: '5447733' })).toEqual({
      before: '(212) ',
      marked: '544-7733',
    });
  });
});
