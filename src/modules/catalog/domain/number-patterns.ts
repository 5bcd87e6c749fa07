import { ValidationError } from '../../../shared/domain-error.ts';
import { isTollFreeNpa } from '../../../shared/phone-number.ts';
import { spellingLengthOf } from './vanity-spelling.ts';

export type PatternKey =
  | 'XXXX'
  | 'XYXY'
  | 'XXYY'
  | 'XYYX'
  | 'X000'
  | 'XX00'
  | 'sequence'
  | 'repeater'
  | 'mirror-7'
  | 'same-as-area-code'
  | 'year';

export type CategoryKey =
  | 'repeating'
  | 'sequential'
  | 'mirror'
  | 'round'
  | 'vanity'
  | 'toll-free-vanity'
  | 'memorable';

/**
 * Pattern tags in filter order. X, Y stand for different digits of the line (its last four digits); the
 * others look at the exchange and line (the last seven) or compare with the area code.
 */
export const PATTERNS: readonly { readonly key: PatternKey; readonly label: string }[] = Object.freeze([
  { key: 'XXXX', label: 'Quad (7777)' },
  { key: 'XYXY', label: 'Alternating (1212)' },
  { key: 'XXYY', label: 'Double pair (1122)' },
  { key: 'XYYX', label: 'Mirror (1221)' },
  { key: 'X000', label: 'Round thousand (2000)' },
  { key: 'XX00', label: 'Round hundred (3300)' },
  { key: 'sequence', label: 'Sequence (1234, 6543)' },
  { key: 'repeater', label: 'Repeater (777 anywhere)' },
  { key: 'mirror-7', label: 'Palindrome (123-4321)' },
  { key: 'same-as-area-code', label: 'Exchange matches area code (201-201)' },
  { key: 'year', label: 'Year (1950-2049)' },
]);

/** Broader groups for the category filter. */
export const CATEGORIES: readonly { readonly key: CategoryKey; readonly label: string }[] = Object.freeze([
  { key: 'repeating', label: 'Repeating' },
  { key: 'sequential', label: 'Sequential' },
  { key: 'mirror', label: 'Mirror' },
  { key: 'round', label: 'Round' },
  { key: 'vanity', label: 'Vanity' },
  { key: 'toll-free-vanity', label: 'Toll Free Vanity' },
  { key: 'memorable', label: 'Memorable' },
]);

const CATEGORY_KEYS = CATEGORIES.map((category) => category.key);

// About a third of all numbers end in some 3-letter word, so only 4 letters or more sell as vanity.
export const VANITY_MIN_LETTERS = 4;

const CATEGORY_OF: Readonly<Partial<Record<PatternKey, CategoryKey>>> = {
  XXXX: 'repeating',
  XYXY: 'repeating',
  XXYY: 'repeating',
  repeater: 'repeating',
  sequence: 'sequential',
  XYYX: 'mirror',
  'mirror-7': 'mirror',
  X000: 'round',
  XX00: 'round',
};

function isSequence(line: string): boolean {
  const step = line.charCodeAt(1) - line.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  return line.charCodeAt(2) - line.charCodeAt(1) === step && line.charCodeAt(3) - line.charCodeAt(2) === step;
}

function hasRunOfThree(digits: string): boolean {
  for (let index = 2; index < digits.length; index++) {
    if (digits[index] === digits[index - 1] && digits[index] === digits[index - 2]) return true;
  }
  return false;
}

// Inventory numbers are E.164; anything else is stripped to its digits.
function digitsOf(tn: string): string {
  return /^\+\d+$/.test(tn) ? tn.slice(1) : tn.replace(/\D/g, '');
}

// '+1' and 10 digits, or a bare 10 or 11 digit NANP number.
function nanpAreaCode(tn: string, digits: string): string | null {
  if (digits.length === 11 && digits[0] === '1') return digits.slice(1, 4);
  if (digits.length === 10 && !tn.trim().startsWith('+')) return digits.slice(0, 3);
  return null;
}

/**
 * Pattern tags of a number, in PATTERNS order. Line and exchange patterns apply to any number of 7 digits or
 * more; 'same-as-area-code' only to NANP numbers.
 */
export function patternsOf(tn: string): PatternKey[] {
  const digits = digitsOf(tn);
  if (digits.length < 7) return [];
  const seven = digits.slice(-7);
  const line = seven.slice(3);
  const [a, b, c, d] = [line[0]!, line[1]!, line[2]!, line[3]!];
  const found: PatternKey[] = [];
  if (a === b && b === c && c === d) found.push('XXXX');
  if (a === c && b === d && a !== b) found.push('XYXY');
  if (a === b && c === d && a !== c) found.push('XXYY');
  if (a === d && b === c && a !== b) found.push('XYYX');
  if (a !== '0' && b === '0' && c === '0' && d === '0') found.push('X000');
  if (a !== '0' && a === b && c === '0' && d === '0') found.push('XX00');
  if (isSequence(line)) found.push('sequence');
  if (hasRunOfThree(seven)) found.push('repeater');
  if (seven[0] === seven[6] && seven[1] === seven[5] && seven[2] === seven[4]) found.push('mirror-7');
  const npa = nanpAreaCode(tn, digits);
  if (npa !== null && npa === seven.slice(0, 3)) found.push('same-as-area-code');
  const year = Number(line);
  if (year >= 1950 && year <= 2049) found.push('year');
  return found;
}

