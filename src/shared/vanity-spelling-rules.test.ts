import { describe, expect, it } from 'vitest';
import { SPELLING_MESSAGES, spelledNumber, vanitySpellingError } from './vanity-spelling-rules.ts';

describe('vanity spelling rule (spec 3 section 1)', () => {
  it('accepts letters that dial the last digits of the number, in any case', () => {
    expect(vanitySpellingError('+18003569377', 'flowers')).toBeNull();
    expect(vanitySpellingError('+18003569377', 'FLOWERS')).toBeNull();
    expect(vanitySpellingError('8003569377', 'wers')).toBeNull();
  });

  it('accepts up to 2 hyphens between letters, refuses a third', () => {
    expect(vanitySpellingError('+18003569377', 'flo-wers')).toBeNull();
    expect(vanitySpellingError('+18003569377', 'fl-ow-ers')).toBeNull();
    expect(vanitySpellingError('+18003569377', 'f-l-ow-ers')).toBe(SPELLING_MESSAGES.hyphens);
  });

  it('refuses a hyphen at either end or two in a row', () => {
    for (const spelling of ['-flowers', 'flowers-', 'flo--wers'])
      expect(vanitySpellingError('+18003569377', spelling)).toBe(SPELLING_MESSAGES.hyphenPlacement);
  });

  it('refuses anything but letters a-z and hyphens', () => {
    for (const spelling of ['fl0wers', 'flow ers', 'flöwers', 'flow_ers'])
      expect(vanitySpellingError('+18003569377', spelling)).toBe(SPELLING_MESSAGES.characters);
  });

  it('refuses letters that do not dial the number’s last digits', () => {
    expect(vanitySpellingError('+18003569377', 'glowers')).toBe(SPELLING_MESSAGES.noMatch);
    // 0 and 1 have no letters.
    expect(vanitySpellingError('+12014560101', 'a')).toBe(SPELLING_MESSAGES.noMatch);
  });

  it('refuses an empty spelling and more than 10 letters', () => {
    expect(vanitySpellingError('+18003569377', '  ')).toBe(SPELLING_MESSAGES.empty);
    expect(vanitySpellingError('+18003569377', 'abcdefghijk')).toBe(SPELLING_MESSAGES.tooLong);
  });

  it('shows the number with its spelling', () => {
    expect(spelledNumber('+18003569377', 'flowers')).toBe('1-800-FLOWERS');
    expect(spelledNumber('+12014563569', 'flow')).toBe('1-201-456-FLOW');
  });
});
