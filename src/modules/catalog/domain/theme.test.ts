import { describe, expect, it } from 'vitest';
import { Theme, ThemePattern, themeKey } from './theme.ts';

const day = (iso: string) => new Date(`${iso}T12:34:56Z`);

describe('themes', () => {
  it('derive a lower-case key of at most 12 characters, hyphens for spaces, no other punctuation', () => {
    expect(themeKey('  Happy New Year 2027! ')).toBe('happy-new-ye');
    expect(themeKey("Valentine's")).toBe('valentines');
  });

  it('run from the start of the start day to the end of the end day', () => {
    const theme = new Theme({
      name: 'Winter',
      keyword: 'Winter',
      startDate: day('2026-12-01'),
      endDate: day('2026-12-31'),
    });
    expect(theme.startDate.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(theme.endDate.toISOString()).toBe('2026-12-31T23:59:59.999Z');
  });

  it('are current when start <= now < end', () => {
    const theme = new Theme({
      name: 'Winter',
      keyword: 'w',
      startDate: day('2026-12-01'),
      endDate: day('2026-12-31'),
    });
    expect(theme.isCurrentAt(new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(theme.isCurrentAt(new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(theme.isCurrentAt(new Date('2027-01-01T00:00:00Z'))).toBe(false);
  });

  it('refuse an end before the start', () => {
    expect(
      () => new Theme({ name: 'x', keyword: 'x', startDate: day('2026-12-02'), endDate: day('2026-12-01') }),
    ).toThrow('End date must be after the start date.');
  });

  it('keep patterns upper-cased', () => {
    expect(new ThemePattern({ themeId: 1, pattern: ' xxyy ' }).pattern).toBe('XXYY');
    expect(() => new ThemePattern({ themeId: 1, pattern: 'x$y' })).toThrow();
  });
});
