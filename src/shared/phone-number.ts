import { AsYouType, parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/min';
import { ValidationError } from './domain-error.ts';

export type PhoneNumberKind = 'nanp' | 'tollfree' | 'shortcode' | 'international';

export const TOLL_FREE_PREFIXES: readonly string[] = ['800', '822', '833', '844', '855', '866', '877', '888'];

export interface PhoneNumberParseOptions {
  /** NPA-NXX prefixes to refuse, 6 digits each ('800911'); punctuation is ignored ('800-911'). */
  blocked800Prefixes?: readonly string[];
  /** Kinds the caller takes (default: all four). */
  accept?: readonly PhoneNumberKind[];
}

export interface BulkParseOptions extends PhoneNumberParseOptions {
  /** Keep unparsable entries in `invalid` instead of dropping them. */
  allowInvalid?: boolean;
}

export interface BulkParseResult {
  valid: PhoneNumber[];
  /** Rejected entries as typed (trimmed); always empty unless `allowInvalid`. */
  invalid: string[];
}

export class InvalidPhoneNumber extends ValidationError {
  readonly input: string;
  readonly reason: string;

  constructor(input: string, reason: string) {
    const shown = input.length > 40 ? `${input.slice(0, 40)}...` : input;
    super('phone.invalid', `Invalid phone number '${shown}': ${reason}.`);
    this.input = input;
    this.reason = reason;
  }
}

const KEYPAD: Record<string, string> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, index) =>
    [...letters].map((letter) => [letter, String(index + 2)]),
  ),
);

const TYPED = /^\+?[0-9A-Za-z\s().-]+$/;
const KIND_NAMES: Record<PhoneNumberKind, string> = {
  nanp: 'North American numbers',
  tollfree: 'toll-free numbers',
  shortcode: 'short codes',
  international: 'international numbers',
};

/** A validated telephone number: NANP (local or toll-free), an SMS short code, or an international number. */
export class PhoneNumber {
  /** '+12012345678'; short codes have no E.164 form, so this is their bare digits ('12345'). */
  readonly e164: string;
  readonly kind: PhoneNumberKind;
  /** e164 without the '+': '12012345678' for NANP, the spec's `tn` form. */
  readonly digits: string;
  /** Area code, exchange and line: only for 'nanp' and 'tollfree'. */
  readonly npa?: string;
  readonly nxx?: string;
  readonly line?: string;
  /** An international number as its people write it, read once from libphonenumber. */
  readonly #international: { display: string; country: string | undefined } | undefined;

  private constructor(kind: PhoneNumberKind, digits: string, international?: InternationalParts) {
    this.kind = kind;
    this.digits = digits;
    this.e164 = kind === 'shortcode' ? digits : `+${digits}`;
    if (kind === 'nanp' || kind === 'tollfree') {
      this.npa = digits.slice(1, 4);
      this.nxx = digits.slice(4, 7);
      this.line = digits.slice(7);
    }
    this.#international = international;
    Object.freeze(this);
  }

  /**
   * Accepts '+1 (201) 234-5678', '201.234.5678', '12012345678', '1-800-FLOWERS', '12345', '+44 20 7946 0958'.
   * Throws InvalidPhoneNumber (a ValidationError, code 'phone.invalid') naming the broken rule.
   */
  static parse(text: string, options: PhoneNumberParseOptions = {}): PhoneNumber {
    const parsed = classify(text.trim(), options);
    if (typeof parsed === 'string') throw new InvalidPhoneNumber(text.trim(), parsed);
    return new PhoneNumber(parsed.kind, parsed.digits, parsed.international);
  }

  static tryParse(text: string, options?: PhoneNumberParseOptions): PhoneNumber | null {
    const parsed = classify(text.trim(), options ?? {});
    return typeof parsed === 'string'
      ? null
      : new PhoneNumber(parsed.kind, parsed.digits, parsed.international);
  }

  static isValid(text: string, options?: PhoneNumberParseOptions): boolean {
    return typeof classify(text.trim(), options ?? {}) !== 'string';
  }

  get isTollFree(): boolean {
    return this.kind === 'tollfree';
  }

  /** NANP local or toll-free. */
  get isNanp(): boolean {
    return this.kind === 'nanp' || this.kind === 'tollfree';
  }

  /** '(201) 234-5678' for NANP and toll-free, '+44 20 7946 0958' for international, the digits for short codes. */
  format(): string {
    if (this.isNanp) return `(${this.npa}) ${this.nxx}-${this.line}`;
    if (this.#international) return this.#international.display;
    return this.e164;
  }

  /** ISO 3166 country of an international number ('GB'); undefined for NANP and short codes. */
  get country(): string | undefined {
    return this.#international?.country;
  }

  equals(other: PhoneNumber): boolean {
    return this.e164 === other.e164;
  }

  toString(): string {
    return this.e164;
  }

  toJSON(): string {
    return this.e164;
  }
}

/** Keypad letters to digits ('1-800-FLOWERS' -> '1-800-3569377'); everything else is kept as is. */
export function lettersToDigits(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => KEYPAD[letter.toUpperCase()] ?? letter);
}

export function isTollFreeNpa(npa: string): boolean {
  return TOLL_FREE_PREFIXES.includes(npa);
}

/** Prefix check only (no validation), so stored numbers that fail today's rules still classify. */
export function isTollFree(number: string): boolean {
  const trimmed = number.trim();
  const digits = lettersToDigits(trimmed).replace(/\D/g, '');
  if (trimmed.startsWith('+') && !digits.startsWith('1')) return false;
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 && isTollFreeNpa(national.slice(0, 3));
}