/**
 * Categories of a number in CATEGORIES order. 'memorable' is any pattern at all; a spelling of
 * VANITY_MIN_LETTERS or more makes it 'vanity', and also 'toll-free-vanity' on a toll-free number.
 */
export function categoriesOf(
  tn: string,
  spelling: string | null,
  patterns: readonly PatternKey[] = patternsOf(tn),
): CategoryKey[] {
  const found = new Set<CategoryKey>();
  for (const pattern of patterns) {
    const category = CATEGORY_OF[pattern];
    if (category) found.add(category);
  }
  if (spellingLengthOf(spelling) >= VANITY_MIN_LETTERS) {
    found.add('vanity');
    const npa = nanpAreaCode(tn, digitsOf(tn));
    if (npa !== null && isTollFreeNpa(npa)) found.add('toll-free-vanity');
  }
  if (patterns.length > 0) found.add('memorable');
  return found.size === 0 ? [] : CATEGORY_KEYS.filter((key) => found.has(key));
}

interface ThemePattern {
  /** Digits and letter variables, one per digit of the number, last digit last. */
  symbols: string;
}

const THEME_PATTERN = /^\*?[0-9A-Z]{1,10}$/;

function parseThemePattern(pattern: string): ThemePattern {
  const compact = pattern.replace(/[\s-]/g, '');
  if (!THEME_PATTERN.test(compact)) {
    throw new ValidationError(
      'theme.invalid_pattern',
      `Invalid theme pattern '${pattern}': 1 to 10 digits or capital letters after an optional '*'.`,
    );
  }
  return { symbols: compact.replace('*', '') };
}

/** True when `pattern` is a valid theme pattern (see matchesThemePattern). */
export function isThemePattern(pattern: string): boolean {
  return THEME_PATTERN.test(pattern.replace(/[\s-]/g, ''));
}

/**
 * Whether a number matches an admin theme pattern such as 'XXYY', 'NXX-1234', '*777', '*2026'. A digit
 * matches itself; a capital letter is a digit variable: the same letter is the same digit, different letters
 * are different digits (a letter may still equal a literal digit). Patterns are anchored at the end of the
 * number, so 'XXYY' tests the line; a leading '*' ("any prefix") says so explicitly. Note 'NXX' is read
 * by this rule (N differs from X, the two X are equal), not as NANP notation; '*1234' means "any exchange".
 * Dashes and spaces are ignored in both arguments. Throws ValidationError 'theme.invalid_pattern'.
 */
export function matchesThemePattern(line7OrDigits: string, pattern: string): boolean {
  const { symbols } = parseThemePattern(pattern);
  const digits = line7OrDigits.replace(/\D/g, '');
  if (symbols.length > digits.length) return false;
  const tail = digits.slice(-symbols.length);
  const bound = new Map<string, string>();
  const taken = new Set<string>();
  for (let index = 0; index < symbols.length; index++) {
    const symbol = symbols[index]!;
    const digit = tail[index]!;
    if (symbol >= '0' && symbol <= '9') {
      if (symbol !== digit) return false;
      continue;
    }
    const value = bound.get(symbol);
    if (value === undefined) {
      if (taken.has(digit)) return false;
      bound.set(symbol, digit);
      taken.add(digit);
    } else if (value !== digit) return false;
  }
  return true;
}

/**
 * A SQL LIKE pattern for the tn column ('%__00'): literal digits only, every letter becomes '_'. A superset
 * unless the pattern has no letters: narrow with matchesThemePattern.
 */
export function themePatternToSqlLike(pattern: string): string {
  return `%${parseThemePattern(pattern).symbols.replace(/[A-Z]/g, '_')}`;
}

/**
 * A PostgreSQL regular expression for `tn ~ $1`: '([0-9])(?:\1)([0-9])(?:\2)$' for 'XXYY' (the group stops
 * '\1' and a following digit reading as an octal escape). Back-references make the same letter the same
 * digit, but PostgreSQL cannot say "a different digit" (its lookaheads take no back-references), so with two
 * or more letters it is a superset: narrow with matchesThemePattern.
 */
export function themePatternToSqlRegex(pattern: string): string {
  const groups = new Map<string, number>();
  let regex = '';
  for (const symbol of parseThemePattern(pattern).symbols) {
    if (symbol >= '0' && symbol <= '9') regex += symbol;
    else if (groups.has(symbol)) regex += `(?:\\${groups.get(symbol)})`;
    else {
      groups.set(symbol, groups.size + 1);
      regex += '([0-9])';
    }
  }
  return `${regex}$`;
}
