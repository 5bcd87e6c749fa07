import { describe, expect, it } from 'vitest';
import {
  bestSpelling,
  isCleanWord,
  KEYPAD,
  SPELLING_LENGTHS,
  spellerForQuery,
  spellingForQuery,
  spellingLengthOf,
  wordsSpelledBy,
  wordToDigits,
} from './vanity-spelling.ts';

describe('the spelling index', () => {
  it('is built on first use in well under a second', () => {
    const started = performance.now();
    expect(bestSpelling('+18003569377')).toBe('1-800-FLOWERS');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('keypad', () => {
  it('puts letters on 2 to 9 and none on 0 and 1', () => {
    expect(KEYPAD['2']).toBe('ABC');
    expect(KEYPAD['7']).toBe('PQRS');
    expect(KEYPAD['9']).toBe('WXYZ');
    expect([KEYPAD['0'], KEYPAD['1']]).toEqual(['', '']);
  });

  it('turns a word into the digits that dial it', () => {
    expect(wordToDigits('Flowers')).toBe('3569377');
    expect(wordToDigits('1-800-flowers')).toBe('18003569377');
  });
});

describe('wordsSpelledBy', () => {
  it('lists the words the number ends with, longest first', () => {
    expect(wordsSpelledBy('+18003569377')).toEqual(['FLOWERS', 'LOWERS', 'ERR']);
  });

  it('puts commoner words before rarer ones of the same length', () => {
    const words = wordsSpelledBy('2273');
    expect(words[0]).toBe('BASE');
    expect(words.indexOf('CASE')).toBeLessThan(words.indexOf('ACRE'));
  });

  it('looks only at the lengths asked for and stops at the limit', () => {
    expect(wordsSpelledBy('+18003569377', { lengths: [6] })).toEqual(['LOWERS']);
    expect(wordsSpelledBy('+12015522287', { limit: 2 })).toEqual(['ACTS', 'CATS']);
  });

  it('never reaches into the area code of a NANP number', () => {
    expect(SPELLING_LENGTHS.at(-1)).toBe(7);
    expect(wordsSpelledBy('+12282000000')).toEqual([]);
  });

  it('refuses lengths outside 3 to 7', () => {
    expect(() => wordsSpelledBy('22873', { lengths: [8] })).toThrow(RangeError);
  });

  it('spells no profane words', () => {
    expect(wordsSpelledBy(wordToDigits('bitch'))).not.toContain('BITCH');
    expect(wordsSpelledBy(wordToDigits('sucks'))).not.toContain('SUCKS');
    expect(wordsSpelledBy(wordToDigits('nude'))).not.toContain('NUDE');
  });
});

describe('bestSpelling', () => {
  it('shows a toll-free word the way it is advertised', () => {
    expect(bestSpelling('+18003569377')).toBe('1-800-FLOWERS');
  });

  it('writes the word as its own group in a local number', () => {
    expect(bestSpelling('+12017424357')).toBe('(201) 742-HELP');
    expect(bestSpelling('+18004663787')).toBe('1-800-46-NESTS');
  });

  it('prefers the longest word, then the commonest', () => {
    expect(bestSpelling('+12015522287')).toBe('(201) 552-ACTS');
  });

  it('is null when the digits spell nothing or the number is not North American', () => {
    expect(bestSpelling('+12012320000')).toBeNull();
    expect(bestSpelling('+442079460123')).toBeNull();
  });
});

describe('spellerForQuery', () => {
  it('gives no speller for a rude word or one that is not 1-7 letters, so no number of the answer spells it', () => {
    expect(spellerForQuery('sucks')).toBeNull();
    expect(spellerForQuery('flowerss')).toBeNull();
    expect(spellerForQuery('ca ts')).toBeNull();
  });

  it('spells every number of the answer as spellingForQuery does', () => {
    const speller = spellerForQuery(' cats ')!;
    expect(speller('+12015522287')).toBe('(201) 552-CATS');
    expect(speller('+12015522879')).toBe('(201) 55-CATS-9');
    expect(speller('+12282000000')).toBeNull();
    expect(speller('+442079460123')).toBeNull();
  });
});

describe('spellingForQuery', () => {
  it('puts the searched word in place of its digits', () => {
    expect(spellingForQuery('+12015522287', 'cats')).toBe('(201) 552-CATS');
    expect(spellingForQuery('+18003569377', 'flowers')).toBe('1-800-FLOWERS');
  });

  it('keeps the exchange-line dash only outside the word', () => {
    expect(spellingForQuery('+12015522879', 'cats')).toBe('(201) 55-CATS-9');
    expect(spellingForQuery('+12012287552', 'cat')).toBe('(201) CAT-7552');
    expect(spellingForQuery('+12017522228', 'bat')).toBe('(201) 752-2-BAT');
  });

  it('uses the rightmost place when the word fits twice', () => {
    expect(spellingForQuery('+12012282228', 'cat')).toBe('(201) 228-2-CAT');
  });

  it('is null when the exchange and line do not hold the word', () => {
    expect(spellingForQuery('+12282000000', 'cat')).toBeNull();
    expect(spellingForQuery('+12015522287', 'dogs')).toBeNull();
  });

  it('is null for rude words, words that are not letters, and non-NANP numbers', () => {
    expect(spellingForQuery(`+1201${wordToDigits('sucks')}00`, 'sucks')).toBeNull();
    expect(spellingForQuery('+12015522287', 'ca ts')).toBeNull();
    expect(spellingForQuery('+12015522287', 'catsandog')).toBeNull();
    expect(spellingForQuery('+442079462287', 'cats')).toBeNull();
  });
});

describe('isCleanWord', () => {
  it('accepts ordinary words, including ones with a rude word inside', () => {
    for (const word of ['flowers', 'button', 'farther', 'cocktail', 'scunthorpe', 'assassin']) {
      expect(isCleanWord(word)).toBe(true);
    }
  });

  it('rejects profanity, also when disguised', () => {
    for (const word of ['shit', 'SHIT', 's3x', 'fuuuck', 'sucks']) expect(isCleanWord(word)).toBe(false);
  });
});

describe('spellingLengthOf', () => {
  it('counts the letters of a spelling', () => {
    expect(spellingLengthOf('1-800-FLOWERS')).toBe(7);
    expect(spellingLengthOf('(201) 752-2-BAT')).toBe(3);
    expect(spellingLengthOf(null)).toBe(0);
  });
});
