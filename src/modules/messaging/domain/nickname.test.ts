import { describe, expect, it } from 'vitest';
import { checkedNickname, NICKNAME_MAX } from './nickname.ts';

describe('a number’s nickname', () => {
  it('is stored trimmed, and empty clears it', () => {
    expect(checkedNickname('  Front desk  ')).toBe('Front desk');
    expect(checkedNickname('   ')).toBe('');
  });

  it(`is at most ${NICKNAME_MAX} characters once trimmed`, () => {
    expect(checkedNickname(` ${'a'.repeat(NICKNAME_MAX)} `)).toHaveLength(NICKNAME_MAX);
    expect(() => checkedNickname('a'.repeat(NICKNAME_MAX + 1))).toThrow(/at most 100 characters/);
  });

  it('refuses control characters (a line break, a tab, DEL, C1)', () => {
    for (const bad of ['Front\ndesk', 'Front\tdesk', 'Front\u007fdesk', 'Front\u0085desk'])
      expect(() => checkedNickname(bad)).toThrow('A nickname cannot contain control characters.');
  });

  it('keeps other text as typed, formulas and accents included (the CSV escapes them)', () => {
    expect(checkedNickname('=SUM(A1) café')).toBe('=SUM(A1) café');
  });
});