/** Splits on commas and newlines, trims, skips blanks, de-duplicates (first occurrence wins, order kept). */
export function parseBulkList(text: string, options: BulkParseOptions = {}): BulkParseResult {
  const valid = new Map<string, PhoneNumber>();
  const invalid = new Set<string>();
  for (const entry of text.split(/[,\r\n]+/)) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const number = PhoneNumber.tryParse(trimmed, options);
    if (number) {
      if (!valid.has(number.e164)) valid.set(number.e164, number);
    } else if (options.allowInvalid) {
      invalid.add(trimmed);
    }
  }
  return { valid: [...valid.values()], invalid: [...invalid] };
}

interface InternationalParts {
  display: string;
  country: string | undefined;
}

interface Classified {
  kind: PhoneNumberKind;
  digits: string;
  international?: InternationalParts;
}

/**
 * International numbers already read, by their digits: libphonenumber's parse is the costly part of a
 * search page of UK numbers, and the same numbers come back page after page. Bounded; cleared when full.
 */
const INTERNATIONAL_CACHE_SIZE = 10_000;
const internationalCache = new Map<string, InternationalParts | null>();

function readInternational(digits: string): InternationalParts | null {
  const cached = internationalCache.get(digits);
  if (cached !== undefined) return cached;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  const parts = parsed?.isValid() ? { display: parsed.formatInternational(), country: parsed.country } : null;
  if (internationalCache.size >= INTERNATIONAL_CACHE_SIZE) internationalCache.clear();
  internationalCache.set(digits, parts);
  return parts;
}

function classify(text: string, options: PhoneNumberParseOptions): Classified | string {
  if (!text) return 'it is empty';
  if (!TYPED.test(text)) return 'use only digits, letters, spaces, dashes, dots, parentheses and a leading +';
  const digits = lettersToDigits(text).replace(/\D/g, '');
  const result = text.startsWith('+') ? classifyWithPlus(digits, options) : classifyBare(digits, options);
  if (typeof result === 'string') return result;
  if (/[A-Za-z]/.test(text) && !lettersAfterAreaCode(text, result)) {
    return 'letters are only allowed in North American numbers, after the area code';
  }
  if (options.accept && !options.accept.includes(result.kind)) {
    return `${KIND_NAMES[result.kind]} are not accepted here`;
  }
  return result;
}

// Vanity numbers always spell the line, never the area code; without this rule a typed name
// ('Alice', 'Alexandria') would turn into a short code or a valid-looking NANP number.
function lettersAfterAreaCode(text: string, result: Classified): boolean {
  if (result.kind !== 'nanp' && result.kind !== 'tollfree') return false;
  const compact = text.replace(/[^0-9A-Za-z]/g, '');
  const national = compact.length === 11 ? compact.slice(1) : compact;
  return /^\d{3}/.test(national);
}

function classifyWithPlus(digits: string, options: PhoneNumberParseOptions): Classified | string {
  if (digits.startsWith('1')) {
    if (digits.length !== 11) return 'a North American number has 10 digits after +1';
    return classifyNanp(digits.slice(1), options);
  }
  // The spec's "+ then 2 to 9 followed by 5 to 15 digits", read literally: 6 to 16 digits after the +.
  if (!/^[2-9]\d{5,15}$/.test(digits)) {
    return 'an international number is + then a digit from 2 to 9 followed by 5 to 15 digits';
  }
  // The spec's shape rule first (its message), then libphonenumber's numbering plans: a country's
  // lengths and prefixes change too often to keep by hand.
  const international = readInternational(digits);
  if (international) return { kind: 'international', digits, international };
  // Only a refused number pays for working out why.
  const callingCode = callingCodeOf(digits);
  if (!callingCode || validatePhoneNumberLength(`+${digits}`) === 'INVALID_COUNTRY') {
    return `+${digits.slice(0, 3)} does not start with a country code`;
  }
  return `it is not a valid +${callingCode} number`;
}

function callingCodeOf(digits: string): string | undefined {
  const typing = new AsYouType();
  typing.input(`+${digits}`);
  return typing.getCallingCode();
}

function classifyBare(digits: string, options: PhoneNumberParseOptions): Classified | string {
  if (digits.length === 10) return classifyNanp(digits, options);
  if (digits.length === 11 && digits.startsWith('1')) return classifyNanp(digits.slice(1), options);
  if (digits.length === 5 || digits.length === 6) return { kind: 'shortcode', digits };
  return 'enter 10 digits (or 11 starting with 1), a 5 or 6 digit short code, or + and the country code';
}

function classifyNanp(national: string, options: PhoneNumberParseOptions): Classified | string {
  const npa = national.slice(0, 3);
  const nxx = national.slice(3, 6);
  if (!/^[2-9]/.test(npa)) return 'the area code must start with a digit from 2 to 9';
  if (npa[1] === '9') return `area code ${npa} is reserved (N9X)`;
  if (!/^[2-9]/.test(nxx)) return 'the exchange must start with a digit from 2 to 9';
  const tollFree = isTollFreeNpa(npa);
  if (tollFree && nxx === '911') return 'toll-free 911 numbers are not allowed';
  if (nxx.endsWith('11')) return `exchange ${nxx} is reserved (N11)`;
  if (nxx === '555') return 'the 555 exchange is not allowed';
  if (blockedPrefixes(options).has(npa + nxx)) return `prefix ${npa}-${nxx} is blocked`;
  return { kind: tollFree ? 'tollfree' : 'nanp', digits: `1${national}` };
}

function blockedPrefixes(options: PhoneNumberParseOptions): Set<string> {
  return new Set(
    (options.blocked800Prefixes ?? []).map((prefix) => {
      const digits = prefix.replace(/\D/g, '');
      if (digits.length !== 6) throw new TypeError(`A blocked prefix is 6 digits (NPA-NXX), got '${prefix}'`);
      return digits;
    }),
  );
}
